/** Copies values from the form's context (e.g. the project) into its data before editing. */
import { readPointer, writePointer } from './pointer.ts';
import type { FormManifest } from './types.ts';

/** Data with every `prefill` target set from the context; the context always wins. */
export function applyPrefill<T>(manifest: FormManifest, context: unknown, data: T): T {
  let next = data;
  for (const [target, source] of Object.entries(manifest.prefill ?? {})) {
    const value = readPointer(context, source);
    if (value !== undefined) next = writePointer(next, target, value);
  }
  return next;
}

/**
 * Data with each `initialValues` target the data does not hold yet set from the context, so a
 * form opens on the saved record. A missing or null source leaves the field unset.
 */
export function applyInitialValues<T>(manifest: FormManifest, context: unknown, data: T): T {
  let next = data;
  for (const [target, source] of Object.entries(manifest.initialValues ?? {})) {
    const value = readPointer(context, source);
    if (value !== undefined && value !== null && readPointer(next, target) === undefined) next = writePointer(next, target, value);
  }
  return next;
}

/** The data a form opens with: the initial values from the context, then the prefill. */
export function openingData<T>(manifest: FormManifest, context: unknown, data: T): T {
  return applyPrefill(manifest, context, applyInitialValues(manifest, context, data));
}
