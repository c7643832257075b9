/**
 * A complex-change form that names its project by levy number (form.json `submit.project`), as a
 * take-over does, living with the server tests (compiled at test time with the catalog's Ajv): the
 * caller's contact id is prefilled from the `contact` context, a full name is derived from its
 * parts, and files go under the change request.
 */
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../engine/core/types.ts';

export const TEST_NUMBERED_CHANGE_ENDPOINT = '/api/complexchange/test-numbered/save';
export const NOT_FOUND = 'No project has that number (test).';
export const OWN_PROJECT = 'That project is yours already (test).';
export const CONTACT_MISSING = 'No contact id (test).';

const schema = {
  type: 'object',
  properties: {
    contactId: { type: 'string', format: 'uuid', errorMessage: CONTACT_MISSING },
    levyNumber: { type: 'string', pattern: '\\S', maxLength: 50, errorMessage: 'Please enter a levy number (test).' },
    firstName: { type: 'string', pattern: '\\S', errorMessage: 'Please enter a first name (test).' },
    lastName: { type: 'string', pattern: '\\S', errorMessage: 'Please enter a last name (test).' },
    fullName: { type: 'string' },
  },
  required: ['contactId', 'levyNumber', 'firstName', 'lastName'],
  additionalProperties: false,
  errorMessage: {
    required: { contactId: CONTACT_MISSING, levyNumber: 'Please enter a levy number (test).', firstName: 'Please enter a first name (test).', lastName: 'Please enter a last name (test).' },
  },
};

const manifest: FormManifest = {
  id: 'test-numbered-change',
  version: 1,
  title: 'Test numbered change',
  audience: 'LevyPayer',
  route: '/test/numbered-change',
  context: ['contact'],
  steps: [{ id: 'details', title: 'Details', dataPointer: '', sections: [{ id: 'details', fields: ['levyNumber', 'firstName', 'lastName'] }] }],
  prefill: { '/contactId': '/contact/contactId' },
  derived: [{ field: '/fullName', operation: 'join', operands: ['/firstName', '/lastName'] }],
  submit: {
    kind: 'complex-change',
    method: 'POST',
    endpoint: TEST_NUMBERED_CHANGE_ENDPOINT,
    payloadKey: 'numberedChange',
    changeType: 'TakeOverFromBuilder',
    loadingMessage: 'Sending...',
    successMessage: 'Sent.',
    successRoute: '/',
    project: { by: 'number', field: '/levyNumber', notFoundMessage: NOT_FOUND, ownProjectMessage: OWN_PROJECT },
    uploadsUnder: 'change',
  },
};

export function compileTestNumberedChangeForm(): CompiledForm {
  const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;
  return { manifest, schema: schema as CompiledForm['schema'], uiSchema: {}, machine: {}, validate, steps: {}, conditions: {} };
}
