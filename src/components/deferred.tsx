import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a deferred render that React splits into short slices, after what comes
 * before them has painted. For the heavy lower part of a page (content appended below, so nothing
 * painted moves): rendered with the rest, it held the main thread for its whole length on a phone.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
