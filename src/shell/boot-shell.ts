import { chakraSystem } from '../../engine/react/theme/chakra-system.ts';
import { SITE_TITLE } from './page-heading-focus.ts';

/**
 * The header the page shows before its scripts have run: the build writes it into index.html
 * (scripts/vite-boot-shell.ts) and sign-in shows the same while it settles, so a phone on a slow
 * network sees the portal at once instead of a blank page. Its size matches the signed-in header
 * (site-header.tsx), whose menu's place it keeps, so nothing moves when that header replaces it
 * (tests/e2e/boot-shell.spec.ts measures both). Values come from the theme, not copies of it.
 */
export const BOOT_SHELL_CLASS = 'boot-shell';

const token = (path: string) => String(chakraSystem.token(path));

/** The account menu's place (theme sizes) while its button loads: the button's height (size sm), so the header keeps its height. */
export const accountMenuPlace = { width: '28', height: '9' } as const;

/** The style rules, for a style element in the page's head: what Chakra's preflight sets on the page, and the header. */
export function bootShellCss(): string {
  return [
    `html{line-height:1.5;font-family:${token('fonts.body')};-webkit-text-size-adjust:100%;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}`,
    'body{margin:0}',
    `.boot-header{background:${token('colors.blue.900')};color:#fff;padding:${token('spacing.3')} ${token('spacing.4')}}`,
    `.boot-header-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:${token('spacing.3')}}`,
    `.boot-header-row a{display:inline-flex;align-items:center;flex-basis:100%;color:#fff;text-decoration:none;font-weight:${token('fontWeights.bold')};font-size:${token('fontSizes.lg')}}`,
    `@media (min-width:${token('breakpoints.md')}){.boot-header{padding-inline:${token('spacing.8')}}.boot-header-row a{flex-basis:auto}}`,
    `.boot-header-menu{width:${token(`sizes.${accountMenuPlace.width}`)};height:${token(`sizes.${accountMenuPlace.height}`)}}`,
  ].join('\n');
}

/** The header's content: the portal's name as a home link, and the account menu's place. */
export const bootHeaderHtml = `<div class="boot-header-row"><a href="/">${SITE_TITLE}</a><div class="boot-header-menu"></div></div>`;

/** The whole shell, for the page's root element before the scripts replace it. */
export function bootShellHtml(): string {
  return `<div class="${BOOT_SHELL_CLASS}"><header class="boot-header">${bootHeaderHtml}</header><main></main></div>`;
}
