import { startTransition, useEffect, useState } from 'react';
import { toaster } from '../../engine/react/components/toaster.ts';
import { onDemand } from './on-demand.tsx';
import { whenSettled } from './when-settled.ts';

const { Component: AppToaster } = onDemand(() => import('../../engine/react/components/app-toaster.tsx').then((m) => m.AppToaster), null);

/**
 * Where toasts show. Its code (Chakra's toast machinery) loads when the first toast is asked for
 * or once the page has settled, whichever comes first, so it is not among what a phone downloads
 * before the page shows; a toast asked for before it mounts is kept by the toaster and shown then.
 */
export function ToastRegion() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (wanted) return;
    const show = () => startTransition(() => setWanted(true));
    const unsubscribe = toaster.subscribe(show);
    const cancel = whenSettled(show);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  return wanted ? <AppToaster /> : null;
}
