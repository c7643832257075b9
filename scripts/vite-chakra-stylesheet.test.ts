import { describe, expect, it } from 'vitest';
import { chakraStylesheet, withStylesheet } from './vite-chakra-stylesheet.ts';

const plugin = chakraStylesheet(() => ':root{--a:1}');

describe('the page-wide stylesheet plugin of the build', () => {
  it("writes the stylesheet it is handed at the end of the page's head, where no link waits for it", () => {
    const page = '<html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
    const written = (plugin.transformIndexHtml as (html: string) => string)(page);
    expect(written).toBe('<html><head><title>Portal</title>  <style>:root{--a:1}</style>\n  </head><body><div id="root"></div></body></html>');
    expect(written).not.toMatch(/<link/);
  });

  it('refuses a stylesheet that would end its element early, and a page without a head', () => {
    expect(() => withStylesheet('<head></head>', 'a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
    expect(() => withStylesheet('<body></body>', ':root{}')).toThrow(/no <\/head>/);
  });
});
