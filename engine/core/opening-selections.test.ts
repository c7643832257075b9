import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCatalogAjv } from './ajv-options.ts';
import { collectConditions, conditionKey } from './condition-key.ts';
import { openingSelections } from './context-selection.ts';
import { createFormMachine, isSectionVisible } from './machine.ts';
import { withSectionRules } from './section-rules.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';
import { validateStep } from './validate.ts';

// A lookup-driven question: the chosen kind's item carries a question and whether it must be answered.
const schema = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    answer: {
      type: 'object',
      properties: { question: { type: 'string' }, required: { type: 'boolean' }, text: { type: 'string' } },
      if: { properties: { required: { const: true } }, required: ['required'] },
      then: { required: ['text'], errorMessage: { required: { text: 'Please answer the question.' } } },
    },
  },
};
const manifest: FormManifest = {
  id: 'opening-test',
  version: 1,
  title: 'Opening test',
  audience: 'Any',
  context: ['lookups'],
  contextSelections: [{ name: 'kindItem', from: '/lookups/kinds', match: 'name', value: '/kind' }],
  copyFromContext: { '/answer/question': '/kindItem/question', '/answer/required': '/kindItem/required' },
  resets: [{ when: ['/kind'], fields: ['/answer'] }],
  steps: [
    {
      id: 'only',
      title: 'Only',
      dataPointer: '',
      sections: [
        { id: 'main', fields: ['kind'] },
        { id: 'question', fields: ['answer'], visibleWhen: { field: '/answer/question', filled: true } },
      ],
    },
  ],
};
const machine = { id: 'opening-test', initial: 'only', states: { only: { tags: ['step:only'] } } };

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const conditions = Object.fromEntries(collectConditions(withSectionRules(machine, manifest)).map((condition) => [conditionKey(condition), ajv.compile(condition) as unknown as CompiledValidate]));
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  return { manifest, schema, uiSchema: {}, machine, validate, steps: { only: { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: {} } }, conditions };
}

const form = compile();
const lookups = { kinds: [{ name: 'House', question: 'How many storeys?', required: true }, { name: 'Pool' }] };
const open = (data: Record<string, unknown>, context: Record<string, unknown>) => createActor(createFormMachine(form), { input: { data, context } }).start().getSnapshot();
const questionSection = manifest.steps[0].sections[1];

describe('a form opened on saved data (e.g. a resumed draft)', () => {
  it("shows the chosen item's question and requires its answer from the first state, with no host round trip", () => {
    const snapshot = open({ kind: 'House' }, { lookups });
    expect(snapshot.context.data).toEqual({ kind: 'House', answer: { question: 'How many storeys?', required: true } });
    expect(snapshot.context.context.kindItem).toBe(lookups.kinds[0]);
    expect(isSectionVisible(snapshot, questionSection)).toBe(true);
    expect(validateStep(form.steps.only, snapshot.context.data).errors).toEqual([{ path: '/answer/text', message: 'Please answer the question.' }]);
  });

  it('takes the question and its flag from the lookup, not from what was saved', () => {
    const snapshot = open({ kind: 'House', answer: { question: 'Old wording', required: false, text: 'Two' } }, { lookups });
    expect(snapshot.context.data.answer).toEqual({ question: 'How many storeys?', required: true, text: 'Two' });
  });

  it('chooses by a value another selection filled, as the page would once the fill is in the data', () => {
    const chained: FormManifest = {
      ...manifest,
      contextSelections: [
        { name: 'kindItem', from: '/lookups/kinds', match: 'name', value: '/kind' },
        { name: 'impliedGroup', from: '/lookups/groups', match: 'id', value: 'context:/kindItem/group', fills: { '/group': 'name' } },
        { name: 'namedGroup', from: '/lookups/groups', match: 'name', value: '/group' },
      ],
    };
    const groups = [{ id: 7, name: 'Residential' }];
    const opened = openingSelections(chained, { kind: 'House' }, { lookups: { kinds: [{ name: 'House', group: 7 }], groups } });
    expect(opened.data).toEqual({ kind: 'House', group: 'Residential' });
    expect(opened.context.namedGroup).toBe(groups[0]);
  });

  it('leaves data and context alone when the context holds no list to choose from', () => {
    const context = { kindItem: { question: 'Given directly' } };
    const snapshot = open({ kind: 'House' }, context);
    expect(snapshot.context.context).toBe(context);
    expect(snapshot.context.data).toEqual({ kind: 'House' });
  });
});
