import type { FormFiles, StudioFixture } from '../studio-api.ts';

/** The editable files of a form: its four definition files and one entry per fixture. */
export type FileKey = 'form' | 'schema' | 'ui' | 'machine' | `fixtures/${string}`;

export const DEFINITION_FILES = ['form', 'schema', 'ui', 'machine'] as const;

export const fixtureKey = (name: string): FileKey => `fixtures/${name}`;

/**
 * Which file a check names and the pointer inside it: `schema.json` (or `schema`,
 * `forms/<id>/schema.json`), `fixtures/<name>.json`, or `fixtures` with the name as the
 * pointer's first segment.
 */
export function locateCheck(file: string, pointer: string): { key: FileKey; pointer: string } | undefined {
  const trimmed = file.replace(/^forms\/[^/]+\//, '').replace(/\.json$/, '');
  if ((DEFINITION_FILES as readonly string[]).includes(trimmed)) return { key: trimmed as FileKey, pointer };
  if (trimmed.startsWith('fixtures/')) return { key: trimmed as FileKey, pointer };
  if (trimmed === 'fixtures') {
    const [, name = '', ...rest] = pointer.split('/');
    return name ? { key: fixtureKey(name), pointer: rest.length ? `/${rest.join('/')}` : '' } : undefined;
  }
  return undefined;
}

export const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file as text, as the editors show it. */
export function filesToTexts(files: FormFiles): Record<FileKey, string> {
  const texts: Record<string, string> = {};
  for (const key of DEFINITION_FILES) texts[key] = formatJson(files[key]);
  for (const [name, fixture] of Object.entries(files.fixtures)) texts[fixtureKey(name)] = formatJson(fixture);
  return texts as Record<FileKey, string>;
}

/** The files with one file's parsed content replaced. */
export function withFile(files: FormFiles, key: FileKey, value: unknown): FormFiles {
  if (key.startsWith('fixtures/')) return { ...files, fixtures: { ...files.fixtures, [key.slice('fixtures/'.length)]: value as StudioFixture } };
  return { ...files, [key]: value };
}

/** Parses a file's text; undefined while it is not JSON (the analyst is mid-edit). */
export function parseFile(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
