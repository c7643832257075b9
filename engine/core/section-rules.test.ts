/** Conditional UI written once in form.json, compiled into the form machine (section-rules.ts, conditions.ts). */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCatalogAjv } from './ajv-options.ts';
import { collectConditions, conditionKey } from './condition-key.ts';
import { dataCondition, expandCondition } from './conditions.ts';
import { createFormMachine, hiddenSections, readonlyFields } from './machine.ts';
import { withSectionRules } from './section-rules.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

const schema = { type: 'object', properties: { kind: { type: 'string' }, extra: { type: 'string' }, amount: { type: 'number' }, choice: { type: 'string' }, locked: { type: 'boolean' }, copied: { type: 'string' } } };

const machine = {
  id: 'rules',
  initial: 'editing',
  states: {
    editing: { tags: ['step:editing'], on: { NEXT: [{ guard: { type: 'dataMatches', params: { condition: { field: '/kind', equals: 'stop' } } } }, { target: 'done' }] } },
    done: { type: 'final', tags: ['step:editing'] },
  },
};

const manifest: FormManifest = {
  id: 'rules',
  version: 1,
  title: 'Rules',
  audience: 'Any',
  conditions: { isB: { field: '/kind', equals: 'b' } },
  resets: [{ when: ['/kind'], fields: ['/amount'], value: 0 }],
  copyFromContext: { '/copied': '/source/text' },
  steps: [
    {
      id: 'editing',
      title: 'Editing',
      dataPointer: '',
      sections: [
        { id: 'main', fields: ['kind', 'choice'] },
        { id: 'extra', fields: ['extra'], visibleWhen: { ref: 'isB' }, resetWhenHidden: true, readonlyWhileShown: ['/locked'] },
        { id: 'forced', visibleWhen: { context: '/mode', in: ['strict'] }, setWhenShown: { '/choice': 'forced' } },
        { id: 'option', visibleWhen: { field: '/amount', exclusiveMinimum: 10 }, withdrawWhileHidden: [{ field: '/choice', equals: 'big' }] },
      ],
    },
  ],
};

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const conditions = Object.fromEntries(collectConditions(withSectionRules(machine, manifest)).map((c) => [conditionKey(c), ajv.compile(c) as unknown as CompiledValidate]));
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  const step = { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: {} };
  return { manifest, schema, uiSchema: {}, machine, validate, steps: { editing: step }, conditions };
}

const form = compile();
const start = (data: Record<string, unknown> = {}, context: Record<string, unknown> = {}) => createActor(createFormMachine(form), { input: { data, context } }).start();
const sections = manifest.steps[0].sections;

describe('form conditions', () => {
  it('expand a field test, a context test, named refs and and/or/not into JSON Schemas over { data, context }', () => {
    expect(expandCondition({ field: '/a/b', equals: 1 })).toEqual({ type: 'object', required: ['data'], properties: { data: { properties: { a: { properties: { b: { const: 1 } }, required: ['b'] } }, required: ['a'] } } });
    expect(expandCondition({ context: '/x', in: ['y'] })).toEqual({ type: 'object', required: ['context'], properties: { context: { properties: { x: { enum: ['y'] } }, required: ['x'] } } });
    expect(expandCondition({ not: { ref: 'n' } }, { n: { field: '/a', filled: true } })).toEqual({ not: expandCondition({ field: '/a', filled: true }) });
    expect(() => expandCondition({ ref: 'missing' })).toThrow(/not named/);
    expect(() => expandCondition({ ref: 'a' }, { a: { ref: 'a' } })).toThrow(/circular/);
  });

  it('expand over the data alone for schema.json, refusing the context and raw schemas', () => {
    expect(dataCondition({ anyOf: [{ ref: 'n' }, { not: { field: '/a/b', in: [1, 2] } }] }, { n: { field: '/c', minimum: 3 } })).toEqual({
      anyOf: [{ properties: { c: { type: 'number', minimum: 3 } }, required: ['c'] }, { not: { properties: { a: { properties: { b: { enum: [1, 2] } }, required: ['b'] } }, required: ['a'] } }],
    });
    expect(() => dataCondition({ allOf: [{ field: '/a' }, { context: '/mode', equals: 'x' }] })).toThrow(/context \(\/mode\)/);
    expect(() => dataCondition({ schema: {} })).toThrow(/raw schema/);
  });
});

describe('section rules compiled into the machine', () => {
  it('shows a section while its condition holds, locks fields while shown, and resets its fields when it hides', () => {
    const actor = start({ kind: 'a' });
    expect(hiddenSections(actor.getSnapshot(), sections)).toEqual(['extra', 'forced', 'option']);
    actor.send({ type: 'DATA_CHANGED', data: { kind: 'b', extra: 'more' } });
    expect(hiddenSections(actor.getSnapshot(), sections)).toEqual(['forced', 'option']);
    expect(readonlyFields(actor.getSnapshot())).toEqual(['/locked']);
    actor.send({ type: 'DATA_CHANGED', data: { ...actor.getSnapshot().context.data, kind: 'c' } });
    expect(actor.getSnapshot().context.data.extra).toBeUndefined();
    expect(readonlyFields(actor.getSnapshot())).toEqual([]);
  });

  it('sets a field when a section shows by the context, and withdraws a value while a section is hidden', () => {
    expect(start({}, { mode: 'strict' }).getSnapshot().context.data.choice).toBe('forced');
    const actor = start({ amount: 20, choice: 'big' });
    expect(actor.getSnapshot().context.data.choice).toBe('big');
    actor.send({ type: 'DATA_CHANGED', data: { amount: 5, choice: 'big' } });
    expect(actor.getSnapshot().context.data.choice).toBeUndefined();
  });

  it('applies form-level resets and context copies, and expands short conditions in machine.json guards', () => {
    const actor = start({ kind: 'a', amount: 7 });
    actor.send({ type: 'DATA_CHANGED', data: { kind: 'x', amount: 7 } });
    expect(actor.getSnapshot().context.data.amount).toBe(0);
    actor.send({ type: 'CONTEXT_CHANGED', context: { source: { text: 'from context' } } });
    expect(actor.getSnapshot().context.data.copied).toBe('from context');
    actor.send({ type: 'DATA_CHANGED', data: { ...actor.getSnapshot().context.data, kind: 'stop' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'DATA_CHANGED', data: { ...actor.getSnapshot().context.data, kind: 'go' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('a broken form fails its fixture, never the run', () => {
  it('reports an unknown guard as a failed fixture with the reason', async () => {
    const { runFixture } = await import('./fixtures.ts');
    const broken: CompiledForm = { ...form, machine: { ...machine, states: { ...machine.states, editing: { tags: ['step:editing'], on: { NEXT: { target: 'done', guard: { type: 'isNoSuchGuard' } } } } } } };
    const result = runFixture(broken, { description: 'next', data: {}, events: [{ type: 'NEXT' }], expect: { step: 'editing' } });
    expect(result.passed).toBe(false);
    expect(result.problems.join(' ')).toMatch(/cannot run: .*isNoSuchGuard/);
  });
});
