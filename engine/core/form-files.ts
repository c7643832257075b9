import type { Fixture } from './fixtures.ts';
import type { JSONSchema7 } from './json-schema.ts';
import type { FormManifest } from './types.ts';

/**
 * One form definition as the Forms Studio edits, checks and publishes it: the contents of its
 * catalog folder (form.json, schema.json, ui.json, machine.json and fixtures/<name>.json).
 */
export interface FormFiles {
  form: FormManifest;
  schema: JSONSchema7;
  ui: Record<string, unknown>;
  machine: Record<string, unknown>;
  /** Fixtures by name, the file name without `.json`. */
  fixtures: Record<string, Fixture>;
}

/** The catalog file a part of FormFiles is stored in, e.g. `fixtures/valid.json`. */
export function catalogFileName(part: 'form' | 'schema' | 'ui' | 'machine'): string;
export function catalogFileName(part: 'fixtures', name: string): string;
export function catalogFileName(part: keyof FormFiles, name?: string): string {
  return part === 'fixtures' ? `fixtures/${name}.json` : `${part}.json`;
}
