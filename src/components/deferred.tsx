import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a render and commit of their own, after what comes before them has
 * committed, in a transition React splits into short slices. For the heavy lower part of a page
 * (content appended below, so nothing painted moves): rendered and committed with the rest, it held
 * the main thread for its whole length on a phone. An effect starts it, not `useDeferredValue`'s
 * initial value, which React skips when the parent itself mounts in a deferred render (as
 * LoadedContent's content does).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
