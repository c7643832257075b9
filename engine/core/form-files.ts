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

/** A fixture's name as the Studio takes it (its file name without `.json`): the API's schema. */
export const FIXTURE_NAME_SCHEMA = { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]*$', maxLength: 100 } as const;
const FIXTURE_NAME = new RegExp(FIXTURE_NAME_SCHEMA.pattern);

export const FIXTURE_EXISTS = 'The form already has a fixture by that name.';
export const FIXTURE_NAME_TOO_LONG = `A fixture's name has at most ${FIXTURE_NAME_SCHEMA.maxLength} characters.`;
export const FIXTURE_NAME_CHARACTERS = "A fixture's name has lower-case letters, digits, '.', '_' and '-', and starts with a letter or digit.";

/** What is wrong with `name` for a new fixture of a form holding `taken`, or undefined when nothing is. */
export function fixtureNameProblem(name: string, taken: readonly string[]): string | undefined {
  if (name.length > FIXTURE_NAME_SCHEMA.maxLength) return FIXTURE_NAME_TOO_LONG;
  if (!FIXTURE_NAME.test(name)) return FIXTURE_NAME_CHARACTERS;
  if (taken.includes(name)) return FIXTURE_EXISTS;
  return undefined;
}
