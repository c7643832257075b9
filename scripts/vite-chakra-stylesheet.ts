/**
 * Vite plugin: `virtual:chakra-global.css`, the portal's page-wide Chakra styles, which the Vite
 * config hands it (engine/react/theme/global-stylesheet.ts). Imported by the entry, so the build
 * emits it as a stylesheet `index.html` links, and the dev server injects it.
 */
import type { Plugin } from 'vite';

export const CHAKRA_STYLESHEET_ID = 'virtual:chakra-global.css';
const resolvedId = `\0${CHAKRA_STYLESHEET_ID}`;

export function chakraStylesheet(stylesheet: () => string): Plugin {
  return {
    name: 'levy-portal:chakra-stylesheet',
    resolveId: (id) => (id === CHAKRA_STYLESHEET_ID ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? stylesheet() : undefined),
  };
}
