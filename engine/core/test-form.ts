/**
 * A two-step form compiled at test time with the catalog's Ajv (tests only: shipped code runs
 * precompiled validators). It exercises conditions, resets, derived values and step guards: a
 * section tagged by machine.json (`refund`) and one ruled by form.json (`large-cost`: shown by a
 * named condition, it forces and locks the payment option and resets its own field when hidden).
 */
import { createCatalogAjv } from './ajv-options.ts';
import { collectConditions, conditionKey } from './condition-key.ts';
import { withSectionRules } from './section-rules.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

const costSchema = {
  type: 'object',
  properties: {
    currentCost: { type: 'number' },
    newCost: { type: 'number', minimum: 1, errorMessage: { minimum: 'Cost of work should be $1 or more (excluding GST).' } },
    difference: { type: 'number' },
    refundBsb: { type: 'string', format: 'bsb', errorMessage: "BSB must be six digits, separated by a hyphen (e.g., '123-456')." },
    largeCostReason: { type: 'string' },
    paymentOption: { type: 'string', enum: ['Now', 'Review'] },
    confirmed: { type: 'boolean' },
  },
  required: ['newCost'],
  errorMessage: { required: { newCost: 'Cost of work should be $1 or more (excluding GST).' } },
};

const detailsSchema = {
  type: 'object',
  properties: { reason: { type: 'string', minLength: 1 } },
  required: ['reason'],
  errorMessage: { required: { reason: 'Please enter a reason.' } },
};

const schema = { type: 'object', properties: { details: detailsSchema, cost: costSchema }, required: ['details', 'cost'] };

const negativeDifference = { type: 'object', properties: { data: { properties: { cost: { properties: { difference: { exclusiveMaximum: 0 } }, required: ['difference'] } }, required: ['cost'] } } };

export const testMachine = {
  id: 'test-form',
  initial: 'details',
  states: {
    details: {
      tags: ['step:details'],
      on: {
        NEXT: { target: 'cost', guard: { type: 'stepValid', params: { step: 'details' } }, actions: [{ type: 'markStepComplete', params: { step: 'details' } }] },
      },
    },
    cost: {
      tags: ['step:cost'],
      type: 'parallel',
      states: {
        refund: {
          initial: 'noRefund',
          states: {
            noRefund: { always: { target: 'refund', guard: { type: 'dataMatches', params: { schema: negativeDifference } } } },
            refund: {
              tags: ['section:refund'],
              always: {
                target: 'noRefund',
                guard: { type: 'dataMatches', params: { schema: { not: negativeDifference } } },
                actions: [{ type: 'resetFields', params: { fields: ['/cost/refundBsb'] } }],
              },
            },
          },
        },
      },
      on: { BACK: { target: 'details', actions: [{ type: 'markStepIncomplete', params: { step: 'cost' } }] } },
    },
  },
};

export const testManifest: FormManifest = {
  id: 'test-form',
  version: 1,
  title: 'Test form',
  audience: 'Any',
  steps: [
    { id: 'details', title: 'Details', dataPointer: '/details', sections: [{ id: 'reason', fields: ['reason'] }] },
    {
      id: 'cost',
      title: 'Cost',
      dataPointer: '/cost',
      sections: [
        { id: 'cost', fields: ['currentCost', 'newCost', 'difference', 'paymentOption', 'confirmed'] },
        { id: 'refund', conditional: true, fields: ['refundBsb'] },
        {
          id: 'large-cost',
          fields: ['largeCostReason'],
          visibleWhen: { ref: 'largeCost' },
          resetWhenHidden: true,
          setWhenShown: { '/cost/paymentOption': 'Review' },
          readonlyWhileShown: ['/cost/paymentOption'],
        },
      ],
    },
  ],
  conditions: { largeCost: { field: '/cost/newCost', minimum: 1000000 } },
  resets: [{ when: ['/cost/currentCost', '/cost/newCost'], fields: ['/cost/confirmed'] }],
  derived: [{ field: '/cost/difference', operation: 'difference', operands: ['/cost/newCost', '/cost/currentCost'] }],
  fieldChecks: [{ field: '/details/reason', check: 'jobNumberInUse', message: 'This reason is already in use.' }],
};

export function compileTestForm(): CompiledForm {
  const ajv = createCatalogAjv();
  const compile = (value: object) => ajv.compile(value) as unknown as CompiledValidate;
  const conditions = Object.fromEntries(collectConditions(withSectionRules(testMachine, testManifest)).map((condition) => [conditionKey(condition), compile(condition)]));
  const step = (stepSchema: object, index: number) => ({
    manifest: testManifest.steps[index],
    schema: stepSchema,
    validate: compile(stepSchema),
    rjsfValidateFns: {},
  });
  return {
    manifest: testManifest,
    schema,
    uiSchema: {},
    machine: testMachine,
    validate: compile(schema),
    steps: { details: step(detailsSchema, 0), cost: step(costSchema, 1) },
    conditions,
  };
}
