/**
 * Test-only forms compiled at test time with the catalog's Ajv (tests only: shipped code runs
 * precompiled validators). The two-step form exercises conditions, resets, derived values and
 * step guards: a section tagged by machine.json (`refund`) and one ruled by form.json
 * (`large-cost`: shown by a named condition, it forces and locks the payment option and resets its
 * own field when hidden). The one-step change form is what a host page of a change request needs
 * (a project's form: its summary, prefill and a value derived from it, a certification group and a
 * complex-change submit), so host tests never lean on a catalog form's ids or words.
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

const certificationSchema = {
  type: 'object',
  properties: {
    certified: { type: 'boolean', title: 'I certify it (test).', const: true, errorMessage: 'Please certify (test).' },
    declared: { type: 'boolean', title: 'I declare it (test).', const: true, errorMessage: 'Please declare (test).' },
  },
  required: ['certified', 'declared'],
  errorMessage: { required: { certified: 'Please certify (test).', declared: 'Please declare (test).' } },
};

const changeSchema = {
  $id: 'test-change-form',
  type: 'object',
  properties: {
    projectId: { type: 'string', errorMessage: 'No project (test).' },
    newDate: { type: 'string', format: 'date', title: 'New date (test)', errorMessage: 'Enter the new date (test).' },
    reason: { type: 'string', title: 'Reason (test)', pattern: '\\S', errorMessage: 'Enter a reason (test).' },
    currentDate: { type: 'string' },
    certification: certificationSchema,
  },
  required: ['projectId', 'newDate', 'reason', 'certification'],
  additionalProperties: false,
  errorMessage: {
    required: { projectId: 'No project (test).', newDate: 'Enter the new date (test).', reason: 'Enter a reason (test).', certification: 'Please certify (test).' },
  },
};

/** The one-step change form's manifest: a project's change request (see `compileTestChangeForm`). */
export const testChangeManifest: FormManifest = {
  id: 'test-change-form',
  version: 1,
  title: 'Change a date (test)',
  audience: 'LevyPayer',
  route: '/levies-payer-portal/project/:projectId/test-change',
  context: ['project'],
  summary: [{ label: 'Levy number (test)', pointer: '/project/projectNumber' }],
  steps: [
    {
      id: 'details',
      title: 'Change a date (test)',
      dataPointer: '',
      sections: [
        { id: 'date', title: 'Date (test)', facts: [{ label: 'Current date (test)', pointer: '/project/estimatedStartDate', format: 'date' }], fields: ['newDate', 'reason', 'currentDate'] },
        { id: 'certification', title: 'Declarations (test)', fields: ['certification'] },
      ],
    },
  ],
  prefill: { '/projectId': '/project/projectId' },
  derived: [{ field: '/currentDate', operation: 'join', operands: ['context:/project/estimatedStartDate'] }],
  certification: 'certification',
  submit: {
    kind: 'complex-change',
    method: 'POST',
    endpoint: '/api/complexchange/test/save',
    payloadKey: 'testChange',
    loadingMessage: 'Sending (test)...',
    successMessage: 'Change sent (test).',
    successRoute: '/levies-payer-portal/project/:projectId',
  },
};

/** What a one-step test-only form is made of; its schema's `$id` keys RJSF's validator. */
export interface OneStepTestForm {
  manifest: FormManifest;
  schema: { $id: string } & Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
}

/**
 * A one-step form compiled at test time (e.g. one a host test defines for its page or dialog):
 * its machine tags the one step and submits while the form is valid; the manifest's section rules
 * are compiled as the codegen does.
 */
export function compileOneStepTestForm({ manifest, schema, uiSchema = {} }: OneStepTestForm): CompiledForm {
  const ajv = createCatalogAjv();
  const compile = (value: object) => ajv.compile(value) as unknown as CompiledValidate;
  const stepId = manifest.steps[0].id;
  const machine = {
    id: manifest.id,
    initial: stepId,
    states: {
      [stepId]: { tags: [`step:${stepId}`], on: { SUBMIT: { target: 'submitted', guard: { type: 'formValid' } } } },
      submitted: { type: 'final', tags: [`step:${stepId}`] },
    },
  };
  const conditions = Object.fromEntries(collectConditions(withSectionRules(machine, manifest)).map((condition) => [conditionKey(condition), compile(condition)]));
  const validate = compile(schema);
  const step = { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: { [schema.$id]: validate } };
  return { manifest, schema, uiSchema, machine, validate, steps: { [stepId]: step }, conditions };
}

/** The one-step change form (see `testChangeManifest`). */
export function compileTestChangeForm(): CompiledForm {
  return compileOneStepTestForm({
    manifest: testChangeManifest,
    schema: changeSchema,
    uiSchema: {
      projectId: { 'ui:widget': 'hidden' },
      newDate: { 'ui:widget': 'date' },
      reason: { 'ui:widget': 'textarea' },
      currentDate: { 'ui:widget': 'hidden' },
      certification: { 'ui:field': 'certification' },
    },
  });
}
