import type { CompiledForm, FieldError } from '../../engine/core/types.ts';

/**
 * What keeps Submit disabled, in the user's words: the titles of the fields that still have
 * errors (top-level, in schema order), plus the files field when files are missing.
 */
export function missingItems(form: CompiledForm, errors: readonly FieldError[], filesMissing: boolean): string[] {
  const props = (form.schema.properties ?? {}) as Record<string, { title?: string }>;
  const names = new Set(errors.map((e) => e.path.split('/')[1] ?? ''));
  const sections = form.manifest.steps.flatMap((step) => step.sections);
  // A field without its own title (e.g. a group) is named by the section that holds it.
  const titleOf = (name: string) => props[name]?.title ?? sections.find((s) => s.fields?.includes(name))?.title ?? name;
  const items = Object.keys(props)
    .filter((name) => names.has(name))
    .map(titleOf);
  // Named once: by the rule's own words, else by the files field's title (which may already be listed).
  const attachments = form.manifest.attachments;
  if (filesMissing && attachments) items.push(attachments.minFilesMessage ?? titleOf(attachments.field));
  return [...new Set(items)];
}
