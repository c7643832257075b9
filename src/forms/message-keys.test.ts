import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostMessageKeys } from '../../engine/core/host.ts';
import { portal } from '../../generated/portal.gen.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

describe('form messages the hosts read', () => {
  it('are all in the linted list of host message keys (so a form can name them and the linter knows them)', () => {
    const read = new Set<string>();
    for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'engine', 'react'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?<![\w./-])(?:m|messages)\??\.([a-z][a-zA-Z]*)\b/g)) read.add(match[1]);
    }
    // A module path such as './form-messages.ts' is no read (the lookbehind).
    // Portal-wide messages (generated/portal.gen.ts, the Finances area's too) are not a form's, and array methods are no keys (lazy modules' exports are capitalised).
    for (const other of [...Object.keys(portal.messages), ...Object.keys(portal.finances.messages), 'push', 'length', 'map']) read.delete(other);
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((key) => !hostMessageKeys.includes(key as never))).toEqual([]);
  });
});
