import type { FileDescription } from '../../engine/react/index.ts';
import type { SessionDraft } from './session-draft.ts';

/** Lost file descriptions by the data pointer of their files field. */
export type LostFiles = Record<string, FileDescription[]>;

function isDescription(value: unknown): value is FileDescription {
  return !!value && typeof value === 'object' && typeof (value as FileDescription).fileName === 'string';
}

/**
 * A draft restored in a new page has file descriptions in its data but no File objects (the
 * browser keeps no chosen file in session storage): those descriptions are dropped from the data
 * (from the machine's snapshot and from `data`), so the form asks for the files again instead of
 * counting files that cannot be uploaded, and they are listed by field pointer in `lostFiles`
 * (added to any the draft already listed) for the page to name.
 */
export function dropLostFiles(draft: SessionDraft, pointers: readonly string[]): SessionDraft {
  const lost: LostFiles = {};
  for (const [pointer, list] of Object.entries(draft.lostFiles ?? {})) lost[pointer] = [...list];
  const strip = (data: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
    if (!data) return data;
    const copy = structuredClone(data);
    for (const pointer of pointers) {
      const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      let node: Record<string, unknown> | undefined = copy;
      for (const part of parts.slice(0, -1)) node = node?.[part] && typeof node[part] === 'object' ? (node[part] as Record<string, unknown>) : undefined;
      const key = parts[parts.length - 1];
      const value = node?.[key];
      if (!node || !Array.isArray(value) || value.length === 0) continue;
      const known = new Set((lost[pointer] ?? []).map((d) => d.fileName));
      for (const item of value) if (isDescription(item) && !known.has(item.fileName)) (lost[pointer] ??= []).push({ fileName: item.fileName, mimeType: item.mimeType, sizeBytes: item.sizeBytes });
      delete node[key];
    }
    return copy;
  };
  const snapshot = draft.snapshot as { context?: { data?: Record<string, unknown> } } | undefined;
  const next: SessionDraft = {
    ...draft,
    data: strip(draft.data),
    snapshot: snapshot?.context?.data ? { ...snapshot, context: { ...snapshot.context, data: strip(snapshot.context.data) } } : draft.snapshot,
  };
  if (Object.keys(lost).length) next.lostFiles = lost;
  else delete next.lostFiles;
  return next;
}

/** The step a data pointer belongs to (the step whose `dataPointer` holds it). */
export function stepOfPointer(steps: readonly { id: string; dataPointer: string }[], pointer: string): string | undefined {
  return steps.find((step) => step.dataPointer && (pointer === step.dataPointer || pointer.startsWith(`${step.dataPointer}/`)))?.id;
}
