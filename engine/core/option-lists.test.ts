import { describe, expect, it } from 'vitest';
import { listFields, listOptions, unknownOptionErrors } from './option-lists.ts';
import type { CompiledForm } from './types.ts';

const schema = {
  type: 'object',
  properties: {
    place: {
      type: 'object',
      properties: { council: { type: 'string' }, region: { type: 'number', errorMessage: 'Choose a region (own).' } },
      errorMessage: { required: { council: 'Choose a council (required).' } },
    },
    note: { type: 'string' },
  },
};
const uiSchema = {
  place: {
    council: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/councils' } },
    region: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/regions', optionValue: 'id' } },
  },
  note: { 'ui:widget': 'textarea' },
};
const form = { manifest: { id: 'lists-test' }, schema, uiSchema } as unknown as CompiledForm;
const context = { lookups: { councils: [{ id: 1, name: 'Cairns' }, 'Logan'], regions: [{ id: 4, name: 'North' }] } };

describe('choices from a context list', () => {
  it('offers each named item, by name or by the key ui.json names', () => {
    expect(listOptions(context.lookups.councils)).toEqual([{ value: 'Cairns', label: 'Cairns' }, { value: 'Logan', label: 'Logan' }]);
    expect(listOptions(context.lookups.regions, 'id')).toEqual([{ value: 4, label: 'North' }]);
    expect(listOptions(undefined)).toEqual([]);
  });

  it('finds every field that takes its choices from a list, by data pointer', () => {
    expect(listFields(uiSchema)).toEqual([
      { pointer: '/place/council', from: '/lookups/councils' },
      { pointer: '/place/region', from: '/lookups/regions', valueKey: 'id' },
    ]);
  });

  it("refuses a value its list does not offer, in the form's words for a missing choice", () => {
    expect(unknownOptionErrors(form, { place: { council: 'Atlantis', region: 9 } }, context)).toEqual([
      { path: '/place/council', message: 'Choose a council (required).' },
      { path: '/place/region', message: 'Choose a region (own).' },
    ]);
  });

  it('accepts an offered value, a blank one and a field whose list the context lacks', () => {
    expect(unknownOptionErrors(form, { place: { council: 'Logan', region: 4 } }, context)).toEqual([]);
    expect(unknownOptionErrors(form, { place: { council: '  ' } }, context)).toEqual([]);
    expect(unknownOptionErrors(form, { place: { council: 'Atlantis' } }, { lookups: {} })).toEqual([]);
  });
});
