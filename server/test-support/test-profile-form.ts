/**
 * A profile form that lives with the server tests (compiled at test time with the catalog's Ajv),
 * submitting where the catalog's does (PATCH /api/contact) with the contact's API names: read-only
 * names, a required email, mobile phone and address, an optional business phone, a licence
 * number, and the one-line address derived from the address's parts.
 */
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';

export const TEST_PROFILE_MESSAGES = {
  phone: 'A phone number, please (test).',
  address: 'Your address, please (test).',
  required: 'Needed (test).',
  notPartOfForm: 'Not part of the profile form (test).',
};

const text = { type: 'string', maxLength: 150 };
const phone = { type: 'string', pattern: '^[0-9 +()]{8,20}$', errorMessage: TEST_PROFILE_MESSAGES.phone };
const address = {
  type: 'object',
  properties: { addressLine1: text, addressLine2: text, suburb: text, state: { type: 'string', enum: ['QLD', 'NSW'] }, postcode: { type: 'string', minLength: 4 } },
  required: ['addressLine1', 'state', 'postcode'],
};

const fields = ['firstName', 'lastName', 'emailAddress', 'emailConsent', 'mobilePhoneNumber', 'businessPhoneNumber', 'addressDetails', 'address', 'certifierLicenseNumber'];

const schema = {
  $id: 'test-profile',
  type: 'object',
  properties: {
    firstName: { ...text, readOnly: true },
    lastName: { ...text, readOnly: true },
    emailAddress: { type: 'string', format: 'email' },
    emailConsent: { type: 'boolean' },
    mobilePhoneNumber: phone,
    businessPhoneNumber: phone,
    addressDetails: address,
    address: { type: 'string', maxLength: 1000 },
    certifierLicenseNumber: { type: 'string', maxLength: 30 },
  },
  required: ['emailAddress', 'emailConsent', 'mobilePhoneNumber', 'addressDetails'],
  additionalProperties: false,
  errorMessage: {
    required: { emailAddress: TEST_PROFILE_MESSAGES.required, emailConsent: TEST_PROFILE_MESSAGES.required, mobilePhoneNumber: TEST_PROFILE_MESSAGES.phone, addressDetails: TEST_PROFILE_MESSAGES.address },
    additionalProperties: TEST_PROFILE_MESSAGES.notPartOfForm,
  },
};

const manifest: FormManifest = {
  id: 'test-profile',
  version: 1,
  title: 'Profile (test)',
  audience: 'Any',
  steps: [{ id: 'details', title: 'Profile (test)', dataPointer: '', sections: [{ id: 'details', fields }] }],
  derived: [{ field: '/address', operation: 'formatAddress', operands: ['/addressDetails'] }],
  submit: {
    kind: 'custom',
    method: 'PATCH',
    endpoint: '/api/contact',
    payloadKey: 'contact',
    loadingMessage: 'Saving (test)...',
    successMessage: 'Saved (test).',
    successRoute: '/',
  },
};

export const compileTestProfileForm = (): CompiledForm => compileOneStepTestForm({ manifest, schema });
