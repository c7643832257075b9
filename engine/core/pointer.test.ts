import { describe, expect, it } from 'vitest';
import { unsetPointer } from './pointer.ts';

describe('unsetPointer', () => {
  it('removes the entry, copying the objects on the way', () => {
    const value = { company: { abn: '1', address: { state: 'QLD' } }, other: 1 };
    const next = unsetPointer(value, '/company/address');
    expect(next).toEqual({ company: { abn: '1' }, other: 1 });
    expect('address' in next.company).toBe(false);
    expect(value.company.address).toEqual({ state: 'QLD' });
  });

  it('leaves the value as it is when there is nothing to unset', () => {
    const value = { company: { abn: '1' } };
    expect(unsetPointer(value, '/person/name')).toBe(value);
  });
});
