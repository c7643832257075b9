/**
 * The synthetic form of the keystroke benchmark: N fields in sections of 10, a mix like the
 * catalog's (text, money, phone, email, date, yes/no), about half of them required, with messages
 * in the schema (`errorMessage`). Shared by the Node driver (which precompiles the engine's
 * validators from it) and the two benchmark pages.
 *
 * - `engineForm(n)`: flat top-level fields laid out by the step manifest's sections, as the
 *   catalog does (forms/<id>/form.json + ui.json).
 * - `plainForm(n)`: the same fields for plain RJSF, which has no sections: one nested object
 *   (a fieldset) per section, stock widgets, no `errorMessage`.
 */
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import type { SectionManifest } from '../../engine/core/types.ts';

export const SIZES = [60, 300, 1000] as const;
const SECTION_SIZE = 10;

type Kind = 'text' | 'email' | 'phone' | 'money' | 'date' | 'yesNo';
/** One section's mix, in order: names, contact details, amounts, dates and a question. */
const MIX: Kind[] = ['text', 'text', 'email', 'phone', 'money', 'date', 'yesNo', 'text', 'money', 'text'];

export interface SyntheticField {
  name: string;
  kind: Kind;
  title: string;
  required: boolean;
  section: number;
}

const pad = (i: number) => String(i).padStart(4, '0');

export function syntheticFields(n: number): SyntheticField[] {
  return Array.from({ length: n }, (_, i) => {
    const kind = MIX[i % MIX.length];
    return { name: `f${pad(i)}`, kind, title: `${label(kind)} ${i + 1}`, required: i % 2 === 0, section: Math.floor(i / SECTION_SIZE) };
  });
}

function label(kind: Kind): string {
  return { text: 'Name or description', email: 'Email address', phone: 'Phone number', money: 'Amount', date: 'Date', yesNo: 'Is this correct?' }[kind];
}

/** The field typed into: the last plain text field, i.e. near the end of the form. */
export function targetField(n: number): SyntheticField {
  return syntheticFields(n).filter((f) => f.kind === 'text').at(-1)!;
}

function fieldSchema(f: SyntheticField, withMessages: boolean): JSONSchema7 {
  const m = (messages: Record<string, string>) => (withMessages ? { errorMessage: messages } : {});
  switch (f.kind) {
    case 'text':
      return { type: 'string', title: f.title, maxLength: 200, ...(f.required ? { minLength: 1 } : {}), ...m({ minLength: `Please enter ${f.title.toLowerCase()}.`, maxLength: 'Please enter at most 200 characters.' }) };
    case 'email':
      return { type: 'string', title: f.title, format: 'email', maxLength: 320, ...m({ format: 'Please provide a valid email, e.g. <name>@<domain>', maxLength: 'Please provide a valid email, e.g. <name>@<domain>' }) };
    case 'phone':
      return withMessages
        ? { type: 'string', title: f.title, format: 'au-phone', ...m({ format: 'Please provide a valid phone number.' }) }
        : { type: 'string', title: f.title, pattern: '^[0-9 +()-]{6,20}$' };
    case 'money':
      return { type: 'number', title: f.title, minimum: 0, maximum: 10_000_000_000_000, ...m({ type: 'Please enter an amount in dollars, e.g. 150000.00', minimum: 'Value cannot be negative.' }) };
    case 'date':
      return { type: 'string', title: f.title, format: 'date', ...m({ format: 'Please select a date.' }) };
    case 'yesNo':
      return { type: 'boolean', title: f.title };
  }
}

function requiredMessages(fields: SyntheticField[]) {
  return Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, `Please enter ${f.title.toLowerCase()}.`]));
}

export function engineForm(n: number) {
  const fields = syntheticFields(n);
  const schema: JSONSchema7 = {
    $id: `https://bench.levy-portal.qld/keystroke-${n}.json`,
    type: 'object',
    title: `Synthetic form of ${n} fields`,
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, true)])),
    required: fields.filter((f) => f.required).map((f) => f.name),
    errorMessage: { required: requiredMessages(fields) },
  };
  const uiSchema: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === 'money') uiSchema[f.name] = { 'ui:widget': 'money' };
    else if (f.kind === 'phone') uiSchema[f.name] = { 'ui:widget': 'phone', 'ui:autocomplete': 'tel' };
    else if (f.kind === 'email') uiSchema[f.name] = { 'ui:widget': 'email', 'ui:autocomplete': 'email' };
    else if (f.kind === 'date') uiSchema[f.name] = { 'ui:widget': 'date' };
    else if (f.kind === 'yesNo') uiSchema[f.name] = { 'ui:widget': 'yesNo' };
    if (f.section % 3 === 0 && f.kind === 'text') uiSchema[f.name] = { 'ui:description': 'As it appears on the contract.' };
  }
  const sections: SectionManifest[] = [];
  for (const f of fields) {
    const section = (sections[f.section] ??= { id: `section-${f.section + 1}`, title: `Section ${f.section + 1}`, fields: [] });
    section.fields!.push(f.name);
  }
  return { schema, uiSchema, sections, target: targetField(n).name };
}

export function plainForm(n: number) {
  const fields = syntheticFields(n);
  const groups = new Map<number, SyntheticField[]>();
  for (const f of fields) groups.set(f.section, [...(groups.get(f.section) ?? []), f]);
  const properties: Record<string, JSONSchema7> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const [index, group] of groups) {
    const key = `s${String(index + 1).padStart(3, '0')}`;
    properties[key] = {
      type: 'object',
      title: `Section ${index + 1}`,
      properties: Object.fromEntries(group.map((f) => [f.name, fieldSchema(f, false)])),
      required: group.filter((f) => f.required).map((f) => f.name),
    };
    const ui: Record<string, unknown> = {};
    for (const f of group) {
      if (f.kind === 'phone') ui[f.name] = { 'ui:options': { inputType: 'tel' } };
      else if (f.kind === 'yesNo') ui[f.name] = { 'ui:widget': 'radio' };
      else if (f.kind === 'text' && index % 3 === 0) ui[f.name] = { 'ui:help': 'As it appears on the contract.' };
    }
    uiSchema[key] = ui;
  }
  const target = targetField(n);
  const targetKey = `s${String(target.section + 1).padStart(3, '0')}`;
  const schema: JSONSchema7 = { type: 'object', title: `Synthetic form of ${n} fields`, properties };
  return { schema, uiSchema, target: `${targetKey}_${target.name}`, targetPath: [targetKey, target.name] };
}
