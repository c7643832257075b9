import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ReviewList } from './review-list.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const schema: JSONSchema7 = {
  type: 'object',
  $defs: { postcode: { type: 'string', title: 'Postcode' }, address: { type: 'object', properties: { suburb: { type: 'string', title: 'Suburb' } } } },
  properties: {
    suburb: { $ref: '#/$defs/address/properties/suburb' },
    postcode: { $ref: '#/$defs/postcode' },
    fee: { type: 'number', title: 'Fee' },
  },
};
const { step } = makeStep(schema, { sections: [{ id: 'main', fields: ['suburb', 'postcode', 'fee'] }] });

describe('ReviewList', () => {
  it('labels fields by the title their $ref points to, never by their key', () => {
    renderWithChakra(<ReviewList step={step} uiSchema={{ fee: { 'ui:widget': 'money' } }} data={{ suburb: 'Paddington', postcode: '4064', fee: 1234.5 }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Suburb', 'Postcode', 'Fee']);
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.queryByText('postcode')).toBeNull();
  });
});
