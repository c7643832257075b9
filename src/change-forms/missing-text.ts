import type { CompiledForm, FieldError } from '../../engine/core/types.ts';

/**
 * What keeps Submit disabled, in the user's words: the titles of the fields that still have
 * errors (top-level, in schema order), plus the attachment rule when files are missing.
 */
export function missingItems(form: CompiledForm, errors: readonly FieldError[], filesMissing: boolean): string[] {
  const props = (form.schema.properties ?? {}) as Record<string, { title?: string }>;
  const names = new Set(errors.map((e) => e.path.split('/')[1] ?? ''));
  const items = Object.keys(props)
    .filter((name) => names.has(name))
    .map((name) => props[name].title ?? name);
  if (filesMissing) items.push(form.manifest.attachments?.minFilesMessage ?? 'Supporting documents');
  return [...new Set(items)];
}
