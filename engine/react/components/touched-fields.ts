/**
 * Which blurred fields stay "touched" (their errors show) when data from outside the step
 * replaces what it held: a form rule's reset, a lookup's fills, a resumed draft. An answer the
 * step no longer holds as the user left it is not theirs any more, nor is an answer to a question
 * that is now another (a group titled by its question, `ui:options.titleFrom`, whose question
 * changed): a new follow-up question at the old one's path starts quiet, and shows its error once
 * blurred or after a submit attempt, as any new question does. A field whose value and question
 * did not change keeps what it showed (e.g. an empty field beside a lookup's fills).
 */
import { deepEquals, type UiSchema } from '@rjsf/utils';
import { pointerTokens, readPointer } from '../../core/index.ts';

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** The UI schema at a data pointer (array items through `items`). */
function uiAt(uiSchema: UiSchema, pointer: string): UiSchema | undefined {
  let ui: UiSchema | undefined = uiSchema;
  for (const token of pointerTokens(pointer)) ui = (/^\d+$/.test(token) ? ui?.items : ui?.[token]) as UiSchema | undefined;
  return ui;
}

/** The pointer of the value that titles the group holding `pointer` (its question), if the group takes its title from one. */
function questionOf(uiSchema: UiSchema, pointer: string): string | undefined {
  const group = parentOf(pointer);
  const key = (uiAt(uiSchema, group)?.['ui:options'] as { titleFrom?: unknown } | undefined)?.titleFrom;
  return typeof key === 'string' && `${group}/${key}` !== pointer ? `${group}/${key}` : undefined;
}

/**
 * The touched pointers (into the step's data) without those whose value, or whose question,
 * changed from `before` to `after`; the same set when none did.
 */
export function touchedAfterOutsideChange(touched: ReadonlySet<string>, before: unknown, after: unknown, uiSchema: UiSchema = {}): ReadonlySet<string> {
  const same = (pointer: string) => deepEquals(readPointer(before, pointer), readPointer(after, pointer));
  const kept = [...touched].filter((pointer) => {
    if (pointer === '') return true;
    const question = questionOf(uiSchema, pointer);
    return same(pointer) && (question === undefined || same(question));
  });
  return kept.length === touched.size ? touched : new Set(kept);
}
