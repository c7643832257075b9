/**
 * Context a form selects by its own data: an item of a context list chosen by a data value (e.g.
 * the lookup record of the description of work the user picked). Each selection may fill data
 * fields from the chosen item and lock them while an item is chosen (e.g. the type of work that a
 * description of work implies). Selections run in order, so one may depend on an earlier one.
 */
import { readPointer, unsetPointer, writePointer } from './pointer.ts';
import type { ContextSelection, FormManifest } from './types.ts';

const CONTEXT_PREFIX = 'context:';

function valueOf(source: string, data: unknown, context: unknown): unknown {
  return source.startsWith(CONTEXT_PREFIX) ? readPointer(context, source.slice(CONTEXT_PREFIX.length)) : readPointer(data, source);
}

/** The context with each selection's chosen item under its name (absent when nothing matches). */
export function selectContext(selections: readonly ContextSelection[] | undefined, data: unknown, context: Record<string, unknown>): Record<string, unknown> {
  if (!selections?.length) return context;
  let next = context;
  for (const selection of selections) {
    const list = readPointer(next, selection.from);
    const wanted = valueOf(selection.value, data, next);
    const item = Array.isArray(list) && wanted !== undefined && wanted !== null && wanted !== '' ? list.find((entry) => (entry as Record<string, unknown>)?.[selection.match] === wanted) : undefined;
    if (next[selection.name] !== item) next = { ...next, [selection.name]: item };
  }
  return next;
}

/**
 * The data fields the selections fill now, by data pointer, with their values: each `fills`
 * entry of a selection whose item is chosen and holds that key.
 */
export function selectedFills(selections: readonly ContextSelection[] | undefined, context: Record<string, unknown>): Record<string, unknown> {
  const fills: Record<string, unknown> = {};
  for (const selection of selections ?? []) {
    const item = context[selection.name] as Record<string, unknown> | undefined;
    if (!item) continue;
    for (const [pointer, key] of Object.entries(selection.fills ?? {})) if (item[key] !== undefined && item[key] !== null) fills[pointer] = item[key];
  }
  return fills;
}

const same = (left: unknown, right: unknown): boolean => left === right || JSON.stringify(left) === JSON.stringify(right);

/**
 * The data with the fills a choice no longer implies withdrawn: each pointer `before` filled that
 * `now` does not fill is unset while it still holds the filled value (e.g. the type of work the
 * previous description of work implied, once a description implying none is chosen). A value the
 * user has since entered there is theirs and stays.
 */
export function withdrawFills<T>(data: T, before: Readonly<Record<string, unknown>>, now: Readonly<Record<string, unknown>>): T {
  let next = data;
  for (const [pointer, value] of Object.entries(before)) if (!(pointer in now) && same(readPointer(next, pointer), value)) next = unsetPointer(next, pointer);
  return next;
}

/** The data with each `copyFromContext` target set to its context value (a missing source unsets it). */
export function copyContextValues<T>(data: T, context: unknown, fields: Readonly<Record<string, string>> | undefined): T {
  let next = data;
  for (const [target, source] of Object.entries(fields ?? {})) {
    const value = readPointer(context, source);
    if (!same(readPointer(next, target), value)) next = writePointer(next, target, value);
  }
  return next;
}

/**
 * The data and context a form opens with: the selections whose list the context holds choose
 * their items from the opening data (e.g. a resumed draft's description of work), and what the
 * chosen items imply — `copyFromContext` values (its dynamic questions and their required flags)
 * and the selections' fills — is in the data from the first state, before any host runs. The
 * server opens a submitted form's data the same way, with the lookups it loaded itself.
 */
export function openingSelections<T>(manifest: Pick<FormManifest, 'contextSelections' | 'copyFromContext'>, data: T, context: Record<string, unknown>): { data: T; context: Record<string, unknown> } {
  const selections = (manifest.contextSelections ?? []).filter((selection) => Array.isArray(readPointer(context, selection.from)));
  let selected = selectContext(selections, data, context);
  if (selected === context) return { data, context };
  let next = data;
  // A selection by a field another one fills chooses by the filled value, as the page does once
  // the fill is in the data: select, copy and fill again until the data holds still.
  for (let pass = 0; pass <= selections.length; pass += 1) {
    let filled = copyContextValues(next, selected, manifest.copyFromContext);
    for (const [pointer, value] of Object.entries(selectedFills(selections, selected))) if (!same(readPointer(filled, pointer), value)) filled = writePointer(filled, pointer, value);
    if (filled === next) break;
    next = filled;
    selected = selectContext(selections, next, selected);
  }
  return { data: next, context: selected };
}
