import { startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

export interface OnDemand<P> {
  /** The component: `fallback` until its code has loaded, then the loaded component. */
  Component: ComponentType<P>;
  /** Starts loading (once); a render after the load has ended shows the component at once. */
  load: () => Promise<void>;
}

/**
 * A component whose code loads in its own chunk, in place of `React.lazy` under `<Suspense>`.
 * React shows a Suspense boundary's content no sooner than 300 ms after its fallback (its retry
 * throttle), so a page whose chunk had already arrived still waited that long before it showed.
 * Here the chunk's arrival is a transition, rendered at once. A failed load is thrown while
 * rendering, for the route's error boundary, as `React.lazy` would.
 */
export function onDemand<P extends object>(importComponent: () => Promise<ComponentType<P>>, fallback: ReactNode): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failed = { error };
      },
    ));

  function Component(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const ready = !!loaded || !!failed;
    useEffect(() => {
      // As a transition, the page renders in slices that leave the main thread free in between.
      if (!ready) void load().then(() => startTransition(rerender));
    }, [ready]);
    if (failed) throw failed.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return { Component, load };
}
