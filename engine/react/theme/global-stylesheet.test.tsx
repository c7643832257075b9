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

  it('holds the reset, the global styles and the token variables, outside any cascade layer', () => {
    expect(sheet).not.toContain('@layer');
    expect(sheet).toContain('box-sizing:border-box');
    expect(sheet).toContain('--chakra-colors-blue-900:');
  });

  it('gives no component style a cascade layer, whose insertion would restyle the whole page', () => {
    const button = getChakraSystem().cva({ base: { color: 'red' }, variants: { size: { sm: { padding: '1' } } } })({ size: 'sm' });
    expect(rules(getChakraSystem().css(button) as Interpolation<unknown>)).not.toContain('@layer');
  });

  it("lays out the toasts for phones and wider screens, which the toaster's own styles leave out", () => {
    expect(sheet).toMatch(/@media screen and \(max-width: ?[\d.]+rem\)\{\[data-scope="toast"\]\[data-part="group"\]\{inset-inline:/);
    expect(sheet).toMatch(/@media screen and \(min-width: ?[\d.]+rem\)\{\[data-scope="toast"\]\[data-part="root"\]\{width:/);
  });

  it('defines every token variable the pages’ style system refers to', () => {
    expect(sheet).toContain(rules(getChakraSystem().getTokenCss() as Interpolation<unknown>));
  });

  it('is not built or inserted again by the pages’ style system', () => {
    expect(getChakraSystem()._global).toEqual([]);
    expect(rules(getChakraSystem().getPreflightCss() as Interpolation<unknown>)).not.toContain('margin');
  });
});
