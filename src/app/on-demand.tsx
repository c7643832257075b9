import { startTransition, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

export interface OnDemand<P> {
  /** The component: `fallback` until its code has loaded, then the loaded component. */
  Component: ComponentType<P>;
  /** Starts loading (once at a time); a render after the load has ended shows the component at once. */
  load: () => Promise<void>;
}

/**
 * A component whose code loads in its own chunk, in place of `React.lazy` under `<Suspense>`.
 * React shows a Suspense boundary's content no sooner than 300 ms after its fallback (its retry
 * throttle), so a page whose chunk had already arrived still waited that long before it showed.
 * Here the chunk's arrival is a transition, rendered at once. A load that fails while the
 * component waits for it is thrown while rendering, for the route's error boundary, as
 * `React.lazy` would; one that failed before (an early preload) is tried again.
 */
export function onDemand<P extends object>(importComponent: () => Promise<ComponentType<P>>, fallback: ReactNode): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Component(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const [failed, setFailed] = useState<{ error: unknown }>();
    const ready = !!loaded;
    // Started while rendering, as React.lazy does: the effect below runs only after the paint.
    if (!ready && !failed) void load().catch(() => undefined);
    useEffect(() => {
      if (ready || failed) return;
      // As a transition, the component renders in slices that leave the main thread free in between.
      load().then(
        () => startTransition(rerender),
        (error: unknown) => setFailed({ error }),
      );
    }, [ready, failed]);
    if (failed) throw failed.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return { Component, load };
}
