/**
 * An analyst's rewording of a form must keep `npm test` green without touching code: no code test
 * may quote a form's wording (messages, loading and success texts). Engine, host and server tests
 * use test-only forms, or read the text from the catalog at test time; a form's own wording is
 * pinned by its fixtures only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every string under a key that names a message, in forms/<id>/schema.json and form.json and forms/portal.json. */
export function catalogWording(formsDir = join(root, 'forms')): Set<string> {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 16 && /[a-z] [a-z]/i.test(value)) found.add(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const pick = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) if (/message/i.test(key)) collect(value);
    else pick(value);
  };
  pick(JSON.parse(readFileSync(join(formsDir, 'portal.json'), 'utf8')));
  for (const name of readdirSync(formsDir)) {
    const dir = join(formsDir, name);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of ['schema.json', 'form.json']) pick(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return found;
}

/** Code tests: *.test.ts(x) outside forms/ and generated/, and the end-to-end specs. */
function codeTests(dir = root): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'forms', 'generated', 'dist', '.git', 'test-results', 'test-reports', 'data', 'bench'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...codeTests(path));
    else if (/\.(test|spec)\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

describe('code tests quote no catalog wording', () => {
  it('finds the wording it looks for (the check can fail)', () => {
    const wording = catalogWording();
    expect(wording.size).toBeGreaterThan(20);
    const portal = JSON.parse(readFileSync(join(root, 'forms', 'portal.json'), 'utf8')) as { messages: Record<string, string> };
    expect(wording.has(portal.messages.notAuthorisedProject)).toBe(true);
  });

  it('no code test holds a form message', () => {
    const wording = [...catalogWording()];
    const quoted = codeTests()
      .filter((file) => !file.endsWith('wording.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return wording.filter((message) => text.includes(message)).map((message) => `${relative(root, file)}: ${message}`);
      });
    expect(quoted).toEqual([]);
  });
});
