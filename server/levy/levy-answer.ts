import type { LevyResult } from './levy-calculator.ts';
import { centsToDollars } from '../../engine/core/money.ts';

/** The levy calculator's answer (spec 3 section 3.5): the bases, the three levies and their total, in dollars. */
export function levyAnswer(result: LevyResult) {
  return {
    plslCoW: centsToDollars(result.bases.plsl),
    bctfCoW: centsToDollars(result.bases.bctf),
    dwhsCoW: centsToDollars(result.bases.dwhs),
    plsl: centsToDollars(result.plsl),
    bctf: centsToDollars(result.bctf),
    dwhs: centsToDollars(result.dwhs),
    totalLevyPayable: centsToDollars(result.totalLevyPayable),
  };
}
