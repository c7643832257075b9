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
