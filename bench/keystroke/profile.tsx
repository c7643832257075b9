/**
 * Profile builds only (`__BENCH_PROFILE__`, with React's profiling build): wraps components in
 * React `<Profiler>`s so the benchmark can say which parts of the tree render on a keystroke and on
 * the deferred commit. A Profiler reports every commit in which anything inside it rendered, with
 * the render time of what did render (`actualDuration`).
 */
import { Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';

declare global {
  // Set by bench/keystroke/vite.config.ts.
  const __BENCH_PROFILE__: boolean;
}

export function withProfiler<P extends object>(id: string, Component: ComponentType<P>, onRender: ProfilerOnRenderCallback): ComponentType<P> {
  function Profiled(props: P) {
    return (
      <Profiler id={id} onRender={onRender}>
        <Component {...props} />
      </Profiler>
    );
  }
  Profiled.displayName = `Profiled(${id})`;
  return Profiled;
}

/** Replaces each entry of a registry object (widgets, templates) by its profiled wrapper, in place. */
export function profileRegistry(kind: string, registry: Record<string, unknown>, onRender: ProfilerOnRenderCallback) {
  const seen = new Map<unknown, ComponentType<object>>();
  for (const [name, component] of Object.entries(registry)) {
    if (typeof component !== 'function' && typeof component !== 'object') continue;
    // Aliases (e.g. `text` and `TextWidget`) share one wrapper and one id.
    let wrapped = seen.get(component);
    if (!wrapped) {
      wrapped = withProfiler(`${kind}:${name}`, component as ComponentType<object>, onRender);
      seen.set(component, wrapped);
    }
    registry[name] = wrapped;
  }
}
