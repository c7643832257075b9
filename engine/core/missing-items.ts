/**
 * What keeps Submit disabled, in the user's words (the hint beside a disabled Submit): the
 * top-level fields that still have errors, in schema order, plus the files field when files are
 * missing. Each item names what the user must do: an either/or group of which nothing is given
 * once, as 'A or B'; a tick box of a titled group of tick boxes by the group's title (the
 * question), not by its own label. `missingItemsHint` words the items as the one sentence every
 * page shows beside its disabled Submit.
 */
import { eitherOrGroups } from './either-or-fields.ts';
import { resolveRef, type JSONSchema7 } from './json-schema.ts';
import { isTickBox } from './tick-box-groups.ts';
import type { CompiledForm, FieldError } from './types.ts';

/** The hint's items for these errors (and missing files), each named once. */
export function missingItems(form: CompiledForm, errors: readonly FieldError[], filesMissing: boolean): string[] {
  const schema = form.schema as JSONSchema7;
  const props = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  const names = new Set(errors.map((e) => e.path.split('/')[1] ?? ''));
  const sections = form.manifest.steps.flatMap((step) => step.sections);
  const sectionOf = (name: string) => sections.find((s) => s.fields?.includes(name));
  const tickBox = (name: string) => isTickBox(resolveRef(schema, props[name]));
  // A field without its own title (e.g. a group) is named by the section that holds it.
  const titleOf = (name: string) => {
    const section = sectionOf(name);
    const inTickBoxGroup = section?.title && tickBox(name) && (section.fields ?? []).length > 1 && (section.fields ?? []).every(tickBox);
    return (inTickBoxGroup ? section.title : undefined) ?? props[name]?.title ?? section?.title ?? name;
  };
  const groups = eitherOrGroups(schema);
  // A group is one thing to do only while none of it is given (each member has an error); a given
  // member that is wrong is named alone, as giving another would not put it right.
  const itemOf = (name: string) => {
    const group = groups.find((members) => members.includes(name) && members.every((member) => names.has(member)));
    return group ? Object.keys(props).filter((member) => group.includes(member)).map(titleOf).join(' or ') : titleOf(name);
  };
  const items = Object.keys(props)
    .filter((name) => names.has(name))
    .map(itemOf);
  // Named once: by the rule's own words, else by the files field's title (which may already be listed).
  const attachments = form.manifest.attachments;
  if (filesMissing && attachments) items.push(attachments.minFilesMessage ?? titleOf(attachments.field));
  return [...new Set(items)];
}

/**
 * The hint beside a disabled Submit for the items `missingItems` found: 'To submit, complete: A; B.',
 * or undefined when nothing is missing (Submit is then not held back by the form's own data).
 */
export function missingItemsHint(items: readonly string[]): string | undefined {
  return items.length ? `To submit, complete: ${items.join('; ')}.` : undefined;
}
