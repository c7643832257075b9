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

  it("says its note once, under its heading, within the reviewed step's region", () => {
    renderWithChakra(<ReviewList step={step} title="Charges (test)" note="Every amount excludes tax (test)." data={{ fee: 10 }} />);
    const region = screen.getByRole('region', { name: 'Charges (test)' });
    expect(region.textContent).toContain('Charges (test)Every amount excludes tax (test).');
    expect(screen.getAllByText('Every amount excludes tax (test).')).toHaveLength(1);
  });

  it('leaves out a field the page never shows (the hidden widget)', () => {
    renderWithChakra(<ReviewList step={step} uiSchema={{ fee: { 'ui:widget': 'hidden' } }} data={{ suburb: 'Paddington', postcode: '4064', fee: 1234.5 }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Suburb', 'Postcode']);
    expect(screen.queryByText('1234.5')).toBeNull();
  });

  it("groups rows under their sections' titles and leaves out the fields of hidden sections", () => {
    const people: JSONSchema7 = {
      type: 'object',
      properties: {
        site: { type: 'string', title: 'Site' },
        ownerName: { type: 'string', title: 'Name' },
        ownerPhone: { type: 'string', title: 'Phone' },
        claimed: { type: 'boolean', title: 'Claim a discount' },
        discount: { type: 'number', title: 'Discount' },
      },
    };
    const grouped = makeStep(people, {
      sections: [
        { id: 'site', fields: ['site'] },
        { id: 'owner', title: 'Owner of the site', fields: ['ownerName'] },
        { id: 'owner-phone', fields: ['ownerPhone'] },
        { id: 'discounts', title: 'Discounts', fields: ['claimed'] },
        { id: 'discount-amount', fields: ['discount'], visibleWhen: { field: '/claimed', equals: true } },
      ],
    }).step;
    const data = { site: 'Lot 1', ownerName: 'Kim', ownerPhone: '0411 123 123', claimed: false, discount: 0 };
    renderWithChakra(<ReviewList step={grouped} uiSchema={{ claimed: { 'ui:widget': 'checkbox' }, discount: { 'ui:widget': 'money' } }} data={data} title="Review" hiddenSections={['discount-amount']} />);
    const owner = screen.getByRole('heading', { name: 'Owner of the site', level: 4 });
    const ownerList = owner.nextElementSibling as HTMLElement;
    expect([...ownerList.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Name', 'Phone']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Site', 'Name', 'Phone']);
    // No row of the hidden section (its $0.00), and no heading over a group with nothing to show.
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Discounts' })).toBeNull();
  });
});
