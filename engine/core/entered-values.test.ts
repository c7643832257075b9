import { describe, expect, it } from 'vitest';
import { hasEnteredValues } from './entered-values.ts';

const schema = {
  type: 'object',
  $defs: { state: { type: 'string', default: 'QLD' } },
  properties: {
    details: { type: 'object', properties: { state: { $ref: '#/$defs/state' }, suburb: { type: 'string' }, cost: { type: 'number' } } },
    checks: { type: 'object', properties: { late: { type: 'boolean' } } },
    files: { type: 'array', items: { type: 'object' } },
  },
};

describe('hasEnteredValues', () => {
  it('sees nothing in a form holding only emptiness, false, 0 and its own defaults', () => {
    expect(hasEnteredValues(schema, {})).toBe(false);
    expect(hasEnteredValues(schema, { details: { state: 'QLD', suburb: '  ', cost: 0 }, checks: { late: false }, files: [] })).toBe(false);
  });

  it('sees what a user entered', () => {
    expect(hasEnteredValues(schema, { details: { suburb: 'Paddington' } })).toBe(true);
    expect(hasEnteredValues(schema, { details: { state: 'NSW' } })).toBe(true);
    expect(hasEnteredValues(schema, { details: { cost: 150000 } })).toBe(true);
    expect(hasEnteredValues(schema, { files: [{ fileName: 'a.pdf' }] })).toBe(true);
  });
});
