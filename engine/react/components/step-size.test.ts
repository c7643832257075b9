import { describe, expect, it } from 'vitest';
import { fieldCount } from './step-size.ts';

describe('the number of values a step lays out', () => {
  it('counts each property at every depth, an array as one, following local references', () => {
    const schema = {
      type: 'object',
      $defs: { address: { type: 'object', properties: { line1: { type: 'string' }, suburb: { type: 'string' }, postcode: { type: 'string' } } } },
      properties: {
        name: { type: 'string' },
        postal: { $ref: '#/$defs/address' },
        site: { type: 'object', properties: { lot: { type: 'string' }, address: { $ref: '#/$defs/address' } } },
        files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    };
    expect(fieldCount(schema)).toBe(1 + 3 + 1 + 3 + 1);
  });

  it('counts a schema without properties, or a reference it cannot follow, as one', () => {
    expect(fieldCount({ type: 'string' })).toBe(1);
    expect(fieldCount({ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } })).toBe(1);
    expect(fieldCount({ type: 'object', properties: {} })).toBe(0);
  });
});
