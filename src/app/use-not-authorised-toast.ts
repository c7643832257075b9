import { useEffect, useRef } from 'react';
import { showToast } from '../../engine/react/components/toaster.ts';
import { NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS } from './area-access.ts';

/** Shows the 'not authorised' toast (spec 1 section 6: 5 seconds) once, when `refused` turns true. */
export function useNotAuthorisedToast(refused: boolean): void {
  const toasted = useRef(false);
  useEffect(() => {
    if (refused && !toasted.current) {
      toasted.current = true; // once, also under StrictMode's double effects
      // Outside React's commit: the toaster flushes synchronously.
      queueMicrotask(() => showToast('error', NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS));
    }
  }, [refused]);
}
