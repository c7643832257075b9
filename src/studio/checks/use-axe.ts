import { useCallback, useEffect, useRef, useState } from 'react';
import { runAxe, type A11yViolation } from './run-axe.ts';

/** Settle time after the preview changes before axe looks at it. */
const AXE_DELAY_MS = 800;

/** axe on the preview: runs again whenever `key` (what the preview shows) changes. */
export function useAxe(key: string) {
  const element = useRef<HTMLDivElement | null>(null);
  const [violations, setViolations] = useState<A11yViolation[]>();
  const [error, setError] = useState('');
  const ref = useCallback((node: HTMLDivElement | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!element.current) return;
      runAxe(element.current).then(
        (found) => current && (setViolations(found), setError('')),
        (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }, AXE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return { ref, violations, error };
}
