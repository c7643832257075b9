/**
 * String formats of the catalog, as Ajv format definitions. Precompiled validators reference
 * this module by name (see `ajv-options.ts`), so it must stay importable by Node and the browser
 * and must not compile anything at run time.
 */

/** Removes the formatting people type into phone numbers: spaces, hyphens, brackets, dots. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

const mobile = /^(?:\+61|61|0)?4\d{8}$/;
const landline = /^0?[2378]\d{8}$/;
const premium = /^1[38]00\d{6}$/;
const thirteen = /^13\d{4}$/;

/** Australian mobile, landline, 1300/1800 or 13 number, after removing formatting (spec 1 s5). */
export function isAustralianPhone(value: string): boolean {
  const digits = normalisePhone(value);
  return mobile.test(digits) || landline.test(digits) || premium.test(digits) || thirteen.test(digits);
}

const abnWeights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** 11 digits after removing whitespace, with the Australian Business Register's checksum. */
export function isAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = abnWeights.reduce((total, weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}

/** Days in a month (1-12) of a Gregorian year, by arithmetic: `Date` reads years 0-99 as 1900-1999. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date written yyyy-MM-dd (the wire format of every date), any year 0000-9999. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email address, ignoring surrounding white space. */
export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Six digits separated by a hyphen, e.g. 123-456. */
export function isBsb(value: string): boolean {
  return /^\d{3}-\d{3}$/.test(value);
}

/** 1 to 9 digits; spaces allowed between them. */
export function isAccountNumber(value: string): boolean {
  return /^[\d ]+$/.test(value) && /^\d{1,9}$/.test(value.replace(/ /g, ''));
}

/** Removes the spaces and hyphens people type between a card number's groups of digits. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A payment card number: 12 to 19 digits (spaces and hyphens ignored) passing the Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function compareIsoDates(left: string, right: string): number | undefined {
  if (!isIsoDate(left) || !isIsoDate(right)) return undefined;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Ajv format definitions by name; `ajv-options.ts` registers them and points generated code here. */
export const formats = {
  'au-phone': { type: 'string', validate: isAustralianPhone },
  abn: { type: 'string', validate: isAbn },
  // `compare` serves formatMinimum and friends; yyyy-MM-dd orders as text. A text that is not a
  // date has no place in a range (undefined passes the limit), so it is told only that it is not a date.
  date: { type: 'string', validate: isIsoDate, compare: compareIsoDates },
  email: { type: 'string', validate: isEmail },
  bsb: { type: 'string', validate: isBsb },
  'account-number': { type: 'string', validate: isAccountNumber },
  'card-number': { type: 'string', validate: isCardNumber },
  uuid: { type: 'string', validate: (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) },
} as const;

export type FormatName = keyof typeof formats;
