import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFormFolder } from './write-form-folder.ts';

describe('writeFormFolder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes changed files, keeps unchanged ones as formatted, and removes fixtures no longer published', () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-pull-'));
    mkdirSync(join(dir, 'a-form', 'fixtures'), { recursive: true });
    writeFileSync(join(dir, 'a-form', 'ui.json'), '{ "b": 1, "a": [1, 2] }\n');
    writeFileSync(join(dir, 'a-form', 'fixtures', 'old.json'), '{}\n');
    const touched = writeFormFolder(dir, 'a-form', { 'ui.json': { a: [1, 2], b: 1 }, 'form.json': { id: 'a-form' }, 'fixtures/new.json': { description: 'x' } });
    expect(touched.sort()).toEqual(['a-form/fixtures/new.json', 'a-form/fixtures/old.json (removed)', 'a-form/form.json']);
    expect(readFileSync(join(dir, 'a-form', 'ui.json'), 'utf8')).toBe('{ "b": 1, "a": [1, 2] }\n');
    expect(JSON.parse(readFileSync(join(dir, 'a-form', 'form.json'), 'utf8'))).toEqual({ id: 'a-form' });
    expect(readdirSync(join(dir, 'a-form', 'fixtures'))).toEqual(['new.json']);
  });
});
