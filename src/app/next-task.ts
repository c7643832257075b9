import { nextTask } from '../../engine/react/tasks.ts';

/**
 * Runs `work` in a task of its own, after the current task and its microtasks; the browser may
 * run other queued tasks first. A long start-up step run this way no longer lengthens the task
 * that scheduled it, and can fill the time the page waits for the network.
 */
export function inNextTask<T>(work: () => T): Promise<T> {
  return nextTask().then(work);
}
