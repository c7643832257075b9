/**
 * A complex-change form that lives with the server tests (compiled at test time with the catalog's
 * Ajv), so the generic submission handler is proven without any catalog form: a project, a reason
 * and the shared bank details carried as the contact's REFUND account.
 */
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../engine/core/types.ts';

export const TEST_CHANGE_ENDPOINT = '/api/complexchange/test/save';

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
  },
  required: ['projectId', 'reason'],
  errorMessage: { required: { reason: 'Please enter a reason.' } },
};

const manifest: FormManifest = {
  id: 'test-change',
  version: 1,
  title: 'Test change',
  audience: 'LevyPayer',
  steps: [{ id: 'details', title: 'Details', dataPointer: '', sections: [{ id: 'details', fields: ['projectId', 'reason', 'bank'] }] }],
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

export function compileTestChangeForm(): CompiledForm {
  const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;
  return { manifest, schema: schema as CompiledForm['schema'], uiSchema: {}, machine: {}, validate, steps: {}, conditions: {} };
}
