import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const address = { type: 'object', properties: { postcode: { type: 'string', title: 'Postcode' } } };
const schema: JSONSchema7 = {
  type: 'object',
  properties: { postalAddress: { ...address, title: 'Postal address' }, siteAddress: { ...address, title: 'Site address' } },
};
const { step, validator } = makeStep(schema, {
  sections: [
    { id: 'postal', title: 'Postal address', fields: ['postalAddress'] },
    { id: 'site', title: 'Where', fields: ['siteAddress'] },
  ],
});

describe('a group under a section heading of the same words', () => {
  it('keeps its name for screen readers but prints the words once', () => {
    renderWithChakra(<FormStep step={step} validator={validator} uiSchema={{}} data={{}} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Postal address' })).toBeTruthy();
    const printed = screen.getAllByText('Postal address').filter((el) => getComputedStyle(el).position !== 'absolute');
    expect(printed.map((el) => el.tagName)).toEqual(['H2']);
    // A group whose title differs from its section's keeps its visible legend.
    expect(getComputedStyle(screen.getByText('Site address')).position).not.toBe('absolute');
  });
});
