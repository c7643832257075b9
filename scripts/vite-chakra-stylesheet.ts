/**
 * Vite plugin for the portal's page-wide Chakra styles (the reset, the global styles and the token
 * variables), which the Vite config hands it (engine/react/theme/global-stylesheet.ts):
 * - serves them as `virtual:chakra-global.css`, which the entry imports, so the build emits a
 *   stylesheet `index.html` links and the dev server injects it;
 * - in the bundle, stops Chakra's `createSystem` from building them again on every page load
 *   (about a sixth of a phone's start-up task). Should a new Chakra build them differently, the
 *   build fails rather than quietly building them twice.
 */
import type { Plugin } from 'vite';

export const CHAKRA_STYLESHEET_ID = 'virtual:chakra-global.css';
const resolvedId = `\0${CHAKRA_STYLESHEET_ID}`;

/** Chakra's style system module, and the statement in it that builds the page-wide styles. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const BUILDS_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export function chakraStylesheet(stylesheet: () => string): Plugin {
  return {
    name: 'levy-portal:chakra-stylesheet',
    resolveId: (id) => (id === CHAKRA_STYLESHEET_ID ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? stylesheet() : undefined),
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0])) return undefined;
      if (!code.includes(BUILDS_GLOBAL_STYLES)) {
        this.error(`Chakra's createSystem no longer builds its page-wide styles as scripts/vite-chakra-stylesheet.ts expects (${id}): update the plugin`);
      }
      return { code: code.replace(BUILDS_GLOBAL_STYLES, 'const _global = [];'), map: null };
    },
  };
}
