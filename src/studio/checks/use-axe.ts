import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../../engine/react/tasks.ts';
import { loadAxe, runAxe, type A11yViolation } from './run-axe.ts';

/** Settle time after the preview changes before axe looks at it. */
const AXE_DELAY_MS = 800;
/** How long axe waits, after settling, for the page to be idle (the preview's and editors' own work first). */
const AXE_IDLE_WAIT_MS = 2000;

/** axe on the preview, once `wanted` (its verdict is in view): runs again whenever `key` (what the preview shows) changes. */
export function useAxe(key: string, wanted: boolean) {
  const element = useRef<HTMLDivElement | null>(null);
  const [violations, setViolations] = useState<A11yViolation[]>();
  const [error, setError] = useState('');
  const ref = useCallback((node: HTMLDivElement | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    let cancelIdle = () => undefined as void;
    const fail = (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure));
    const run = () => {
      if (!element.current) return;
      runAxe(element.current).then((found) => current && (setViolations(found), setError('')), fail);
    };
    // axe's first evaluation is a long task of its own: it runs in one idle period and the check in
    // a later one, so the page answers input between the two.
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        loadAxe().then(() => {
          if (current) cancelIdle = whenIdle(run, AXE_IDLE_WAIT_MS);
        }, fail);
      }, AXE_IDLE_WAIT_MS);
    }, AXE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      cancelIdle();
    };
  }, [key, wanted]);
  return { ref, violations, error };
}
