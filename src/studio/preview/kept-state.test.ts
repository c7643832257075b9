import { describe, expect, it } from 'vitest';
import { hasField, keptForStep } from './kept-state.ts';

const schema = {
  type: 'object',
  properties: {
    reason: { type: 'string' },
    address: { $ref: '#/$defs/address' },
    owners: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
  allOf: [{ if: { properties: { reason: { const: 'x' } } }, then: { properties: { detail: { type: 'string' } } } }],
  $defs: { address: { type: 'object', properties: { postcode: { type: 'string' } } } },
};

describe('the preview state kept across a recompile', () => {
  it('finds fields by pointer through references, array items and branches', () => {
    expect(hasField(schema, '/reason')).toBe(true);
    expect(hasField(schema, '/address/postcode')).toBe(true);
    expect(hasField(schema, '/owners/2/name')).toBe(true);
    expect(hasField(schema, '/detail')).toBe(true);
    expect(hasField(schema, '/removed')).toBe(false);
    expect(hasField(schema, '/address/street')).toBe(false);
  });

  it('keeps the blurred fields that still exist and the errors shown, on the same step only', () => {
    const kept = { stepId: 'details', touched: new Set(['/reason', '/removed', '/address/postcode']), errorsShown: true };
    expect(keptForStep(kept, 'details', schema)).toEqual({ touched: new Set(['/reason', '/address/postcode']), errorsShown: true });
    expect(keptForStep(kept, 'other', schema)).toEqual({ touched: new Set(), errorsShown: false });
  });
});
