import { describe, expect, it } from 'vitest';
import { staticHeaderHtml } from './static-header.ts';
import { SITE_TITLE } from './page-heading-focus.ts';

describe('staticHeaderHtml', () => {
  it("is a banner whose one link, home, is the portal's name, styled by the global stylesheet's tokens", () => {
    document.body.innerHTML = `<div id="root">${staticHeaderHtml()}</div>`;
    const header = document.querySelector('header')!;
    expect(header.querySelectorAll('a')).toHaveLength(1);
    expect(header.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(header.textContent).toBe(SITE_TITLE);
    expect(document.querySelector('style')!.textContent).toContain('var(--chakra-colors-blue-900)');
  });

  it('escapes the name', () => {
    document.body.innerHTML = staticHeaderHtml('Levies & <fees>');
    expect(document.querySelector('header a')!.textContent).toBe('Levies & <fees>');
  });
});
