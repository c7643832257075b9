import { describe, expect, it } from 'vitest';
import { lintAutocomplete } from './lint-autocomplete.ts';

const schema = {
  type: 'object',
  $defs: { phone: { type: 'string', format: 'au-phone' }, email: { type: 'string', format: 'email' } },
  properties: {
    contact: {
      type: 'object',
      properties: {
        phone: { $ref: '#/$defs/phone' },
        email: { $ref: '#/$defs/email' },
        otherPhone: { type: 'string' },
        name: { type: 'string' },
      },
    },
    hiddenEmail: { $ref: '#/$defs/email' },
  },
};

describe('lintAutocomplete', () => {
  it('reports phone and email fields (by format or widget) without an autocomplete token', () => {
    const uiSchema = { contact: { otherPhone: { 'ui:widget': 'phone' } }, hiddenEmail: { 'ui:widget': 'hidden' } };
    expect(lintAutocomplete({ schema, uiSchema })).toEqual([
      'ui.json/contact/phone: a phone field without an autocomplete hint; add "ui:options": { "autocomplete": "tel" } (or the token that fits, e.g. "work tel")',
      'ui.json/contact/email: an email field without an autocomplete hint; add "ui:options": { "autocomplete": "email" } (or the token that fits, e.g. "work email")',
      'ui.json/contact/otherPhone: a phone field without an autocomplete hint; add "ui:options": { "autocomplete": "tel" } (or the token that fits, e.g. "work tel")',
    ]);
  });

  it('accepts the token as ui:autocomplete or in ui:options, as the renderer reads both', () => {
    const uiSchema = {
      contact: { phone: { 'ui:autocomplete': 'tel' }, email: { 'ui:options': { autocomplete: 'email' } }, otherPhone: { 'ui:widget': 'phone', 'ui:autocomplete': 'work tel' } },
      hiddenEmail: { 'ui:widget': 'hidden' },
    };
    expect(lintAutocomplete({ schema, uiSchema })).toEqual([]);
  });
});
