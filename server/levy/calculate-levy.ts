/** The three levies from their bases: integer cents, each rounded half-up, total = sum (DESIGN.md s4). */
import { RATE_SCALE, RATE_SETS, type LevyRates } from './levy-rates.ts';

/** The rates in force today (the latest set of levy-rates.json), as parts per RATE_SCALE. */
export const LEVY_RATES: LevyRates = RATE_SETS[RATE_SETS.length - 1].rates;

export interface LevyAmounts {
  plsl: number;
  bctf: number;
  dwhs: number;
  totalLevyPayable: number;
}

export interface LevyBases {
  plsl: number;
  bctf: number;
  dwhs: number;
}

/** Rounds `cents * rate / RATE_SCALE` half-up to the cent; BigInt because cents * rate passes 2^53. */
function component(baseCents: number, rate: bigint): number {
  if (baseCents <= 0) return 0;
  return Number((BigInt(baseCents) * rate + RATE_SCALE / 2n) / RATE_SCALE);
}

/** The three levies and their total, in cents, from each component's base in cents. */
export function calculateLevy(bases: LevyBases, rates: LevyRates = LEVY_RATES): LevyAmounts {
  const plsl = component(bases.plsl, rates.plsl);
  const bctf = component(bases.bctf, rates.bctf);
  const dwhs = component(bases.dwhs, rates.dwhs);
  return { plsl, bctf, dwhs, totalLevyPayable: plsl + bctf + dwhs };
}
