import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { BUILDS_GLOBAL_STYLES, chakraStylesheet, withStylesheet } from './vite-chakra-stylesheet.ts';

const plugin = chakraStylesheet(() => ':root{--a:1}');
const systemModule = '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';

function transform(code: string, id: string): { result?: { code: string }; error?: string } {
  let error: string | undefined;
  const context = { error: (message: string) => { error = message; throw new Error(message); } } as unknown as Rollup.TransformPluginContext;
  try {
    const result = (plugin.transform as (this: Rollup.TransformPluginContext, code: string, id: string) => { code: string } | undefined).call(context, code, id);
    return { result };
  } catch {
    return { error };
  }
}

describe('the page-wide stylesheet plugin of the build', () => {
  it("writes the stylesheet it is handed at the end of the page's head, where no link waits for it", () => {
    const page = '<html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
    const written = (plugin.transformIndexHtml as (html: string) => string)(page);
    expect(written).toBe('<html><head><title>Portal</title>  <style>:root{--a:1}</style>\n  </head><body><div id="root"></div></body></html>');
    expect(written).not.toMatch(/<link/);
  });

  it('refuses a stylesheet that would end its element early, and a page without a head', () => {
    expect(() => withStylesheet('<head></head>', 'a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
    expect(() => withStylesheet('<body></body>', ':root{}')).toThrow(/no <\/head>/);
  });

  it("keeps Chakra's style system in the bundle from building the page-wide styles again", () => {
    const code = `function createSystem() {\n  ${BUILDS_GLOBAL_STYLES}\n  return { _global };\n}`;
    expect(transform(code, systemModule).result?.code).toBe('function createSystem() {\n  const _global = [];\n  return { _global };\n}');
    expect(transform(code, '/app/src/system.js').result).toBeUndefined();
  });

  it('fails the build when Chakra builds them some other way', () => {
    expect(transform('const _global = buildAll();', systemModule).error).toMatch(/no longer builds its page-wide styles/);
  });

  it('matches the installed Chakra', () => {
    const require = createRequire(import.meta.url);
    const esm = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');
    expect(readFileSync(esm, 'utf8')).toContain(BUILDS_GLOBAL_STYLES);
  });
});
