// @vitest-environment node
// Outside a browser emotion's cache returns the rules it would insert, which is how the build
// writes the stylesheet.
import { describe, expect, it } from 'vitest';
import createCache from '@emotion/cache';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { getChakraSystem } from './style-system.ts';
import { chakraGlobalStylesheet } from './global-stylesheet.ts';

const cache = createCache({ key: 'test' });
const rules = (styles: Interpolation<unknown>) => String(cache.insert('', serializeStyles([styles]), cache.sheet, false));

describe("the portal's page-wide stylesheet", () => {
  const sheet = chakraGlobalStylesheet();

  it('declares the cascade layers in Chakra’s order, then holds the reset, the global styles and the token variables', () => {
    expect(sheet.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(sheet).toContain('@layer reset{');
    expect(sheet).toContain('@layer base{');
    expect(sheet).toContain('--chakra-colors-blue-900:');
  });

  it('defines every token variable the pages’ style system refers to', () => {
    expect(sheet).toContain(rules(getChakraSystem().getTokenCss() as Interpolation<unknown>));
  });

  it('is not built or inserted again by the pages’ style system', () => {
    expect(getChakraSystem()._global).toEqual([]);
    expect(rules(getChakraSystem().getPreflightCss() as Interpolation<unknown>)).not.toContain('margin');
  });
});
