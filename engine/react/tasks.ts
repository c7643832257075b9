/**
 * Work split across the browser's tasks, so a page answers input between its parts.
 *
 * The next task comes from a message to a channel, as React's scheduler does: chained timers are
 * held at least 4 ms apart from the fifth in a row on (the HTML standard's nesting clamp), so work
 * yielding with `setTimeout` spent most of its time waiting for nothing.
 */

/** Resolves in a task of its own, as soon as the browser runs one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs a generator's steps a task each, the first in a task of its own; resolves with what the
 * generator returns. Steps are not merged into longer tasks: a step's time is unknown until it has
 * run, and on a first visit (nothing compiled yet) a step takes several times what it takes later.
 */
export async function runInTasks<T>(steps: Generator<unknown, T, undefined>): Promise<T> {
  for (;;) {
    await nextTask();
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs `work` in a task of its own unless cancelled first; returns the cancel (an effect's clean-up). */
export function inTaskAfter(work: () => void): () => void {
  let cancelled = false;
  void nextTask().then(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}

/** Runs `work` when the browser is next idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout });
  return () => cancelIdleCallback(handle);
}

/** Runs `work` in a task of its own after the next frame has painted; returns a cancel. */
export function afterNextPaint(work: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return inTaskAfter(work);
  let cancelTask: (() => void) | undefined;
  // A frame's callbacks run just before it paints; a task they queue runs after.
  const frame = requestAnimationFrame(() => (cancelTask = inTaskAfter(work)));
  return () => {
    cancelAnimationFrame(frame);
    cancelTask?.();
  };
}

/**
 * Runs `work` once the next frame has painted and the browser is then idle; returns a cancel. For
 * a download the page does not need to show itself: asked for sooner, it shares a slow network
 * with what the page is still drawing.
 */
export function whenIdleAfterPaint(work: () => void, timeout: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => (cancelIdle = whenIdle(work, timeout)));
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
