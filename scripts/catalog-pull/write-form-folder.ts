import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalJson } from '../../server/studio/content-hash.ts';

/** Writes the folder's files; returns the paths written or removed, relative to forms/. */
export function writeFormFolder(formsDir: string, formId: string, folder: Record<string, unknown>): string[] {
  const dir = join(formsDir, formId);
  const touched: string[] = [];
  for (const [name, content] of Object.entries(folder)) {
    const file = join(dir, name);
    const same = existsSync(file) && canonicalJson(JSON.parse(readFileSync(file, 'utf8'))) === canonicalJson(content);
    if (same) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
    touched.push(`${formId}/${name}`);
  }
  const fixturesDir = join(dir, 'fixtures');
  for (const name of existsSync(fixturesDir) ? readdirSync(fixturesDir) : []) {
    if (name.endsWith('.json') && !(`fixtures/${name}` in folder)) {
      rmSync(join(fixturesDir, name));
      touched.push(`${formId}/fixtures/${name} (removed)`);
    }
  }
  return touched;
}

