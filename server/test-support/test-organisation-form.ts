/**
 * A company details form that lives with the server tests (compiled at test time with the
 * catalog's Ajv), submitting where the catalog's does (POST /api/organisation/save) with the
 * organisation's API names: the organisation's id, ABN and entity name (which the route keeps),
 * a required trading name, entity type, phone, email and postal address.
 */
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';

export const TEST_ORGANISATION_MESSAGES = {
  tradingName: 'A trading name, please (test).',
  email: 'An email address, please (test).',
  postalAddress: 'A postal address, please (test).',
  required: 'Needed (test).',
};

const text = { type: 'string', maxLength: 200 };
const fields = ['organisationId', 'abn', 'entityName', 'tradingName', 'entityType', 'phoneNo', 'email', 'postalAddress'];

const schema = {
  $id: 'test-organisation',
  type: 'object',
  properties: {
    organisationId: { type: 'string', format: 'uuid' },
    abn: { type: 'string', pattern: '^[0-9 ]{11,14}$' },
    entityName: text,
    tradingName: { ...text, pattern: '\\S', errorMessage: TEST_ORGANISATION_MESSAGES.tradingName },
    entityType: { type: 'string', enum: ['Registeredcompany', 'Soletrader_ABN'] },
    phoneNo: { type: 'string', pattern: '^[0-9 +()]{8,20}$' },
    email: { type: 'string', format: 'email', errorMessage: TEST_ORGANISATION_MESSAGES.email },
    postalAddress: {
      type: 'object',
      properties: { addressLine1: text, addressLine2: text, suburb: text, state: { type: 'string', enum: ['QLD', 'NSW'] }, postcode: { type: 'string', minLength: 4 } },
      required: ['addressLine1', 'state', 'postcode'],
    },
  },
  required: ['organisationId', 'tradingName', 'entityType', 'phoneNo', 'email', 'postalAddress'],
  additionalProperties: false,
  errorMessage: {
    required: {
      organisationId: TEST_ORGANISATION_MESSAGES.required,
      tradingName: TEST_ORGANISATION_MESSAGES.tradingName,
      entityType: TEST_ORGANISATION_MESSAGES.required,
      phoneNo: TEST_ORGANISATION_MESSAGES.required,
      email: TEST_ORGANISATION_MESSAGES.email,
      postalAddress: TEST_ORGANISATION_MESSAGES.postalAddress,
    },
  },
};

const manifest: FormManifest = {
  id: 'test-organisation',
  version: 1,
  title: 'Company (test)',
  audience: 'Any',
  steps: [{ id: 'company', title: 'Company (test)', dataPointer: '', sections: [{ id: 'company', fields }] }],
  submit: {
    kind: 'custom',
    method: 'POST',
    endpoint: '/api/organisation/save',
    payloadKey: 'organisation',
    loadingMessage: 'Saving (test)...',
    successMessage: 'Saved (test).',
    successRoute: '/',
  },
};

export const compileTestOrganisationForm = (): CompiledForm => compileOneStepTestForm({ manifest, schema });
