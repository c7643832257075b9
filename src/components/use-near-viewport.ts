import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin` below or above it); once it has,
 * it stays so. For work that only serves what the user looks at, so a phone does not spend its
 * start-up on a part of the page far below the fold. Without IntersectionObserver, always near.
 * The element is watched from its ref, not from state: a state update in the commit that mounts it
 * would make React run the page's effects at once, in the same long task.
 */
export function useNearViewport<T extends Element>(margin = '50%'): [ref: (node: T | null) => void | (() => void), near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
