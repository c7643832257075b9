import { describe, expect, it } from 'vitest';
import { bootShell } from './vite-boot-shell.ts';

const parts = { html: '<header class="h">Portal</header>', css: '.h{color:red}' };
type Transform = (html: string) => { html: string; tags: { tag: string; children: string; injectTo: string }[] };

describe('the boot shell plugin', () => {
  it('writes the shell into the root element of index.html, with its style in the head', () => {
    const transform = bootShell(parts).transformIndexHtml as Transform;
    const result = transform('<html><head></head><body><div id="root"></div></body></html>');
    expect(result.html).toBe('<html><head></head><body><div id="root"><header class="h">Portal</header></div></body></html>');
    expect(result.tags).toEqual([{ tag: 'style', children: '.h{color:red}', injectTo: 'head' }]);
  });

  it('refuses an index.html without an empty root element, rather than leaving the page without it', () => {
    const transform = bootShell(parts).transformIndexHtml as Transform;
    expect(() => transform('<html><body><div id="app"></div></body></html>')).toThrow(/root/);
  });
});
