import createCache from '@emotion/cache';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakra-system.ts';

/**
 * The portal's page-wide styles as one stylesheet: the reset, the global styles and the token
 * variables (after the cascade layers' order, should the theme use layers), exactly as Chakra's
 * provider would insert them through emotion (same serializer and stylis plugins). Written by the build (scripts/vite-chakra-stylesheet.ts) into
 * the page, instead of building it on start-up; `getChakraSystem()` leaves them out.
 */
export function chakraGlobalStylesheet(): string {
  const system = createSystem(defaultBaseConfig, chakraThemeConfig);
  // Outside a browser emotion's cache returns the rules it would insert.
  const cache = createCache({ key: 'chakra-global' });
  const rules = (styles: Interpolation<unknown>) => String(cache.insert('', serializeStyles([styles]), cache.sheet, false));
  const layerOrder = system._config.disableLayers ? '' : `${rules(system.layers.atRule)}\n`;
  return `${layerOrder}${rules(system._global as Interpolation<unknown>)}\n`;
}
