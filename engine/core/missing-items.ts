/**
 * What keeps Submit disabled, in the user's words (the hint beside a disabled Submit): the
 * top-level fields that still have errors, in schema order, plus the files field when files are
 * missing. Each item names what the user must do: an either/or group of which nothing is given
 * once, as 'A or B'; a tick box of a titled group of tick boxes by the group's title (the
 * question), not by its own label; a field titled by its own data (`ui:options.titleFrom`) by that
 * title. `missingItemsHint` words the items as the one sentence every
 * page shows beside its disabled Submit.
 */
import { eitherOrGroups } from './either-or-fields.ts';
import { resolveRef, type JSONSchema7 } from './json-schema.ts';
import { isTickBox } from './tick-box-groups.ts';
import { titleFromValue } from './title-from.ts';
import { sectionPlace } from './section-place.ts';
import type { AttachmentRules, CompiledForm, FieldError, SectionManifest } from './types.ts';

/** What the page shows the fields with: their UI schema and data, for a title taken from the data (`ui:options.titleFrom`). */
export interface ShownAs {
  ui?: Record<string, unknown>;
  data?: unknown;
}

/** The hint's items for these errors (and missing files), each named once, as the page names them (`data`: the form's data). */
export function missingItems(form: CompiledForm, errors: readonly FieldError[], filesMissing: boolean, data?: unknown): string[] {
  return itemsOf(form.schema as JSONSchema7, form.manifest.steps.map((step) => step.sections), errors, filesMissing ? form.manifest.attachments : undefined, { ui: form.uiSchema, data });
}

/** The same for one step of a wizard: its errors (pointers within the step's data), named by the step's own fields and sections. */
export function stepMissingItems(form: CompiledForm, stepId: string, errors: readonly FieldError[], shownAs: ShownAs = {}): string[] {
  const step = form.steps[stepId];
  return step ? itemsOf(step.schema as JSONSchema7, [step.manifest.sections], errors, undefined, shownAs) : [];
}

/** `steps`: each step's sections (a section's title never reaches into the next step). */
function itemsOf(schema: JSONSchema7, steps: readonly (readonly SectionManifest[])[], errors: readonly FieldError[], missingFiles: AttachmentRules | undefined, { ui, data }: ShownAs): string[] {
  const sections = steps.flat();
  const sectionTitle = (name: string) => steps.map((stepSections) => sectionPlace(stepSections, name)).find(Boolean)?.title;
  const props = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  const names = new Set(errors.map((e) => e.path.split('/')[1] ?? ''));
  const sectionOf = (name: string) => sections.find((s) => s.fields?.includes(name));
  const tickBox = (name: string) => isTickBox(resolveRef(schema, props[name]));
  const valueOf = (name: string) => (data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined);
  // As the page names it: a title taken from the data first (a question's text). A field without
  // its own title (e.g. a group) is named by the section that holds it.
  const titleOf = (name: string) => {
    const section = sectionOf(name);
    const inTickBoxGroup = section?.title && tickBox(name) && (section.fields ?? []).length > 1 && (section.fields ?? []).every(tickBox);
    const fromValue = titleFromValue(resolveRef(schema, props[name]), ui?.[name] as Record<string, unknown> | undefined, valueOf(name)).title;
    return (inTickBoxGroup ? section.title : undefined) ?? fromValue ?? props[name]?.title ?? section?.title ?? name;
  };
  const groups = eitherOrGroups(schema);
  // A group is one thing to do only while none of it is given (each member has an error); a given
  // member that is wrong is named alone, as giving another would not put it right.
  const itemOf = (name: string) => {
    const group = groups.find((members) => members.includes(name) && members.every((member) => names.has(member)));
    return group ? Object.keys(props).filter((member) => group.includes(member)).map(titleOf).join(' or ') : titleOf(name);
  };
  const missing = Object.keys(props).filter((name) => names.has(name));
  const texts = missing.map(itemOf);
  // Fields named alike in different sections (each section's 'Phone') are told apart by their
  // section, as the error summary does: 'Project owner – Phone; Building certifier – Phone'. A
  // field is told apart even when it alone is missing: the step (or form) holds others named alike.
  const named = Object.keys(props).map((name) => ({ name, title: titleOf(name) }));
  const items = texts.map((text, index) => {
    const section = sectionTitle(missing[index]);
    const alike = named.some(({ name, title }) => title === text && name !== missing[index] && sectionTitle(name) !== section);
    return alike && section && section.toLowerCase() !== text.toLowerCase() ? `${section} – ${text}` : text;
  });
  // Named once: by the rule's own words, else by the files field's title (which may already be listed).
  if (missingFiles) items.push(missingFiles.minFilesMessage ?? titleOf(missingFiles.field));
  return [...new Set(items)];
}


/**
 * The hint beside a disabled Submit for the items `missingItems` found: 'To submit, complete: A; B.'
 * ('To continue, …' beside a wizard's Next), or undefined when nothing is missing (the button is
 * then not held back by the form's own data). An item ending in its own stop (a question) ends it.
 */
export function missingItemsHint(items: readonly string[], action: 'submit' | 'continue' = 'submit'): string | undefined {
  if (!items.length) return undefined;
  const list = items.join('; ');
  return `To ${action}, complete: ${list}${/[.?!]$/.test(list) ? '' : '.'}`;
}
