/**
 * A complex-change form that lives with the server tests (compiled at test time with the catalog's
 * Ajv), so the generic submission handler is proven without any catalog form: a project, a reason,
 * the shared bank details carried as the contact's REFUND account, derived values the server
 * computes again from its own context (a difference from the project's current cost, a date
 * compared with today), a section shown only to local governments, and a choice from the lookups
 * whose name and implied type of work the form fills (a name of 'OTHER' asks for the text), and an
 * ABN whose lookup fills the entity name, shown read-only.
 */
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import { conditionKey } from '../../engine/core/condition-key.ts';
import { expandCondition } from '../../engine/core/conditions.ts';
import type { CompiledForm, CompiledValidate, FormCondition, FormManifest } from '../../engine/core/types.ts';

export const TEST_CHANGE_ENDPOINT = '/api/complexchange/test/save';
export const COMPLETED_IN_FUTURE = 'The test date is after today.';
export const LOCAL_GOVERNMENT_ONLY = 'Only a local government may tick this.';
export const CHOOSE_WORK = 'Please choose the work.';
export const DESCRIBE_OTHER_WORK = 'Please describe the other work.';
export const ABN_NOT_FOUND = 'No business has ABN {abn} (test).';
export const ABN_DETAILS_CHANGED = 'The details of {abn} were cleared (test).';

const schema = {
  type: 'object',
  properties: {
    projectId: { type: 'string' },
    reason: { type: 'string', pattern: '\\S', errorMessage: 'Please enter a reason.' },
    bank: {
      type: 'object',
      properties: {
        option: { enum: ['UseExisting', 'New'] },
        id: { type: 'string' },
        bsb: { type: 'string', format: 'bsb' },
        accountNumber: { type: 'string', format: 'account-number' },
        accountName: { type: 'string', minLength: 2 },
      },
      required: ['option'],
    },
    newCost: { type: 'number' },
    difference: { type: 'number' },
    completedOn: { type: 'string', format: 'date' },
    localGovernmentOnly: { type: 'boolean' },
    work: { type: 'integer' },
    workName: { type: 'string' },
    typeOfWorkId: { type: 'integer' },
    otherWork: { type: 'string', minLength: 1 },
    abn: { type: 'string', format: 'abn' },
    entityName: { type: 'string' },
    checks: { type: 'object', properties: { completedInFuture: { type: 'boolean' } } },
  },
  required: ['projectId', 'reason'],
  allOf: [
    {
      if: { properties: { checks: { properties: { completedInFuture: { const: true } }, required: ['completedInFuture'] } }, required: ['checks'] },
      then: { properties: { completedOn: { not: {}, errorMessage: { not: COMPLETED_IN_FUTURE } } } },
    },
    {
      if: { properties: { workName: { const: 'OTHER' } }, required: ['workName'] },
      then: { required: ['otherWork'], errorMessage: { required: { otherWork: DESCRIBE_OTHER_WORK } } },
    },
  ],
  errorMessage: { required: { reason: 'Please enter a reason.', work: CHOOSE_WORK } },
};

const localGovernment: FormCondition = { context: '/organisation/entityType', in: ['LocalGovernment'] };

const manifest: FormManifest = {
  id: 'test-change',
  version: 1,
  title: 'Test change',
  audience: 'LevyPayer',
  context: ['project', 'organisation', 'today', 'lookups'],
  contextSelections: [
    { name: 'work', from: '/lookups/descriptionOfWorks', match: 'id', value: '/work', fills: { '/workName': 'name' } },
    { name: 'typeOfWork', from: '/lookups/typesOfWork', match: 'id', value: 'context:/work/typeOfWork', fills: { '/typeOfWorkId': 'id' } },
  ],
  steps: [
    {
      id: 'details',
      title: 'Details',
      dataPointer: '',
      sections: [
        { id: 'details', fields: ['projectId', 'reason', 'bank', 'newCost', 'difference', 'completedOn', 'work', 'workName', 'typeOfWorkId', 'otherWork', 'abn', 'entityName'] },
        { id: 'local-government', fields: ['localGovernmentOnly'], visibleWhen: localGovernment, hiddenValueMessage: LOCAL_GOVERNMENT_ONLY },
      ],
    },
  ],
  abnLookup: [
    {
      field: '/abn',
      fills: { entityName: '/entityName' },
      invalidMessage: 'Invalid ABN (test).',
      failureMessage: 'Looking up {abn} failed (test) - {details}',
      notFoundMessage: ABN_NOT_FOUND,
      changedMessage: ABN_DETAILS_CHANGED,
    },
  ],
  derived: [
    { field: '/difference', operation: 'difference', operands: ['/newCost', 'context:/project/totalCostOfWork'] },
    { field: '/checks/completedInFuture', operation: 'dateBefore', operands: ['context:/today', '/completedOn'] },
  ],
  submit: {
    kind: 'complex-change',
    method: 'POST',
    endpoint: TEST_CHANGE_ENDPOINT,
    payloadKey: 'testChange',
    changeType: 'Owner',
    loadingMessage: 'Sending...',
    successMessage: 'Sent.',
    successRoute: '/',
    bankAccount: { field: '/bank', code: 'REFUND' },
  },
};

const uiSchema = {
  work: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/descriptionOfWorks', optionValue: 'id' } },
  workName: { 'ui:widget': 'hidden' },
  typeOfWorkId: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/typesOfWork', optionValue: 'id' } },
  entityName: { 'ui:readonly': true },
};

export function compileTestChangeForm(): CompiledForm {
  const ajv = createCatalogAjv();
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  const shown = expandCondition(localGovernment);
  const conditions = { [conditionKey(shown)]: ajv.compile(shown) as unknown as CompiledValidate };
  return { manifest, schema: schema as CompiledForm['schema'], uiSchema, machine: {}, validate, steps: {}, conditions };
}
