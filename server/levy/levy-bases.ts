/** The levy bases: the total cost of work less the deductions of levy-deductions.json, never below 0. */
import deductionData from './levy-deductions.json' with { type: 'json' };
import { LEVY_COMPONENTS, type LevyComponent } from './levy-rates.ts';
import type { LevyBases } from './calculate-levy.ts';

/** Payload cost name -> the bases it reduces. */
export type DeductionRules = Record<string, readonly LevyComponent[]>;

export const DEDUCTIONS: DeductionRules = deductionData.deductions as DeductionRules;

for (const [cost, bases] of Object.entries(DEDUCTIONS)) {
  for (const base of bases) if (!LEVY_COMPONENTS.includes(base)) throw new Error(`levy-deductions.json: ${cost} names unknown base '${base}'`);
}

/** Each base in cents: total cost less every deduction that applies to it, floored at 0. */
export function levyBases(totalCents: number, costsCents: Readonly<Record<string, number>>, rules: DeductionRules = DEDUCTIONS): LevyBases {
  const bases: LevyBases = { plsl: totalCents, bctf: totalCents, dwhs: totalCents };
  for (const [cost, reduces] of Object.entries(rules)) {
    const amount = costsCents[cost] ?? 0;
    for (const base of reduces) bases[base] -= amount;
  }
  for (const base of LEVY_COMPONENTS) bases[base] = Math.max(0, bases[base]);
  return bases;
}
