import { describe, expect, it } from 'vitest';
import { levyBases } from './levy-bases.ts';

const total = 100_000_000; // $1,000,000.00

describe('levyBases (levy-deductions.json)', () => {
  it.each([
    ['feasibilityStudies', { plsl: 90_000_000, bctf: 90_000_000, dwhs: 90_000_000 }],
    ['environmentalImpactStudies', { plsl: 90_000_000, bctf: 90_000_000, dwhs: 90_000_000 }],
    ['ownerBuilderPermitAmount', { plsl: 90_000_000, bctf: 90_000_000, dwhs: 90_000_000 }],
    ['cowCarriedOutOnMineSite', { plsl: total, bctf: total, dwhs: 90_000_000 }],
    ['resourceOperationalWork', { plsl: 90_000_000, bctf: 90_000_000, dwhs: total }],
    ['governmentExemptCosts', { plsl: 90_000_000, bctf: total, dwhs: total }],
    ['npoExemptCosts', { plsl: 90_000_000, bctf: total, dwhs: total }],
    ['nseExemptCost', { plsl: 90_000_000, bctf: total, dwhs: total }],
    ['cowMinesOwnWorkerOnTheMineSite', { plsl: 90_000_000, bctf: total, dwhs: total }],
    ['nseOnROW', { plsl: 90_000_000, bctf: total, dwhs: total }],
  ])('%s reduces its bases only', (cost, expected) => {
    expect(levyBases(total, { [cost]: 10_000_000 })).toEqual(expected);
  });

  it('never lets a base go below 0', () => {
    expect(levyBases(total, { cowCarriedOutOnMineSite: 2 * total, nseExemptCost: total, npoExemptCosts: 1 })).toEqual({ plsl: 0, bctf: total, dwhs: 0 });
  });

  it('an owner-builder permit amount equal to the total leaves nothing to levy', () => {
    expect(levyBases(total, { ownerBuilderPermitAmount: total })).toEqual({ plsl: 0, bctf: 0, dwhs: 0 });
  });

  it('ignores costs that deduct from nothing', () => {
    expect(levyBases(total, { somethingElse: total })).toEqual({ plsl: total, bctf: total, dwhs: total });
  });
});
