/** The levy rate sets of levy-rates.json and the one in force on a date. */
import rateData from './levy-rates.json' with { type: 'json' };

export type LevyComponent = 'plsl' | 'bctf' | 'dwhs';
export const LEVY_COMPONENTS: readonly LevyComponent[] = ['plsl', 'bctf', 'dwhs'];

/** Rates as parts per RATE_SCALE of the base: 0.35 % = 350,000 parts per 100,000,000. */
export const RATE_SCALE = 100_000_000n;
export type LevyRates = Record<LevyComponent, bigint>;

export interface RateSet {
  effectiveFrom: string;
  rates: LevyRates;
}

/** '0.35' (per cent, up to six decimals) as parts per RATE_SCALE, exactly. */
export function percentToRate(percent: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(percent);
  if (!match) throw new Error(`levy-rates.json: bad percentage '${percent}'`);
  return BigInt(match[1]) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** A rate as the per cent it was written as, e.g. '0.35' (the inverse of percentToRate). */
export function rateToPercent(rate: bigint): string {
  const whole = rate / 1_000_000n;
  const fraction = (rate % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The rate sets, oldest first. */
export const RATE_SETS: readonly RateSet[] = rateData.rateSets
  .map((set) => ({
    effectiveFrom: set.effectiveFrom,
    rates: Object.fromEntries(LEVY_COMPONENTS.map((name) => [name, percentToRate(set.percent[name])])) as LevyRates,
  }))
  .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));

/** The first day any rate set is in force; an earlier start date has no levy to calculate. */
export const FIRST_RATE_DATE = RATE_SETS[0].effectiveFrom;

/** Refusal of a start date before FIRST_RATE_DATE, with that date as dd/MM/yyyy. */
export const BEFORE_FIRST_RATE_MESSAGE = rateData.beforeFirstRateSetMessage.replace('{date}', FIRST_RATE_DATE.split('-').reverse().join('/'));

/** The rate set in force on a yyyy-MM-dd date: the latest that took effect on or before it. */
export function rateSetOn(date: string, sets: readonly RateSet[] = RATE_SETS): RateSet {
  const found = sets.filter((set) => set.effectiveFrom <= date).at(-1);
  if (!found) throw new Error(`No levy rates in force on ${date}`);
  return found;
}
