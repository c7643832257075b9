import { describe, expect, it } from 'vitest';
import { applyInitialValues, openingData } from './prefill.ts';
import type { FormManifest } from './types.ts';

const manifest: FormManifest = {
  id: 'opening',
  version: 1,
  title: 'Opening',
  audience: 'Any',
  steps: [],
  prefill: { '/recordId': '/record/id' },
  initialValues: { '/phone': '/record/mobilePhone', '/other': '/record/businessPhone', '/address': '/record/addressDetail' },
};
const context = { record: { id: 'r1', mobilePhone: '0411 123 123', businessPhone: null, addressDetail: { addressLine1: '1 Main St' } } };

describe('initial values', () => {
  it('copies saved values from the context into fields the data does not hold', () => {
    expect(applyInitialValues(manifest, context, {})).toEqual({ phone: '0411 123 123', address: { addressLine1: '1 Main St' } });
  });

  it('never overwrites what the data holds and skips null sources', () => {
    expect(applyInitialValues(manifest, context, { phone: '0499 000 000' })).toEqual({ phone: '0499 000 000', address: { addressLine1: '1 Main St' } });
  });

  it('openingData applies the initial values, then the prefill (the context wins there)', () => {
    expect(openingData(manifest, context, { recordId: 'tampered' })).toEqual({ recordId: 'r1', phone: '0411 123 123', address: { addressLine1: '1 Main St' } });
  });
});
