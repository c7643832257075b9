import { describe, expect, it } from 'vitest';
import { calculateLevy } from './calculate-levy.ts';

const all = (cents: number) => ({ plsl: cents, bctf: cents, dwhs: cents });

describe('calculateLevy', () => {
  it('gives $862.50 on $150,000', () => {
    expect(calculateLevy(all(15_000_000))).toEqual({ plsl: 52_500, bctf: 15_000, dwhs: 18_750, totalLevyPayable: 86_250 });
  });
  it('rounds each component half-up to the cent', () => {
    // $150,001.00: plsl 525.0035 -> 525.00, bctf 150.001 -> 150.00, dwhs 187.50125 -> 187.50
    expect(calculateLevy(all(15_000_100)).totalLevyPayable).toBe(86_250);
    // 100 cents * 0.125 % = 0.125 cents -> 0; 400 cents -> 0.5 -> 1
    expect(calculateLevy(all(400)).dwhs).toBe(1);
  });
  it('is exact at the money upper bound', () => {
    expect(calculateLevy(all(1_000_000_000_000_000)).plsl).toBe(3_500_000_000_000);
  });
});
