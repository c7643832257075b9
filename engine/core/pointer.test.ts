import { describe, expect, it } from 'vitest';
import { unsetPointer, writePointer } from './pointer.ts';

describe('unsetPointer', () => {
  it('removes the entry, copying the objects on the way', () => {
    const value = { company: { abn: '1', address: { state: 'QLD' } }, other: 1 };
    const next = unsetPointer(value, '/company/address');
    expect(next).toEqual({ company: { abn: '1' }, other: 1 });
    expect('address' in next.company).toBe(false);
    expect(value.company.address).toEqual({ state: 'QLD' });
  });

  it('leaves the value as it is when there is nothing to unset', () => {
    const value = { company: { abn: '1' }, list: ['a'] };
    expect(unsetPointer(value, '/person/name')).toBe(value);
    expect(unsetPointer(value, '/company/name')).toBe(value);
    expect(unsetPointer(value, '/list/3')).toBe(value);
  });

  it('reads escaped keys at any depth', () => {
    expect(unsetPointer({ a: { 'b/c': { d: 1, e: 2 } } }, '/a/b~1c/d')).toEqual({ a: { 'b/c': { e: 2 } } });
    expect(writePointer({ a: { 'b/c': { d: 1 } } }, '/a/b~1c/d', 2)).toEqual({ a: { 'b/c': { d: 2 } } });
  });
});
