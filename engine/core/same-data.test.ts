import { describe, expect, it } from 'vitest';
import { sameData } from './same-data.ts';

describe('sameData', () => {
  it('compares objects by their entries in any order, an undefined entry as absent, and arrays in order', () => {
    expect(sameData({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
    expect(sameData([], {})).toBe(false);
  });
});
