/**
 * An onboarding form that lives with the server tests (compiled at test time with the catalog's
 * Ajv), submitting where the catalog's does (POST /api/contact/onboard). Its data is what the
 * route makes of the request (`onboardingFormData`): the contact's details, `userType`,
 * `notifyingAsCompany` and the `company`; a certifier must notify as a company and give a licence;
 * the company's ABN is looked up, filling its names and entity type.
 */
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';

export const TEST_ONBOARDING_MESSAGES = {
  certifierCompany: 'A certifier notifies as a company (test).',
  licence: 'A licence number, please (test).',
  mobilePhone: 'A mobile phone number, please (test).',
  tradingName: 'A trading name, please (test).',
  required: 'Needed (test).',
  abnNotFound: 'No business has ABN {abn} (test).',
  abnDetailsChanged: 'The details of {abn} were cleared (test).',
};

const text = { type: 'string', maxLength: 200 };
const address = {
  type: 'object',
  properties: { addressLine1: text, addressLine2: text, suburb: text, state: { type: 'string', enum: ['QLD', 'NSW'] }, postcode: { type: 'string', minLength: 4 } },
  required: ['addressLine1', 'state', 'postcode'],
};
const company = {
  type: 'object',
  properties: {
    abn: { type: 'string', pattern: '^[0-9 ]{11,14}$' },
    entityName: text,
    tradingName: { ...text, pattern: '\\S', errorMessage: TEST_ONBOARDING_MESSAGES.tradingName },
    entityType: { type: 'string', enum: ['Registeredcompany', 'Soletrader_ABN'] },
    phoneNo: { type: 'string' },
    email: { type: 'string', format: 'email' },
    postalAddress: address,
  },
  required: ['abn', 'tradingName', 'entityType', 'phoneNo', 'email', 'postalAddress'],
};
const fields = ['userType', 'firstName', 'lastName', 'emailAddress', 'mobilePhone', 'businessPhone', 'postalAddress', 'emailConsent', 'certifierLicenceNumber', 'notifyingAsCompany', 'company'];

const schema = {
  $id: 'test-onboarding',
  type: 'object',
  properties: {
    userType: { type: 'string', enum: ['LevyPayer', 'Certifier'] },
    firstName: text,
    lastName: text,
    emailAddress: { type: 'string', format: 'email' },
    mobilePhone: { type: 'string', pattern: '^0[0-9 ]{9,11}$', errorMessage: TEST_ONBOARDING_MESSAGES.mobilePhone },
    businessPhone: { type: 'string' },
    postalAddress: address,
    emailConsent: { type: 'boolean' },
    certifierLicenceNumber: { type: 'string', maxLength: 30 },
    notifyingAsCompany: { type: 'boolean' },
    company,
  },
  required: ['userType', 'emailAddress', 'mobilePhone', 'postalAddress', 'emailConsent', 'notifyingAsCompany'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { userType: { const: 'Certifier' } }, required: ['userType'] },
      then: {
        properties: { notifyingAsCompany: { const: true, errorMessage: TEST_ONBOARDING_MESSAGES.certifierCompany } },
        required: ['certifierLicenceNumber'],
        errorMessage: { required: { certifierLicenceNumber: TEST_ONBOARDING_MESSAGES.licence } },
      },
    },
    { if: { properties: { notifyingAsCompany: { const: true } }, required: ['notifyingAsCompany'] }, then: { required: ['company'] } },
  ],
};

const manifest: FormManifest = {
  id: 'test-onboarding',
  version: 1,
  title: 'Onboarding (test)',
  audience: 'Any',
  steps: [{ id: 'details', title: 'Onboarding (test)', dataPointer: '', sections: [{ id: 'details', fields }] }],
  abnLookup: [
    {
      field: '/company/abn',
      fills: { entityName: '/company/entityName', entityType: '/company/entityType', tradingName: '/company/tradingName' },
      invalidMessage: 'Invalid ABN (test).',
      failureMessage: 'Looking up {abn} failed (test) - {details}',
      notFoundMessage: TEST_ONBOARDING_MESSAGES.abnNotFound,
      changedMessage: TEST_ONBOARDING_MESSAGES.abnDetailsChanged,
    },
  ],
  submit: {
    kind: 'custom',
    method: 'POST',
    endpoint: '/api/contact/onboard',
    payloadKey: 'contact',
    loadingMessage: 'Saving (test)...',
    successMessage: 'Saved (test).',
    successRoute: '/',
  },
};

export const compileTestOnboardingForm = (): CompiledForm => compileOneStepTestForm({ manifest, schema });
