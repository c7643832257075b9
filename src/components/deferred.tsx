import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../engine/react/tasks.ts';

/**
 * Renders its children after what comes before them has committed and painted, in a transition
 * React splits into short slices. For the heavy lower part of a page (content appended below or
 * beside, so nothing painted moves): rendered and committed with the rest, it held the main
 * thread for its whole length on a phone, and code it loads on demand shared a slow network with
 * what the page had yet to show. An effect starts it, not `useDeferredValue`'s initial value,
 * which React skips when the parent itself mounts in a deferred render (as LoadedContent's
 * content does).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  return shown ? children : null;
}
