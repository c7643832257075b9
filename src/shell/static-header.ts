import { SITE_TITLE } from './page-heading-focus.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The header as plain HTML, written into index.html by the build: the page paints it as soon as the
 * document has come (the global stylesheet is written into it), before any script has loaded, and the first render
 * replaces it with `SiteHeader`. Same colours, spacing, type and height (Chakra's token variables
 * from the global stylesheet; the height is the account button's, `size="sm"`); the user's name and the
 * account menu come with the scripts.
 */
export function staticHeaderHtml(title: string = SITE_TITLE): string {
  const style =
    '.static-header{background:var(--chakra-colors-blue-900);color:var(--chakra-colors-white);padding:var(--chakra-spacing-3) var(--chakra-spacing-4)}' +
    '@media (min-width:768px){.static-header{padding-inline:var(--chakra-spacing-8)}}' +
    '.static-header a{display:inline-flex;align-items:center;min-height:var(--chakra-sizes-9);color:inherit;font-weight:var(--chakra-font-weights-bold);font-size:var(--chakra-font-sizes-lg);text-decoration:none}';
  return `<style>${style}</style><header class="static-header"><a href="/">${escapeHtml(title)}</a></header>`;
}
