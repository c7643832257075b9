/** The levy calculator: costs in cents and a start date -> bases, levies and total, in cents. */
import { calculateLevy, type LevyAmounts, type LevyBases } from './calculate-levy.ts';
import { levyBases } from './levy-bases.ts';
import { rateSetOn } from './levy-rates.ts';

export interface LevyInput {
  /** yyyy-MM-dd; picks the rate set in force. */
  startDate: string;
  totalCostOfWork: number;
  /** Deductible costs by payload name (see levy-deductions.json), in cents. */
  costs: Record<string, number>;
}

export type LevyResult = { bases: LevyBases } & LevyAmounts;

export function calculateLevyFor(input: LevyInput): LevyResult {
  const bases = levyBases(input.totalCostOfWork, input.costs);
  return { bases, ...calculateLevy(bases, rateSetOn(input.startDate).rates) };
}
