/** Values computed from other fields (a closed set of operations, declared in form.json). */
import { readPointer, writePointer } from './pointer.ts';
import type { DerivedValue } from './types.ts';

const operations: Record<DerivedValue['operation'], (values: number[]) => number> = {
  difference: ([first, ...rest]) => rest.reduce((total, value) => total - value, first),
  sum: (values) => values.reduce((total, value) => total + value, 0),
};

/** Rounds to cents, so 0.1 + 0.2 gives 0.3 and money never shows float noise. */
function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Applies each derived value in order. A derived field is left unset while any operand is not
 * a number, so a half-filled form shows no misleading result.
 */
export function applyDerived<T>(data: T, derived: readonly DerivedValue[] | undefined): T {
  let next = data;
  for (const rule of derived ?? []) {
    const operands = rule.operands.map((pointer) => readPointer(next, pointer));
    const ready = operands.every((value) => typeof value === 'number' && Number.isFinite(value));
    const value = ready ? toCents(operations[rule.operation](operands as number[])) : undefined;
    if (readPointer(next, rule.field) !== value) next = writePointer(next, rule.field, value);
  }
  return next;
}
