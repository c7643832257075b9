/**
 * Vite build plugin: writes the entry's stylesheet (the page-wide Chakra styles, about 5 kB
 * compressed) into index.html as a `<style>` element in place of its `<link>`. The static header
 * (scripts/vite-static-header.ts) then paints with the document alone: a linked stylesheet holds the
 * first paint back by a round trip, which on a phone's network is the longest part of it, and by
 * then the scripts have often arrived and run first.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const LINKED_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/?([^"]+\.css)">/g;

/**
 * `html` with each stylesheet the build linked written in place. The files stay in the build, as
 * the manifest names them.
 */
export function inlineStylesheets(html: string, bundle: OutputBundle): string {
  return html.replace(LINKED_STYLESHEET, (_link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit (scripts/vite-inline-entry-css.ts)`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (css.includes('</style')) throw new Error(`${fileName} holds "</style", which would end the inline element early`);
    return `<style>${css}</style>`;
  });
}

export function inlineEntryCss(): Plugin {
  return {
    name: 'levy-portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? inlineStylesheets(html, bundle) : html),
    },
  };
}
