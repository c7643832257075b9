/**
 * Which blurred fields stay "touched" (their errors show) when data from outside the step
 * replaces what it held: a form rule's reset, a lookup's fills, a resumed draft. An answer the
 * step no longer holds as the user left it is not theirs any more: a question that follows a
 * changed answer (e.g. a new follow-up question at the path of the old one) starts quiet, and
 * shows its error once blurred or after a submit attempt, as any new question does.
 */
import { deepEquals } from '@rjsf/utils';
import { readPointer } from '../../core/index.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/**
 * The touched pointers (into the step's data) without those whose value changed from `before`
 * to `after`, or that are empty now in a group that changed around them. The same set when
 * nothing is dropped.
 */
export function touchedAfterOutsideChange(touched: ReadonlySet<string>, before: unknown, after: unknown): ReadonlySet<string> {
  const kept = [...touched].filter((pointer) => {
    if (pointer === '') return true;
    const now = readPointer(after, pointer);
    if (!deepEquals(readPointer(before, pointer), now)) return false;
    const parent = parentOf(pointer);
    return !(parent !== '' && isEmpty(now) && !deepEquals(readPointer(before, parent), readPointer(after, parent)));
  });
  return kept.length === touched.size ? touched : new Set(kept);
}
