/**
 * Values computed from other fields (a closed set of operations, declared in form.json).
 * An operand is a JSON pointer into the form data, or `context:<pointer>` into the form's
 * context (e.g. `context:/today`), so a derived value can compare data with what the page knows.
 */
import { formatAddress, type AddressParts } from './display-format.ts';
import { daysInMonth, isIsoDate } from './formats.ts';
import { readPointer, writePointer } from './pointer.ts';
import type { DerivedValue } from './types.ts';

/** Prefix of an operand that reads the form's context instead of its data. */
export const CONTEXT_OPERAND = 'context:';

/** Rounds to cents, so 0.1 + 0.2 gives 0.3 and money never shows float noise. */
function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value);

/** A yyyy-MM-dd date moved by whole calendar months, as [year, month 1-12, day]; the year may leave 0000-9999. */
function moveByMonths(date: string, months: number): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const [targetYear, targetMonth] = [Math.floor(monthIndex / 12), (((monthIndex % 12) + 12) % 12) + 1];
  return [targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))];
}

/**
 * A yyyy-MM-dd date moved by whole calendar months; a day past the end of the target month
 * falls on its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = moveByMonths(date, months);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Whether `date` moved by `months` falls before `other`. Compared as numbers, not as text: a date
 * moved past 9999-12-31 (or before 0000-01-01) has no yyyy-MM-dd that sorts where it falls.
 */
function isBefore(date: string, months: number, other: string): boolean {
  const dayOrdinal = ([year, month, day]: [number, number, number]) => (year * 12 + month - 1) * 32 + day;
  return dayOrdinal(moveByMonths(date, months)) < dayOrdinal(moveByMonths(other, 0));
}

type Operation = (values: unknown[], rule: DerivedValue) => unknown;

const numeric = (compute: (values: number[]) => number): Operation => (values) =>
  values.every(isNumber) ? toCents(compute(values as number[])) : undefined;

const operations: Record<DerivedValue['operation'], Operation> = {
  difference: numeric(([first, ...rest]) => rest.reduce((total, value) => total - value, first)),
  sum: numeric((values) => values.reduce((total, value) => total + value, 0)),
  // [a, b]: a (moved by `addMonths`, default 0) falls before b.
  dateBefore: ([first, second], rule) =>
    isDate(first) && isDate(second) ? isBefore(first, rule.addMonths ?? 0, second) : undefined,
  // The texts that are not blank, trimmed and joined; unset when there is none.
  join: (values, rule) => {
    const texts = values.flatMap((value) => (typeof value === 'string' && value.trim() ? [value.trim()] : []));
    return texts.length ? texts.join(rule.separator ?? ' ') : undefined;
  },
  // [address]: an address object as one line, 'line1 line2, suburb state postcode'; unset when empty.
  formatAddress: ([address]) => {
    if (!address || typeof address !== 'object') return undefined;
    const text = formatAddress(address as AddressParts);
    return text === '-' ? undefined : text;
  },
};

function readOperand(data: unknown, context: unknown, operand: string): unknown {
  return operand.startsWith(CONTEXT_OPERAND) ? readPointer(context, operand.slice(CONTEXT_OPERAND.length)) : readPointer(data, operand);
}

/**
 * Applies each derived value in order. A derived field is left unset while any operand is
 * missing or of the wrong kind, so a half-filled form shows no misleading result.
 */
export function applyDerived<T>(data: T, derived: readonly DerivedValue[] | undefined, context?: unknown): T {
  let next = data;
  for (const rule of derived ?? []) {
    const value = operations[rule.operation](rule.operands.map((operand) => readOperand(next, context, operand)), rule);
    if (readPointer(next, rule.field) !== value) next = writePointer(next, rule.field, value);
  }
  return next;
}
