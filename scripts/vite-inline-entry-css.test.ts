import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './vite-inline-entry-css.ts';

const bundleWith = (fileName: string, source: string | Uint8Array) => ({ [fileName]: { type: 'asset', fileName, source } }) as unknown as OutputBundle;
const page = (head: string) => `<head>${head}</head><body><div id="root"></div></body>`;

describe('inlineStylesheets', () => {
  it("writes the linked stylesheet into the page in the link's place, leaving the file in the build", () => {
    const bundle = bundleWith('assets/index-abc.css', 'html{color:red}');
    const html = page('<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(inlineStylesheets(html, bundle)).toBe(page('<script type="module" crossorigin src="/assets/index.js"></script>\n<style>html{color:red}</style>'));
    expect(bundle['assets/index-abc.css']).toBeDefined();
  });

  it('reads a stylesheet the build holds as bytes', () => {
    const html = page('<link rel="stylesheet" href="/assets/a.css">');
    expect(inlineStylesheets(html, bundleWith('assets/a.css', new TextEncoder().encode('p{margin:0}')))).toBe(page('<style>p{margin:0}</style>'));
  });

  it('fails the build for a linked stylesheet the build did not emit', () => {
    expect(() => inlineStylesheets(page('<link rel="stylesheet" href="/assets/gone.css">'), {} as OutputBundle)).toThrow(/did not emit/);
  });

  it('fails the build for a stylesheet that would close the element early', () => {
    const html = page('<link rel="stylesheet" href="/assets/a.css">');
    expect(() => inlineStylesheets(html, bundleWith('assets/a.css', 'a::after{content:"</style>"}'))).toThrow(/<\/style/);
  });
});
