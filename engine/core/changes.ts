/**
 * Submissions that send only what changed (form.json `submit.kind` 'simple-change', e.g. a quick
 * edit of a project): the browser builds the payload, the server reads back which fields it changes.
 */
import type { FormManifest } from './types.ts';

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** Whether the form's submission carries only the changed fields. */
export function sendsChangesOnly(manifest: FormManifest): boolean {
  return manifest.submit?.kind === 'simple-change';
}

/** Top-level fields that always go with a changes-only payload: the prefill (e.g. the project id) and the certification. */
function keptFields(manifest: FormManifest): Set<string> {
  const kept = new Set(Object.keys(manifest.prefill ?? {}).map((pointer) => pointer.split('/')[1]));
  if (manifest.certification) kept.add(manifest.certification);
  return kept;
}

/** The top-level fields (other than the prefill and the certification) whose value differs from the opening data. */
export function changedFields(manifest: FormManifest, opening: Record<string, unknown>, data: Record<string, unknown>): string[] {
  const kept = keptFields(manifest);
  const names = new Set([...Object.keys(opening), ...Object.keys(data)]);
  return [...names].filter((name) => !kept.has(name) && !same(opening[name], data[name])).sort();
}

/**
 * The payload of a changes-only submission: the changed fields (a field emptied is sent as
 * `null`, so the record's value is cleared), the prefill and the certification. Unchanged
 * values are not sent.
 */
export function changesPayload(manifest: FormManifest, opening: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of keptFields(manifest)) if (data[name] !== undefined) payload[name] = data[name];
  for (const name of changedFields(manifest, opening, data)) payload[name] = data[name] ?? null;
  return payload;
}

/** Of these top-level field names, the ones a changes-only submission may change: all but the prefill and the certification. */
export function changeableFields(manifest: FormManifest, names: Iterable<string>): string[] {
  const kept = keptFields(manifest);
  return [...names].filter((name) => !kept.has(name)).sort();
}

/** The fields a received changes-only payload changes. */
export function sentChanges(manifest: FormManifest, payload: Record<string, unknown>): string[] {
  return changeableFields(manifest, Object.keys(payload));
}
