/** The registry's change-driven actions: resetFieldsOnChange, copyFromContext and CONTEXT_CHANGED. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCatalogAjv } from './ajv-options.ts';
import { createFormMachine } from './machine.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

const schema = {
  type: 'object',
  properties: {
    description: { type: 'string' },
    cost: { type: 'number' },
    levy: { type: 'number' },
    answer1: { type: 'object', properties: { question: { type: 'string' }, required: { type: 'boolean' }, answer: { type: 'string' } } },
    start: { type: 'string' },
    checks: { type: 'object', properties: { startInPast: { type: 'boolean' } } },
  },
};

const machine = {
  id: 'capabilities',
  initial: 'editing',
  on: {
    DATA_CHANGED: { actions: [{ type: 'resetFieldsOnChange', params: { watch: ['/cost'], fields: ['/levy'] } }] },
    CONTEXT_CHANGED: {
      actions: [{ type: 'copyFromContext', params: { fields: { '/answer1/question': '/description/questions/0/question', '/answer1/required': '/description/questions/0/required' } } }],
    },
  },
  states: { editing: { tags: ['step:editing'] } },
};

const manifest: FormManifest = {
  id: 'capabilities',
  version: 1,
  title: 'Capabilities',
  audience: 'Any',
  steps: [{ id: 'editing', title: 'Editing', dataPointer: '', sections: [] }],
  derived: [{ field: '/checks/startInPast', operation: 'dateBefore', operands: ['/start', 'context:/today'] }],
};

const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;
const form: CompiledForm = {
  manifest,
  schema,
  uiSchema: {},
  machine,
  validate,
  steps: { editing: { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: {} } },
  conditions: {},
};

const start = (data: Record<string, unknown>, context: Record<string, unknown> = {}) =>
  createActor(createFormMachine(form), { input: { data, context } }).start();

describe('change-driven actions', () => {
  it('resetFieldsOnChange resets fields only when a watched field changed', () => {
    const actor = start({ cost: 100, levy: 1 });
    actor.send({ type: 'DATA_CHANGED', data: { cost: 100, levy: 2, description: 'x' } });
    expect(actor.getSnapshot().context.data.levy).toBe(2);
    actor.send({ type: 'DATA_CHANGED', data: { cost: 101, levy: 2, description: 'x' } });
    expect(actor.getSnapshot().context.data).toEqual({ cost: 101, levy: undefined, description: 'x' });
  });

  it('copyFromContext copies context values into the data on CONTEXT_CHANGED, unsetting missing ones', () => {
    const actor = start({ answer1: { answer: 'kept' } });
    actor.send({ type: 'CONTEXT_CHANGED', context: { description: { questions: [{ question: 'How many storeys?', required: true }] } } });
    expect(actor.getSnapshot().context.data.answer1).toEqual({ question: 'How many storeys?', required: true, answer: 'kept' });
    actor.send({ type: 'CONTEXT_CHANGED', context: { description: { questions: [] } } });
    expect(actor.getSnapshot().context.data.answer1).toEqual({ question: undefined, required: undefined, answer: 'kept' });
  });

  it('recomputes derived values against the new context', () => {
    const actor = start({ start: '2025-06-14' }, { today: '2025-06-10' });
    expect(actor.getSnapshot().context.data.checks).toEqual({ startInPast: false });
    actor.send({ type: 'CONTEXT_CHANGED', context: { today: '2025-06-15' } });
    expect(actor.getSnapshot().context.data.checks).toEqual({ startInPast: true });
    expect(actor.getSnapshot().context.context).toEqual({ today: '2025-06-15' });
  });
});

describe('state tags for read-only fields and hidden sections', () => {
  it('readonlyFields lists the pointers of readonly: tags; hiddenSections the conditional sections not tagged', async () => {
    const { readonlyFields, hiddenSections } = await import('./machine.ts');
    const snapshot = { tags: new Set(['step:editing', 'readonly:/b', 'readonly:/a', 'section:shown']) };
    expect(readonlyFields(snapshot)).toEqual(['/a', '/b']);
    expect(hiddenSections(snapshot, [{ id: 'shown', conditional: true }, { id: 'gone', conditional: true }, { id: 'always' }])).toEqual(['gone']);
  });
});
