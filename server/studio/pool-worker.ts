/**
 * The worker side of `worker-pool.ts`: answers each job message with the handler's output, or
 * with the reason it failed, waiting at the pool's gate first when one is set.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobAnswer, JobMessage, PoolWorkerData } from './worker-pool.ts';

/** Serves the pool's jobs with `handler` for as long as the thread lives. */
export function serveJobs<I, O>(handler: (input: I) => O | Promise<O>): void {
  if (!parentPort) throw new Error('serveJobs runs in a worker thread');
  const port = parentPort;
  const { gate } = (workerData ?? {}) as PoolWorkerData;
  port.on('message', async ({ id, input }: JobMessage<I>) => {
    if (gate) Atomics.wait(gate, 0, 0);
    let answer: JobAnswer<O>;
    try {
      answer = { id, ok: true, output: await handler(input) };
    } catch (error) {
      answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
}
