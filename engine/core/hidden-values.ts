/**
 * The server's side of conditional sections: a section the form hides for this data and context
 * must hold nothing, and one that carries a `hiddenValueMessage` says so at each field that still
 * holds a value (e.g. an exemption ticked that the organisation's entity type does not offer).
 * The same precompiled conditions decide as in the browser, evaluated directly for every step.
 */
import { conditionKey } from './condition-key.ts';
import { expandCondition } from './conditions.ts';
import { readPointer, writePointer } from './pointer.ts';
import { hiddenReset } from './section-rules.ts';
import type { CompiledForm, FieldError, FormCondition, FormManifest, SectionManifest } from './types.ts';

const expanded = new WeakMap<object, object>();

/** The JSON Schema of a `visibleWhen` (expanded once per condition object). */
function visibleSchema(manifest: FormManifest, visibleWhen: FormCondition): object {
  let schema = expanded.get(visibleWhen);
  if (!schema) {
    schema = expandCondition(visibleWhen, manifest.conditions ?? {});
    expanded.set(visibleWhen, schema);
  }
  return schema;
}

/** The JSON Schema of every section's `visibleWhen`, for codegen to precompile (`sectionShows` evaluates them). */
export function sectionConditions(manifest: FormManifest): object[] {
  return manifest.steps.flatMap((step) => step.sections.flatMap((section) => (section.visibleWhen === undefined ? [] : [visibleSchema(manifest, section.visibleWhen)])));
}

/** Whether a section with `visibleWhen` shows for this data and context. */
export function sectionShows(form: CompiledForm, section: SectionManifest, data: unknown, context: unknown): boolean {
  if (section.visibleWhen === undefined) return true;
  const check = form.conditions[conditionKey(visibleSchema(form.manifest, section.visibleWhen))];
  if (!check) throw new Error(`Condition of section ${section.id} not precompiled for form ${form.manifest.id}; run npm run codegen`);
  return check({ data, context });
}

const holdsValue = (value: unknown) =>
  value === true || (typeof value === 'string' && value !== '') || (typeof value === 'number' && value !== 0) || (Array.isArray(value) && value.length > 0);

/** An error at each field of a hidden section with a `hiddenValueMessage` that still holds a value. */
export function hiddenValueErrors(form: CompiledForm, data: unknown, context: unknown): FieldError[] {
  const errors: FieldError[] = [];
  for (const step of form.manifest.steps) {
    for (const section of step.sections) {
      if (!section.hiddenValueMessage || sectionShows(form, section, data, context)) continue;
      for (const field of section.fields ?? []) {
        const path = `${step.dataPointer}/${field}`;
        if (holdsValue(readPointer(data, path))) errors.push({ path, message: section.hiddenValueMessage });
      }
    }
  }
  return errors;
}

const same = (left: unknown, right: unknown) => left === right || JSON.stringify(left) === JSON.stringify(right);

/**
 * The data with the values of its hidden sections' own fields reset, as the page resets them when
 * a section hides (`resetWhenHidden` of a section's own fields): a dynamic question's answer once
 * the description has no such question, the details of a contractor not appointed. A section with
 * a `hiddenValueMessage` is refused instead (`hiddenValueErrors`), and a rule naming other fields
 * resets them only as the section hides, so neither is applied here. Repeated while a reset hides
 * another section.
 */
export function withHiddenFieldsReset<T>(form: CompiledForm, data: T, context: unknown): T {
  const ruled = form.manifest.steps.flatMap((step) =>
    step.sections.filter((section) => section.resetWhenHidden && !section.hiddenValueMessage && (section.resetWhenHidden === true || !section.resetWhenHidden.fields)).map((section) => ({ step, section })),
  );
  let next = data;
  for (let pass = 0; pass <= ruled.length; pass += 1) {
    let changed = false;
    for (const { step, section } of ruled) {
      if (sectionShows(form, section, next, context)) continue;
      const reset = hiddenReset(section, step.dataPointer)!;
      for (const pointer of reset.fields as string[]) {
        const held = readPointer(next, pointer);
        // Only a value held: an absent field stays absent.
        if (held === undefined || same(held, reset.value)) continue;
        next = writePointer(next, pointer, reset.value);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return next;
}
