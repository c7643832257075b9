/** The linter on the registry's change-driven actions, derived values over the context and conditional requirements. */
import { describe, expect, it } from 'vitest';
import { lintForm, type LintInput } from './linter.ts';
import type { FormManifest } from './types.ts';

const schema = {
  type: 'object',
  properties: {
    work: {
      type: 'object',
      properties: { start: { type: 'string' }, end: { type: 'string' }, permit: { type: 'boolean' }, permitNumber: { type: 'string' } },
      // A branch that only adds a rule must not hide the property's own definition.
      allOf: [{ if: { properties: { permit: { const: true } }, required: ['permit'] }, then: { required: ['permitNumber'], properties: { permitNumber: { pattern: '\\S' } }, errorMessage: { required: { permitNumber: 'A permit needs its number.' } } } }],
    },
    checks: { type: 'object', properties: { startInPast: { type: 'boolean' } } },
  },
};

const manifest: FormManifest = {
  id: 'capabilities',
  version: 1,
  title: 'Capabilities',
  audience: 'Any',
  context: ['today'],
  steps: [{ id: 'work', title: 'Work', dataPointer: '/work', sections: [{ id: 'work', fields: ['start', 'end', 'permit', 'permitNumber'] }] }],
  derived: [{ field: '/checks/startInPast', operation: 'dateBefore', operands: ['/work/start', 'context:/today'] }],
};

const machine = {
  id: 'capabilities',
  initial: 'work',
  on: {
    DATA_CHANGED: { actions: [{ type: 'resetFieldsOnChange', params: { watch: ['/work/start'], fields: ['/work/end'] } }] },
    CONTEXT_CHANGED: { actions: [{ type: 'copyFromContext', params: { fields: { '/work/permitNumber': '/permit/number' } } }] },
  },
  states: { work: { tags: ['step:work'] } },
};

const input: LintInput = {
  manifest,
  schema,
  uiSchema: { work: { permitNumber: { 'ui:widget': 'text' } } },
  machine,
  fixtures: [
    { description: 'valid', data: {}, expect: { valid: true, step: 'work' } },
    { description: 'invalid', data: {}, expect: { valid: false } },
  ],
};

describe('lintForm: engine capabilities', () => {
  it('accepts resetFieldsOnChange, copyFromContext, context operands and if-conditions', () => {
    expect(lintForm(input)).toEqual([]);
  });

  it('finds watched, reset and copied fields that do not exist', () => {
    const broken = structuredClone(machine);
    broken.on.DATA_CHANGED.actions[0].params = { watch: ['/work/begin'], fields: ['/work/finish'] };
    broken.on.CONTEXT_CHANGED.actions[0].params.fields = { '/work/licence': '/permit/number' } as never;
    const problems = lintForm({ ...input, machine: broken });
    expect(problems).toContain("machine.json/on/DATA_CHANGED: resetFieldsOnChange watches missing field '/work/begin'");
    expect(problems).toContain("machine.json/on/DATA_CHANGED: resetFieldsOnChange names missing field '/work/finish'");
    expect(problems).toContain("machine.json/on/CONTEXT_CHANGED: copyFromContext names missing field '/work/licence'");
  });

  it('checks data operands of derived values against the schema, and context ones against the declared context', () => {
    const problems = lintForm({ ...input, manifest: { ...manifest, derived: [{ field: '/checks/startInPast', operation: 'dateBefore', operands: ['/work/begin', 'context:/anything'] }] } });
    expect(problems).toEqual(["form.json: prefill or derived names missing field '/work/begin'", "form.json/derived/0/operands: '/anything' is not in a declared context (today)"]);
  });
});
