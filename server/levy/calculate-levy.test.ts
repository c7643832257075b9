import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLevy } from './calculate-levy.ts';
import { levyBases } from './levy-bases.ts';
import { calculateLevyFor } from './levy-calculator.ts';
import { percentToRate, rateSetOn, rateToPercent, type RateSet } from './levy-rates.ts';
import { MONEY_MAX_CENTS } from '../../engine/core/money.ts';

const all = (cents: number) => ({ plsl: cents, bctf: cents, dwhs: cents });
const on = (totalCostOfWork: number, costs: Record<string, number> = {}) => calculateLevyFor({ startDate: '2025-07-01', totalCostOfWork, costs });

describe('calculateLevy', () => {
  it('gives $862.50 on $150,000 ($525.00 + $150.00 + $187.50)', () => {
    expect(calculateLevy(all(15_000_000))).toEqual({ plsl: 52_500, bctf: 15_000, dwhs: 18_750, totalLevyPayable: 86_250 });
  });
  it('rounds each component half-up to the cent', () => {
    // $150,001.00: plsl 525.0035 -> 525.00, bctf 150.001 -> 150.00, dwhs 187.50125 -> 187.50
    expect(calculateLevy(all(15_000_100)).totalLevyPayable).toBe(86_250);
    // 100 cents * 0.125 % = 0.125 cents -> 0; 400 cents -> 0.5 -> 1
    expect(calculateLevy(all(400)).dwhs).toBe(1);
    expect(calculateLevy(all(100)).dwhs).toBe(0);
  });
  it('is exact at the money upper bound', () => {
    expect(calculateLevy(all(1_000_000_000_000_000)).plsl).toBe(3_500_000_000_000);
  });
});

describe('calculateLevyFor: boundaries', () => {
  it('$149,999.99: each component rounds up to the same $862.50', () => {
    // 524.999965 -> 525.00; 149.99999 -> 150.00; 187.4999875 -> 187.50
    expect(on(14_999_999)).toEqual({ bases: all(14_999_999), plsl: 52_500, bctf: 15_000, dwhs: 18_750, totalLevyPayable: 86_250 });
  });
  it('$150,000 gives $862.50', () => {
    expect(on(15_000_000).totalLevyPayable).toBe(86_250);
  });
  it('$10,000,000 gives $57,500.00', () => {
    expect(on(1_000_000_000)).toMatchObject({ plsl: 3_500_000, bctf: 1_000_000, dwhs: 1_250_000, totalLevyPayable: 5_750_000 });
  });
  it('$10,000,000,000,000 (the money maximum) gives $57,500,000,000.00 exactly', () => {
    expect(on(Number(MONEY_MAX_CENTS))).toMatchObject({ plsl: 3_500_000_000_000, bctf: 1_000_000_000_000, dwhs: 1_250_000_000_000, totalLevyPayable: 5_750_000_000_000 });
  });
  it('$0 gives 0', () => {
    expect(on(0).totalLevyPayable).toBe(0);
  });
});

describe('rate sets', () => {
  it('reads percentages exactly and picks the set in force on the start date', () => {
    expect(percentToRate('0.35')).toBe(350_000n);
    expect(percentToRate('0.125')).toBe(125_000n);
    for (const percent of ['0.35', '0.125', '0.1', '1', '12.000005']) expect(rateToPercent(percentToRate(percent))).toBe(percent);
    const sets: RateSet[] = [
      { effectiveFrom: '1900-01-01', rates: { plsl: 1n, bctf: 1n, dwhs: 1n } },
      { effectiveFrom: '2026-07-01', rates: { plsl: 2n, bctf: 2n, dwhs: 2n } },
    ];
    expect(rateSetOn('2026-06-30', sets).rates.plsl).toBe(1n);
    expect(rateSetOn('2026-07-01', sets).rates.plsl).toBe(2n);
    expect(() => rateSetOn('1899-12-31', sets)).toThrow(/No levy rates/);
  });
});

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: Number(MONEY_MAX_CENTS) });
  const costNames = ['feasibilityStudies', 'environmentalImpactStudies', 'ownerBuilderPermitAmount', 'cowCarriedOutOnMineSite', 'resourceOperationalWork', 'governmentExemptCosts', 'npoExemptCosts', 'nseExemptCost', 'cowMinesOwnWorkerOnTheMineSite', 'nseOnROW'];
  const costs = fc.record(Object.fromEntries(costNames.map((name) => [name, cents])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, number>>;

  it('the components always sum to the total, no base goes below 0 and no base exceeds the total', () => {
    fc.assert(
      fc.property(cents, costs, (total, deductions) => {
        const result = on(total, deductions);
        expect(result.totalLevyPayable).toBe(result.plsl + result.bctf + result.dwhs);
        for (const base of Object.values(result.bases)) {
          expect(base).toBeGreaterThanOrEqual(0);
          expect(base).toBeLessThanOrEqual(total);
          expect(Number.isSafeInteger(base)).toBe(true);
        }
        expect(result.bases).toEqual(levyBases(total, deductions));
      }),
      { numRuns: 500 },
    );
  });

  it('each component is its base times its rate, rounded half-up (checked against a BigInt oracle)', () => {
    fc.assert(
      fc.property(cents, (base) => {
        const result = calculateLevy(all(base));
        const exact = (rate: bigint) => Number((BigInt(base) * rate * 2n + 100_000n) / 200_000n);
        expect(result).toMatchObject({ plsl: exact(350n), bctf: exact(100n), dwhs: exact(125n) });
      }),
      { numRuns: 500 },
    );
  });
});
