/**
 * Which blurred fields stay "touched" (their errors show) when data from outside the step
 * replaces what it held: a form rule's reset, a lookup's fills, a resumed draft. An answer the
 * step no longer holds as the user left it is not theirs any more: a question that follows a
 * changed answer (e.g. a new follow-up question at the path of the old one, its answer reset)
 * starts quiet, and shows its error once blurred or after a submit attempt, as any new question
 * does. A field whose value did not change keeps what it showed.
 */
import { deepEquals } from '@rjsf/utils';
import { readPointer } from '../../core/index.ts';

/** The touched pointers (into the step's data) without those whose value changed from `before` to `after`; the same set when none did. */
export function touchedAfterOutsideChange(touched: ReadonlySet<string>, before: unknown, after: unknown): ReadonlySet<string> {
  const kept = [...touched].filter((pointer) => pointer === '' || deepEquals(readPointer(before, pointer), readPointer(after, pointer)));
  return kept.length === touched.size ? touched : new Set(kept);
}
