/**
 * Vite plugin for the portal's page-wide Chakra styles (the reset, the global styles and the token
 * variables), which the Vite config hands it (engine/react/theme/global-stylesheet.ts): writes them
 * into the page's head as a `<style>` element (build and dev server), so the static header
 * (scripts/vite-static-header.ts) paints with the document alone: a linked stylesheet held the
 * first paint back by a round trip, by which time the scripts had often arrived and run first.
 * The pages' style system does not build them again (scripts/vite-chakra-system-in-steps.ts).
 */
import type { Plugin } from 'vite';

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
  };
}
