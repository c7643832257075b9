import { describe, expect, it } from 'vitest';
import { sameData } from './same-data.ts';

describe('sameData', () => {
  it('sees a reverted edit as unchanged, whatever the key order or kind of emptiness', () => {
    const initial = { tradingName: 'Demo', phoneNo: null, postalAddress: { suburb: 'Brisbane', addressLine2: '' } };
    const reverted = { postalAddress: { addressLine2: undefined, suburb: 'Brisbane' }, tradingName: 'Demo' };
    expect(sameData(initial, reverted)).toBe(true);
  });

  it('sees a real change', () => {
    expect(sameData({ tradingName: 'Demo' }, { tradingName: 'Demo 2' })).toBe(false);
    expect(sameData({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(false);
    expect(sameData({ phoneNo: '07' }, {})).toBe(false);
  });
});
