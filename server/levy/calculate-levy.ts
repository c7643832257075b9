/** Levy rates as parts per 100,000 (0.35 %, 0.1 %, 0.125 %). */
export const LEVY_RATES = { plsl: 350n, bctf: 100n, dwhs: 125n } as const;

export interface LevyAmounts {
  plsl: number;
  bctf: number;
  dwhs: number;
  totalLevyPayable: number;
}

/** Rounds `cents * rate / 100000` half-up to the cent; BigInt because cents * rate can pass 2^53. */
function component(baseCents: number, rate: bigint): number {
  if (baseCents <= 0) return 0;
  return Number((BigInt(baseCents) * rate + 50_000n) / 100_000n);
}

/** The three levies and their total, in cents, from each component's base in cents. */
export function calculateLevy(bases: { plsl: number; bctf: number; dwhs: number }): LevyAmounts {
  const plsl = component(bases.plsl, LEVY_RATES.plsl);
  const bctf = component(bases.bctf, LEVY_RATES.bctf);
  const dwhs = component(bases.dwhs, LEVY_RATES.dwhs);
  return { plsl, bctf, dwhs, totalLevyPayable: plsl + bctf + dwhs };
}
