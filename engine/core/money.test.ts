import { describe, expect, it } from 'vitest';
import { centsToDollars, parseDollarsToCents } from './money.ts';

describe('parseDollarsToCents', () => {
  it('reads numbers and text with commas exactly', () => {
    expect(parseDollarsToCents(150000)).toEqual({ cents: 15_000_000 });
    expect(parseDollarsToCents('150,000.00')).toEqual({ cents: 15_000_000 });
    expect(parseDollarsToCents(149999.99)).toEqual({ cents: 14_999_999 });
    expect(parseDollarsToCents('10,000,000,000,000')).toEqual({ cents: 1_000_000_000_000_000 });
    expect(parseDollarsToCents(0)).toEqual({ cents: 0 });
  });
  it('rounds beyond the cent half-up on the decimal text', () => {
    expect(parseDollarsToCents(1.005)).toEqual({ cents: 101 });
    expect(parseDollarsToCents('1.004')).toEqual({ cents: 100 });
    expect(parseDollarsToCents(1e-7)).toEqual({ cents: 0 });
  });
  it('names the problem with bad or out-of-range amounts', () => {
    expect(parseDollarsToCents(-0.01)).toEqual({ problem: 'minimum' });
    expect(parseDollarsToCents('10,000,000,000,000.01')).toEqual({ problem: 'maximum' });
    expect(parseDollarsToCents(1e21)).toEqual({ problem: 'maximum' });
    for (const bad of ['abc', '1.2.3', '', true, null, {}, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseDollarsToCents(bad)).toEqual({ problem: 'type' });
  });
  it('writes cents as dollars', () => {
    expect(centsToDollars(86_250)).toBe(862.5);
    expect(centsToDollars(1_000_000_000_000_000)).toBe(10_000_000_000_000);
  });
});
