import { useMatches } from 'react-router';

/**
 * A route's `handle` for pages whose tables need the window's width (every column of a project
 * list shows at 1366 px without sideways scrolling); other pages keep a readable measure.
 */
export const WIDE_PAGE = { pageWidth: 'wide' } as const;

const WIDTHS = { wide: '7xl', default: '5xl' } as const;

function isWide(handle: unknown): boolean {
  return (handle as { pageWidth?: unknown } | undefined)?.pageWidth === WIDE_PAGE.pageWidth;
}

/** The main column's maximum width for the current route. */
export function usePageWidth(): string {
  return useMatches().some((match) => isWide(match.handle)) ? WIDTHS.wide : WIDTHS.default;
}
