/**
 * Test support: a form's wording read from the catalog at test time, so code tests never quote
 * it and an analyst's rewording (with the fixtures that pin it) keeps them green.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const formsDir = join(import.meta.dirname, '..', '..', 'forms');

/** The text at a JSON pointer of `forms/<form>/<file>.json`. */
export function catalogText(form: string, file: 'schema' | 'form' | 'ui', pointer: string): string {
  let node: unknown = JSON.parse(readFileSync(join(formsDir, form, `${file}.json`), 'utf8'));
  for (const part of pointer.split('/').slice(1)) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (typeof node !== 'string') throw new Error(`No text at forms/${form}/${file}.json#${pointer}`);
  return node;
}
