import { filesFieldPointers, fitsFormMachine, readPointer, writePointer } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { TAB_SESSION_PREFIX } from '../app/tab-session.ts';

/**
 * What a user has entered in a form, kept in the tab's session until it is sent, so a refresh
 * loses nothing. Chosen files are not kept (a page load keeps no File): their field starts empty.
 */
const PREFIX = `${TAB_SESSION_PREFIX}entered:`;

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The key of a user's entries in a form on one page (the path names the project a change form changes). */
export function keptEntriesKey(form: CompiledForm, userId: string, path: string): string {
  return `${PREFIX}${form.manifest.id}@${form.manifest.version}:${userId}:${path}`;
}

export function readKeptEntries(key: string): Record<string, unknown> | undefined {
  try {
    const text = storage()?.getItem(key);
    const data: unknown = text ? JSON.parse(text) : undefined;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the data without its chosen files' descriptions. */
export function writeKeptEntries(key: string, form: CompiledForm, data: Record<string, unknown>): void {
  const kept = filesFieldPointers(form.uiSchema).reduce((next, pointer) => (readPointer(next, pointer) === undefined ? next : writePointer(next, pointer, undefined)), data);
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    /* storage full or unavailable: the form still works, a refresh loses it */
  }
}

export function forgetKeptEntries(key: string): void {
  storage()?.removeItem(key);
}

/**
 * A wizard's machine as the user left it (its persisted snapshot: step, answers, step statuses),
 * kept like entries, so a refresh resumes at the same step. One that no longer fits the form's
 * machine (the form changed meanwhile) is dropped: the wizard starts afresh.
 */
export function readKeptSnapshot(key: string, form: CompiledForm): Record<string, unknown> | undefined {
  const snapshot = readKeptEntries(key);
  if (!snapshot) return undefined;
  if (fitsFormMachine(form, snapshot)) return snapshot;
  forgetKeptEntries(key);
  return undefined;
}

export function writeKeptSnapshot(key: string, snapshot: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(snapshot));
  } catch {
    /* storage full or unavailable: the wizard still works, a refresh loses it */
  }
}
