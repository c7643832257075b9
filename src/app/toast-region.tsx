import { startTransition, useEffect, useState } from 'react';
import { toaster } from '../../engine/react/components/toaster.ts';
import { onDemand } from './on-demand.tsx';
import { whenSettled } from './when-settled.ts';

const appToaster = onDemand(() => import('../../engine/react/components/app-toaster.tsx').then((m) => m.AppToaster), null);

/**
 * Where toasts show. Its code (Chakra's toast machinery) loads when the first toast is asked for
 * or once the page has settled, whichever comes first, so it is not among what a phone downloads
 * before the page shows; a toast asked for before it mounts is kept by the toaster and shown then.
 * A failed download is tried again with the next toast: it never takes the page down with it.
 */
export function ToastRegion() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    const load = () =>
      void appToaster.load().then(
        () => current && startTransition(() => setLoaded(true)),
        () => undefined,
      );
    const unsubscribe = toaster.subscribe(load);
    const cancel = whenSettled(load);
    // A toast asked for before this effect ran (the page's own effects run first).
    if (toaster.getCount() > 0) load();
    return () => {
      current = false;
      unsubscribe();
      cancel();
    };
  }, [loaded]);
  return loaded ? <appToaster.Component /> : null;
}
