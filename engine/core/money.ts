/** Dollars <-> integer cents: money on the wire and in payload mappings, integer cents inside the server. */

export type MoneyProblem = 'type' | 'minimum' | 'maximum';

/** The money bounds of spec 3 section 5.3, in cents: 0 to $10,000,000,000,000. */
export const MONEY_MIN_CENTS = 0n;
export const MONEY_MAX_CENTS = 1_000_000_000_000_000n;

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Parses dollars (a number, or text whose commas are stripped) to integer cents, rounding a
 * third decimal and beyond half-up. Returns the problem instead when it is not an amount or is
 * out of bounds. Works on the decimal text, so no binary fraction leaks into the cents.
 */
export function parseDollarsToCents(value: unknown): { cents: number } | { problem: MoneyProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'type' };
    // Far beyond the bound, where toFixed would answer in exponent form too.
    if (Math.abs(value) >= 1e16) return { problem: value < 0 ? 'minimum' : 'maximum' };
    text = String(value);
    if (/e/i.test(text)) text = value.toFixed(20);
  } else if (typeof value === 'string') text = value.replace(/,/g, '').trim();
  else return { problem: 'type' };
  const match = DECIMAL.exec(text);
  if (!match) return { problem: 'type' };
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  if (sign === '-' && cents !== 0n) return { problem: 'minimum' };
  if (cents > MONEY_MAX_CENTS) return { problem: 'maximum' };
  return { cents: Number(cents) };
}

/** Integer cents as dollars for the wire (e.g. 86250 -> 862.5, shown by clients as $862.50). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
