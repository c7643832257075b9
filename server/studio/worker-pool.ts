/**
 * A small bounded pool of worker threads running one script, one job per worker at a time, so
 * CPU-heavy work (the Studio's compile) never holds the event loop. Jobs wait in order for a free
 * worker; a worker that crashes fails only its own job and is replaced, and each worker is retired
 * after `jobsPerWorker` jobs, which frees what its jobs loaded (compiled modules stay in a
 * thread's module map for its lifetime).
 */
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** Worker threads at most. */
  size: number;
  /** Jobs a worker runs before it is replaced by a fresh one. */
  jobsPerWorker: number;
  /**
   * Optional shared gate: workers start each job only while `gate[0]` is not 0 (a caller holding
   * jobs in flight, e.g. to show the server answers other requests meanwhile).
   */
  gate?: Int32Array;
}

/** What a pool's worker script receives in `workerData`. */
export interface PoolWorkerData {
  gate?: Int32Array;
  /** The TypeScript script `ts-worker-entry.mjs` imports once tsx is registered. */
  script?: string;
}

/** A job's message to a worker and the worker's answer. */
export interface JobMessage<I> {
  id: number;
  input: I;
}
export type JobAnswer<O> = { id: number; ok: true; output: O } | { id: number; ok: false; error: string };

export interface WorkerPool<I, O> {
  run(input: I): Promise<O>;
  /** Starts a worker now when none runs, so the first job does not wait for one to load. */
  warm(): void;
  /** Jobs handed to a worker and not yet answered. */
  running(): number;
  close(): Promise<void>;
}

interface Job<I, O> {
  id: number;
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  jobsDone: number;
  job?: Job<I, O>;
}

// A TypeScript script starts through a small entry that registers tsx, as on the main thread.
const tsEntry = new URL('./ts-worker-entry.mjs', import.meta.url);

/** Starts worker threads on demand, up to `size`. */
export function createWorkerPool<I, O>(script: URL, options: WorkerPoolOptions): WorkerPool<I, O> {
  const slots = new Set<Slot<I, O>>();
  const queue: Job<I, O>[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot<I, O> => {
    const typescript = script.pathname.endsWith('.ts');
    const workerData: PoolWorkerData = { gate: options.gate, script: typescript ? script.href : undefined };
    const slot: Slot<I, O> = { worker: new Worker(typescript ? tsEntry : script, { workerData }), jobsDone: 0 };
    slot.worker.unref();
    slot.worker.on('message', (answer: JobAnswer<O>) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      slot.job = undefined;
      slot.jobsDone += 1;
      if (answer.ok) job.resolve(answer.output);
      else job.reject(new Error(answer.error));
      if (slot.jobsDone >= options.jobsPerWorker) retire(slot);
      else slot.worker.unref();
      dispatch();
    });
    const lost = (error: Error) => {
      if (!slots.delete(slot)) return;
      slot.job?.reject(error);
      slot.job = undefined;
      dispatch();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`The compile worker stopped (exit code ${code}).`)));
    slots.add(slot);
    return slot;
  };

  const retire = (slot: Slot<I, O>) => {
    slots.delete(slot);
    void slot.worker.terminate();
    // A fresh worker takes its place at once, loaded before the next job arrives.
    if (!closed && slots.size === 0) spawn();
  };

  const dispatch = () => {
    while (queue.length && !closed) {
      const slot = [...slots].find((candidate) => !candidate.job) ?? (slots.size < options.size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      const message: JobMessage<I> = { id: job.id, input: job.input };
      slot.worker.postMessage(message);
    }
  };

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('The worker pool is closed.'));
      return new Promise<O>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    warm() {
      if (!closed && slots.size === 0) spawn();
    },
    running: () => [...slots].filter((slot) => slot.job).length,
    async close() {
      closed = true;
      const error = new Error('The worker pool is closed.');
      for (const job of queue.splice(0)) job.reject(error);
      const stopping = [...slots];
      slots.clear();
      for (const slot of stopping) slot.job?.reject(error);
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
