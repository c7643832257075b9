import { describe, expect, it } from 'vitest';
import { labelErrors } from './error-labels.ts';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const schema: JSONSchema7 = {
  type: 'object',
  $defs: { address: { type: 'object', properties: { line1: { type: 'string', title: 'Address line 1' }, postcode: { type: 'string', title: 'Postcode' } } } },
  properties: {
    name: { type: 'string', title: 'Name' },
    siteAddress: { $ref: '#/$defs/address', title: 'Site address' },
    postalAddress: { $ref: '#/$defs/address', title: 'Postal address' },
    contacts: { type: 'array', title: 'Contacts', items: { type: 'object', properties: { phone: { type: 'string', title: 'Phone' } } } },
  },
};
const sections = [
  { id: 'postal', title: 'Postal address', fields: ['postalAddress'] },
  { id: 'site', title: 'Where the work is', fields: ['name', 'siteAddress'] },
  { id: 'more', fields: ['contacts'] },
];

describe('labelErrors', () => {
  it('names each error by its section and field titles, in page order', () => {
    const errors = [
      { path: '/siteAddress/postcode', message: 'Code missing.' },
      { path: '/contacts/1/phone', message: 'Phone is wrong.' },
      { path: '/postalAddress/postcode', message: 'Code missing.' },
      { path: '/siteAddress/line1', message: 'Line 1 is missing.' },
      { path: '/name', message: 'Name is missing.' },
    ];
    expect(labelErrors(errors, schema, sections).map((e) => `${e.label}: ${e.message}`)).toEqual([
      'Postal address – Postcode: Code missing.',
      'Where the work is – Name: Name is missing.',
      'Where the work is – Site address – Address line 1: Line 1 is missing.',
      'Where the work is – Site address – Postcode: Code missing.',
      'Where the work is – Contacts – Phone: Phone is wrong.',
    ]);
  });

  it("names a tick box that must be ticked by its group, not by its whole statement again", () => {
    const ticks: JSONSchema7 = {
      type: 'object',
      properties: {
        agreement: {
          type: 'object',
          title: 'Agreement',
          properties: { agreed: { type: 'boolean', const: true, title: 'I agree to every term stated above.' }, subscribe: { type: 'boolean', title: 'Send me news?' } },
        },
      },
    };
    const errors = [
      { path: '/agreement/agreed', message: 'Please agree to the terms.' },
      { path: '/agreement/subscribe', message: 'Please answer.' },
    ];
    expect(labelErrors(errors, ticks, [{ id: 'a', title: 'Last step', fields: ['agreement'] }]).map((e) => e.label)).toEqual(['Last step – Agreement', 'Last step – Agreement – Send me news?']);
  });

  it('names by its group a tick box that must be ticked only when a branch applies', () => {
    const ticks: JSONSchema7 = {
      type: 'object',
      properties: {
        payment: {
          type: 'object',
          title: 'Payment',
          properties: { method: { type: 'string', title: 'Method' }, consent: { type: 'boolean', title: 'I accept that this card is charged today.' } },
          if: { properties: { method: { const: 'card' } } },
          then: { properties: { consent: { const: true } } },
        },
      },
    };
    const errors = [{ path: '/payment/consent', message: 'Please accept the charge.' }];
    expect(labelErrors(errors, ticks, [{ id: 'a', title: 'Pay', fields: ['payment'] }]).map((e) => e.label)).toEqual(['Pay – Payment']);
  });

  it('prefers ui:title and ui:order', () => {
    const ui = { siteAddress: { 'ui:order': ['postcode', 'line1'], postcode: { 'ui:title': 'Site postcode' } } };
    const errors = [
      { path: '/siteAddress/line1', message: 'a' },
      { path: '/siteAddress/postcode', message: 'b' },
    ];
    expect(labelErrors(errors, schema, sections, ui).map((e) => e.label)).toEqual(['Where the work is – Site address – Site postcode', 'Where the work is – Site address – Address line 1']);
  });

  it('names the fields of a group declared only in a conditional branch (allOf, if/then)', () => {
    const conditional: JSONSchema7 = {
      type: 'object',
      properties: { asCompany: { type: 'boolean', title: 'As a company?' } },
      allOf: [
        {
          if: { properties: { asCompany: { const: true } } },
          then: { properties: { company: { type: 'object', title: 'Company details', properties: { abn: { type: 'string', title: 'ABN' }, postal: { $ref: '#/$defs/address', title: 'Company postal address' } } } } },
        },
      ],
      $defs: schema.$defs,
    };
    const errors = [
      { path: '/company/postal/line1', message: 'Line 1 is missing.' },
      { path: '/company/abn', message: 'ABN is missing.' },
    ];
    expect(labelErrors(errors, conditional, [{ id: 'you', title: 'Company', fields: ['asCompany', 'company'] }]).map((e) => `${e.label}: ${e.message}`)).toEqual([
      'Company – Company details – ABN: ABN is missing.',
      'Company – Company details – Company postal address – Address line 1: Line 1 is missing.',
    ]);
  });

  it("names a field by the title its object takes from the data (ui:options.titleFrom), as the page labels it", () => {
    const questions: JSONSchema7 = {
      type: 'object',
      properties: {
        single: { type: 'object', title: 'Question', properties: { question: { type: 'string' }, answer: { type: 'string', title: 'Answer' } } },
        group: { type: 'object', title: 'Group', properties: { question: { type: 'string' }, first: { type: 'string', title: 'First' }, second: { type: 'string', title: 'Second' } } },
      },
    };
    const ui = {
      single: { 'ui:options': { titleFrom: 'question' }, question: { 'ui:widget': 'hidden' } },
      group: { 'ui:options': { titleFrom: 'question' }, question: { 'ui:widget': 'hidden' } },
    };
    const data = { single: { question: 'What is the floor area?' }, group: { question: 'Who builds it?' } };
    const errors = [
      { path: '/single/answer', message: 'Please answer.' },
      { path: '/group/second', message: 'Second is missing.' },
    ];
    const steps = [{ id: 'details', title: 'Details', fields: ['single', 'group'] }];
    // One shown field: the question is its label, and the field's own title is not said.
    // Several: the question titles their group.
    expect(labelErrors(errors, questions, steps, ui, data).map((e) => e.label)).toEqual(['Details – What is the floor area?', 'Details – Who builds it? – Second']);
    // Without the data (no question yet), the schema's titles.
    expect(labelErrors(errors, questions, steps, ui).map((e) => e.label)).toEqual(['Details – Question – Answer', 'Details – Group – Second']);
  });
});
