import { describe, expect, it } from 'vitest';
import { startUpOrder, startUpScript } from './vite-start-up-in-tasks.ts';

describe('startUpOrder', () => {
  it('puts each chunk after the chunks it imports, each once, and the entry last', () => {
    const imports: Record<string, string[]> = { 'index.js': ['ui.js', 'framework.js', 'runtime.js'], 'ui.js': ['framework.js', 'runtime.js'], 'framework.js': ['runtime.js'] };
    expect(startUpOrder('index.js', (file) => imports[file] ?? [])).toEqual(['runtime.js', 'framework.js', 'ui.js', 'index.js']);
  });

  it('ends on chunks that import each other', () => {
    const imports: Record<string, string[]> = { 'index.js': ['a.js'], 'a.js': ['b.js'], 'b.js': ['a.js'] };
    expect(startUpOrder('index.js', (file) => imports[file] ?? [])).toEqual(['b.js', 'a.js', 'index.js']);
  });
});

describe('startUpScript', () => {
  it('imports each chunk in turn, the next once the one before has run and in a task of its own', async () => {
    const events: string[] = [];
    const body = startUpScript(['/a.js', '/b.js']).replace(/await import\(url\)/, 'await load(url)');
    let tasks = 0;
    const load = async (url: string) => void events.push(`${url} in task ${tasks}`);
    const setTimeout = (resolve: () => void) => globalThis.setTimeout(() => ((tasks += 1), resolve()), 0);
    await new Function('load', 'setTimeout', 'reportError', `return (async () => { ${body.replace('(async()=>', 'await (async()=>')} })()`)(load, setTimeout, (error: unknown) => events.push(String(error)));
    expect(events).toEqual(['/a.js in task 0', '/b.js in task 1']);
  });
});
