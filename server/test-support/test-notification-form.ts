/**
 * A notification form that lives with the server tests (compiled at test time with the catalog's
 * Ajv), submitting where the catalog's does (POST /api/project/submit), so the draft routes (save,
 * resume, the draft checks) are proven without the catalog's notification. It declares what the
 * server applies by name: its `projectRecord` and `draftFromRecord` mappings (applied by
 * `projects/notification-record.ts` and `projects/notification-from-record.ts`), the selections
 * its record's lookup ids come from, and its choices from the lookups; its rules and words are its own: a
 * length limit, phone, email and date formats, a later date and a cost limit set by another field,
 * a cost threshold, a rule that asks for more once a box is ticked, unknown fields refused.
 */
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest, PayloadMapping } from '../../engine/core/types.ts';

export const TEST_DRAFT_MESSAGES = {
  nothingToSave: 'Enter something before saving (test).',
  reEnterNotice: 'Some answers of this draft must be entered again (test).',
  notPartOfForm: 'Not part of the draft form (test).',
  tooLong: 'Too long for the draft form (test).',
  description: 'Describe the work (test).',
  typeOfWork: 'Choose a type of work (test).',
  council: 'Choose a council (test).',
  date: 'Enter a date as yyyy-MM-dd (test).',
  endDate: 'Finish after the start (test).',
  phone: 'Enter a phone number (test).',
  email: 'Enter an email address (test).',
  cost: 'Enter a cost of $150,000 or more (test).',
  studies: 'Studies cost no more than the work (test).',
  exemptCost: 'Enter the exempt cost (test).',
  paymentOption: 'Choose how to pay (test).',
};
const m = TEST_DRAFT_MESSAGES;

const buildingDetails = {
  type: 'object',
  properties: {
    descriptionOfWork: { type: 'string', pattern: '\\S', maxLength: 200, errorMessage: m.description },
    typeOfWork: { type: 'string', maxLength: 200 },
    localCouncil: { type: 'string', maxLength: 200 },
    internalJobId: { type: 'string', maxLength: 100, errorMessage: m.tooLong },
    lotNumber: { type: 'string', maxLength: 100, errorMessage: m.tooLong },
    suburb: { type: 'string', maxLength: 100, errorMessage: m.tooLong },
    state: { type: 'string', enum: ['QLD'], default: 'QLD' },
    projectStartDate: { type: 'string', format: 'date', errorMessage: m.date },
    projectEndDate: { type: 'string', format: 'date', formatMinimum: { $data: '1/projectStartDate' }, errorMessage: { format: m.date, formatMinimum: m.endDate } },
    ownerContactName: { type: 'string', maxLength: 150, errorMessage: m.tooLong },
    ownerContactPhoneNumber: { type: 'string', format: 'au-phone', errorMessage: m.phone },
    ownerContactEmail: { type: 'string', format: 'email', errorMessage: m.email },
  },
  required: ['descriptionOfWork', 'projectStartDate', 'projectEndDate'],
  additionalProperties: false,
  errorMessage: {
    required: { descriptionOfWork: m.description, typeOfWork: m.typeOfWork, localCouncil: m.council, projectStartDate: m.date, projectEndDate: m.date },
    additionalProperties: m.notPartOfForm,
  },
};

const costOfWork = {
  type: 'object',
  properties: {
    totalCoW: { type: 'number', minimum: 150000, maximum: 1e12, errorMessage: m.cost },
    costFeasibility: { type: 'number', minimum: 0, maximum: { $data: '1/totalCoW' }, errorMessage: m.studies },
    exempt: { type: 'boolean' },
    exemptCost: { type: 'number', minimum: 0, errorMessage: m.exemptCost },
  },
  required: ['totalCoW'],
  additionalProperties: false,
  allOf: [{ if: { properties: { exempt: { const: true } }, required: ['exempt'] }, then: { required: ['exemptCost'] } }],
  errorMessage: { required: { totalCoW: m.cost, exemptCost: m.exemptCost }, additionalProperties: m.notPartOfForm },
};

const schema = {
  $id: 'test-notification',
  type: 'object',
  properties: {
    buildingDetails,
    costOfWork,
    summary: {
      type: 'object',
      properties: { paymentOption: { type: 'string', enum: ['PayLater', 'PayNow'], errorMessage: m.paymentOption } },
      required: ['paymentOption'],
      additionalProperties: false,
      errorMessage: { required: { paymentOption: m.paymentOption }, additionalProperties: m.notPartOfForm },
    },
    checks: { type: 'object', properties: { startDateInPast: { type: 'boolean' } } },
  },
  required: ['buildingDetails', 'costOfWork', 'summary'],
  additionalProperties: false,
  errorMessage: { additionalProperties: m.notPartOfForm },
};

/** Its record and the draft rebuilt from one (host.ts `serverPayloads`), on the spec's record names. */
const projectRecord: PayloadMapping = {
  descriptionOfWork: { from: 'context:/description/id', default: null },
  typeOfWorkId: { from: 'context:/workType/id', default: null },
  councilId: { from: 'context:/council/id', default: null },
  internalJobNumber: { from: '/form/buildingDetails/internalJobId', as: 'text', default: null },
  lotNumber: { from: '/form/buildingDetails/lotNumber', as: 'text', default: null },
  suburb: { from: '/form/buildingDetails/suburb', as: 'text', default: null },
  addressDetail: { fields: { suburb: { from: '/form/buildingDetails/suburb', as: 'text', default: '' }, state: { from: '/form/buildingDetails/state', as: 'text', default: '' } } },
  estimatedStartDate: { from: '/form/buildingDetails/projectStartDate', as: 'isoDate', default: null },
  estimatedFinishDate: { from: '/form/buildingDetails/projectEndDate', as: 'isoDate', default: null },
  projectOwnerName: { from: '/form/buildingDetails/ownerContactName', as: 'text', default: null },
  projectOwnerPhone: { from: '/form/buildingDetails/ownerContactPhoneNumber', as: 'text', default: null },
  projectOwnerEmail: { from: '/form/buildingDetails/ownerContactEmail', as: 'text', default: null },
  totalCostOfWork: { from: '/form/costOfWork/totalCoW', as: 'cents', default: null },
  paymentOption: { from: '/form/summary/paymentOption', as: 'text', default: null },
};
const draftFromRecord: PayloadMapping = {
  '/buildingDetails': { value: {} },
  '/costOfWork': { value: {} },
  '/buildingDetails/descriptionOfWork': { from: '/names/descriptionOfWork' },
  '/buildingDetails/typeOfWork': { from: '/names/typeOfWork' },
  '/buildingDetails/localCouncil': { from: '/names/localCouncil' },
  '/buildingDetails/internalJobId': { from: '/record/internalJobNumber' },
  '/buildingDetails/lotNumber': { from: '/record/lotNumber' },
  '/buildingDetails/suburb': { from: '/record/addressDetail/suburb' },
  '/buildingDetails/state': { from: '/record/addressDetail/state' },
  '/buildingDetails/projectStartDate': { from: '/record/estimatedStartDate' },
  '/buildingDetails/projectEndDate': { from: '/record/estimatedFinishDate' },
  '/buildingDetails/ownerContactName': { from: '/record/projectOwnerName' },
  '/buildingDetails/ownerContactPhoneNumber': { from: '/record/projectOwnerPhone' },
  '/buildingDetails/ownerContactEmail': { from: '/record/projectOwnerEmail' },
  '/costOfWork/totalCoW': { from: '/record/totalCostOfWork', as: 'dollars' },
};

/** Its choices from the lookups, as a page offers them. */
const uiSchema = {
  buildingDetails: {
    descriptionOfWork: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/descriptionOfWorks' } },
    typeOfWork: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/typesOfWork' } },
    localCouncil: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/councils' } },
  },
};

const manifest: FormManifest = {
  id: 'test-notification',
  version: 1,
  title: 'Notify (test)',
  audience: 'LevyPayer',
  context: ['lookups'],
  contextSelections: [
    { name: 'description', from: '/lookups/descriptionOfWorks', match: 'name', value: '/buildingDetails/descriptionOfWork' },
    { name: 'impliedType', from: '/lookups/typesOfWork', match: 'id', value: 'context:/description/typeOfWork', fills: { '/buildingDetails/typeOfWork': 'name' } },
    { name: 'workType', from: '/lookups/typesOfWork', match: 'name', value: '/buildingDetails/typeOfWork' },
    { name: 'council', from: '/lookups/councils', match: 'name', value: '/buildingDetails/localCouncil' },
  ],
  payloads: { projectRecord, draftFromRecord },
  steps: [{ id: 'all', title: 'Notify (test)', dataPointer: '', sections: [{ id: 'all', fields: ['buildingDetails', 'costOfWork', 'summary', 'checks'] }] }],
  submit: {
    kind: 'custom',
    method: 'POST',
    endpoint: '/api/project/submit',
    payloadKey: 'id',
    loadingMessage: 'Submitting (test)...',
    successMessage: 'Submitted (test).',
    successRoute: '/',
  },
  messages: { nothingToSave: m.nothingToSave, reEnterNotice: m.reEnterNotice },
};

export const compileTestNotificationForm = (): CompiledForm => compileOneStepTestForm({ manifest, schema, uiSchema });

/** Draft data the test form accepts whole, on the seeded lookups' names. */
export function testDraft(overrides: { buildingDetails?: Record<string, unknown>; costOfWork?: Record<string, unknown> } = {}) {
  return {
    buildingDetails: {
      descriptionOfWork: 'Secondary dwelling (granny flat)',
      typeOfWork: 'New residential building',
      localCouncil: 'Brisbane City Council',
      internalJobId: 'JOB-1',
      suburb: 'Paddington',
      state: 'QLD',
      projectStartDate: '2031-02-01',
      projectEndDate: '2031-09-30',
      ownerContactName: 'Robin Owner',
      ownerContactPhoneNumber: '0412 555 010',
      ...overrides.buildingDetails,
    },
    costOfWork: { totalCoW: 1000000, ...overrides.costOfWork },
    summary: { paymentOption: 'PayLater' },
  };
}
