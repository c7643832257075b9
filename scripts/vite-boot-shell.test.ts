import { describe, expect, it } from 'vitest';
import { bootShellCss, bootShellHtml } from '../src/shell/boot-shell.ts';
import { bootShell } from './vite-boot-shell.ts';

const page = '<html><head></head><body><div id="root"></div></body></html>';

describe('the boot shell plugin', () => {
  it('is written into the root element of index.html, with its style in the head', () => {
    const transform = bootShell().transformIndexHtml as (html: string) => { html: string; tags: { tag: string; children: string; injectTo: string }[] };
    const result = transform(page);
    expect(result.html).toContain(`<div id="root">${bootShellHtml()}</div>`);
    expect(result.tags).toEqual([{ tag: 'style', children: bootShellCss(), injectTo: 'head' }]);
    expect(bootShellCss()).toMatch(/\.boot-header\{background:#[0-9a-f]{6};/);
  });

  it('refuses an index.html without an empty root element, rather than leaving the page without it', () => {
    const transform = bootShell().transformIndexHtml as (html: string) => unknown;
    expect(() => transform('<html><body><div id="app"></div></body></html>')).toThrow(/root/);
  });
});
