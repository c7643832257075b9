/**
 * Context a form selects by its own data: an item of a context list chosen by a data value (e.g.
 * the lookup record of the description of work the user picked). Each selection may fill data
 * fields from the chosen item and lock them while an item is chosen (e.g. the type of work that a
 * description of work implies). Selections run in order, so one may depend on an earlier one.
 */
import { readPointer } from './pointer.ts';
import type { ContextSelection } from './types.ts';

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
