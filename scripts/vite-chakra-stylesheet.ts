/**
 * Vite plugin for the portal's page-wide Chakra styles (the reset, the global styles and the token
 * variables), which the Vite config hands it (engine/react/theme/global-stylesheet.ts):
 * - writes them into the page's head as a `<style>` element (build and dev server), so the static
 *   header (scripts/vite-static-header.ts) paints with the document alone: a linked stylesheet held
 *   the first paint back by a round trip, by which time the scripts had often arrived and run first;
 * - in the bundle, stops Chakra's `createSystem` from building them again on every page load
 *   (about a sixth of a phone's start-up task). Should a new Chakra build them differently, the
 *   build fails rather than quietly building them twice.
 */
import type { Plugin } from 'vite';

/** Chakra's style system module, and the statement in it that builds the page-wide styles. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const BUILDS_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** `html` with `css` written at the end of its head. */
export function withStylesheet(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The page-wide stylesheet holds "</style", which would end its element early');
  if (!html.includes('</head>')) throw new Error('The page has no </head> to write the page-wide stylesheet into (scripts/vite-chakra-stylesheet.ts)');
  return html.replace('</head>', `  <style>${css}</style>\n  </head>`);
}

export function chakraStylesheet(stylesheet: () => string): Plugin {
  return {
    name: 'levy-portal:chakra-stylesheet',
    transformIndexHtml: (html) => withStylesheet(html, stylesheet()),
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0])) return undefined;
      if (!code.includes(BUILDS_GLOBAL_STYLES)) {
        this.error(`Chakra's createSystem no longer builds its page-wide styles as scripts/vite-chakra-stylesheet.ts expects (${id}): update the plugin`);
      }
      return { code: code.replace(BUILDS_GLOBAL_STYLES, 'const _global = [];'), map: null };
    },
  };
}
