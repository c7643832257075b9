import { describe, expect, it } from 'vitest';
import { breakingChanges, type RevisionShape } from './breaking-changes.ts';

// A test-only form: a name, an amount, a kind, an address by local $ref, and a two-state machine.
const live: RevisionShape = {
  manifest: { version: 1, steps: [{ id: 'details', title: 'Details', dataPointer: '' }] as never },
  machine: { id: 'test', initial: 'details', states: { details: { on: { NEXT: 'review' } }, review: { states: { open: {}, done: {} } } } },
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 50, pattern: '\\S' },
      amount: { type: 'number', minimum: 1 },
      kind: { enum: ['A', 'B'] },
      email: { type: 'string' },
      address: { $ref: '#/$defs/address' },
    },
    $defs: { address: { type: 'object', properties: { line: { type: 'string' } } } },
  },
};

const edit = (change: (draft: RevisionShape) => void): RevisionShape => {
  const draft = structuredClone(live);
  change(draft);
  return draft;
};
const rules = (draft: RevisionShape) => breakingChanges(live, draft).map(({ rule, pointer }) => `${rule} ${pointer}`);

describe('breakingChanges', () => {
  it('finds nothing in wording, a new optional field of an open object, or relaxed limits', () => {
    expect(rules(live)).toEqual([]);
    const draft = edit((d) => {
      d.schema.properties.name.maxLength = 80;
      d.schema.properties.amount.minimum = 0;
      d.schema.properties.name.errorMessage = 'Reworded';
      d.schema.$defs.address.properties.suburb = { type: 'string' };
      d.schema.properties.kind.enum.push('C');
      delete d.schema.properties.name.pattern;
    });
    expect(rules(draft)).toEqual([]);
  });

  it('names each breaking rule at its data pointer', () => {
    expect(rules(edit((d) => delete d.schema.properties.email))).toEqual(['property-removed /email']);
    expect(rules(edit((d) => d.schema.required.push('amount')))).toEqual(['newly-required /amount']);
    expect(rules(edit((d) => (d.schema.properties.amount.type = 'string')))).toEqual(['type-changed /amount']);
    expect(rules(edit((d) => (d.schema.properties.kind.enum = ['A'])))).toEqual(['enum-value-removed /kind']);
    expect(rules(edit((d) => (d.schema.properties.name.pattern = '^[A-Z]')))).toEqual(['pattern-tightened /name']);
    expect(rules(edit((d) => (d.schema.properties.name.maxLength = 10)))).toEqual(['limit-tightened /name']);
    expect(rules(edit((d) => (d.schema.properties.amount.minimum = 5)))).toEqual(['limit-tightened /amount']);
    expect(rules(edit((d) => (d.schema.properties.email.format = 'email')))).toEqual(['format-tightened /email']);
    expect(rules(edit((d) => (d.schema.properties.note = { type: 'string' })))).toEqual(['property-added-closed /note']);
    expect(rules(edit((d) => (d.schema.$defs.address.properties.line.minLength = 2)))).toEqual(['limit-tightened /address/line']);
  });

  it('names a removed state or step a saved draft can sit on, and a new major version', () => {
    expect(rules(edit((d) => delete (d.machine.states as Record<string, { states?: object }>).review.states))).toEqual(['state-removed review.open', 'state-removed review.done']);
    expect(rules(edit((d) => (d.manifest = { ...d.manifest, steps: [] })))).toEqual(['step-removed details']);
    expect(rules(edit((d) => (d.manifest = { ...d.manifest, version: 2 })))).toEqual(['version-changed /version']);
  });

  it('counts a condition that may refuse more as breaking, and its rewording or removal as not', () => {
    const when = { if: { properties: { kind: { const: 'A' } }, required: ['kind'] }, then: { required: ['email'] } };
    expect(rules(edit((d) => (d.schema.allOf = [when])))).toEqual(['condition-tightened /']);
    expect(rules(edit((d) => (d.schema.properties.name.not = { const: 'ABC' })))).toEqual(['condition-tightened /name']);
    expect(rules(edit((d) => (d.schema.properties.kind.const = 'A')))).toEqual(['condition-tightened /kind']);
    expect(rules(edit((d) => (d.schema.properties.email.anyOf = [{ maxLength: 5 }])))).toEqual(['condition-tightened /email']);
    const withCondition = edit((d) => (d.schema.allOf = [when]));
    const reworded = structuredClone(withCondition);
    (reworded.schema.allOf as Record<string, unknown>[])[0].errorMessage = { required: { email: 'Reworded' } };
    expect(breakingChanges(withCondition, reworded)).toEqual([]);
    expect(breakingChanges(withCondition, live)).toEqual([]);
  });

  it("counts a field's control changed to or from hidden, or to one that sends another shape, as breaking; the same shape, a new or a removed field's control as not", () => {
    const shown = { ...live, uiSchema: { name: { 'ui:widget': 'text' }, amount: { 'ui:widget': 'money' }, address: { line: { 'ui:widget': 'text' } } } };
    const change = (ui: Record<string, unknown>, draft: RevisionShape = shown) => breakingChanges(shown, { ...draft, uiSchema: ui }).map(({ rule, pointer }) => `${rule} ${pointer}`);
    expect(change({ ...shown.uiSchema, name: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } })).toEqual([]);
    expect(change({ ...shown.uiSchema, email: { 'ui:widget': 'email' } })).toEqual([]);
    expect(change({ ...shown.uiSchema, name: { 'ui:widget': 'hidden' } })).toEqual(['widget-changed /name']);
    expect(change({ ...shown.uiSchema, amount: { 'ui:widget': 'yesNo' } })).toEqual(['widget-changed /amount']);
    expect(change({ ...shown.uiSchema, amount: { 'ui:widget': 'text' } })).toEqual(['widget-changed /amount']);
    expect(change({ ...shown.uiSchema, email: { 'ui:widget': 'hidden' } })).toEqual(['widget-changed /email']);
    expect(change({ ...shown.uiSchema, address: { line: { 'ui:widget': 'hidden' } } })).toEqual(['widget-changed /address/line']);
    const withNote = edit((d) => (d.schema.$defs.address.properties.note = { type: 'string' }));
    expect(change({ ...shown.uiSchema, address: { line: { 'ui:widget': 'text' }, note: { 'ui:widget': 'textarea' } } }, withNote)).toEqual([]);
    const withoutAmount = edit((d) => delete d.schema.properties.amount);
    expect(change({ name: shown.uiSchema.name, address: shown.uiSchema.address }, withoutAmount)).toEqual(['property-removed /amount']);
    expect(change({ ...shown.uiSchema, name: 'a note, not a field' } as Record<string, unknown>)).toEqual([]);
  });

  it('counts an allowed-values list or a type given to a field that had none as breaking, and reads names of properties as names, not wording', () => {
    expect(rules(edit((d) => (d.schema.properties.email.enum = ['a@b.c'])))).toEqual(['condition-tightened /email']);
    expect(rules(edit((d) => (d.schema.properties.kind.type = 'string')))).toEqual(['type-changed /kind']);
    const onTitle = (value: string) => ({ if: { properties: { title: { const: value } }, required: ['title'] }, then: { required: ['email'] } });
    const before = edit((d) => (d.schema.allOf = [onTitle('Dr')]));
    expect(breakingChanges(before, edit((d) => (d.schema.allOf = [onTitle('Mx')]))).map(({ rule }) => rule)).toEqual(['condition-tightened']);
  });
});
