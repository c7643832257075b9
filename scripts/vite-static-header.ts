/**
 * Vite plugin: writes the portal's header, as plain HTML, into index.html's root element, so the
 * first paint comes with the document rather than after the scripts (the Vite config hands it the
 * markup: src/shell/static-header.ts). The first render replaces it.
 */
import type { Plugin } from 'vite';

export const EMPTY_ROOT = '<div id="root"></div>';

export function staticHeader(markup: () => string): Plugin {
  return {
    name: 'levy-portal:static-header',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} for the static header (scripts/vite-static-header.ts)`);
        return html.replace(EMPTY_ROOT, `<div id="root">${markup()}</div>`);
      },
    },
  };
}
