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
