import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

type Echo = { input: string; threadId: number };
const script = new URL('../test-support/echo-worker.ts', import.meta.url);

describe('worker pool', () => {
  let pool: WorkerPool<string, Echo> | undefined;
  afterEach(() => pool?.close());

  it('runs jobs in worker threads, no more at once than its size', async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    pool = createWorkerPool<string, Echo>(script, { size: 2, jobsPerWorker: 10, gate });
    const answers = Promise.all(['a', 'b', 'c'].map((input) => pool!.run(input)));
    expect(pool.running()).toBe(2);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    const echoes = await answers;
    expect(echoes.map((echo) => echo.input)).toEqual(['a', 'b', 'c']);
    expect(new Set(echoes.map((echo) => echo.threadId)).size).toBe(2);
    expect(echoes.every((echo) => echo.threadId > 0)).toBe(true);
  });

  it('fails only the job whose worker failed or died, and goes on with a fresh worker', async () => {
    pool = createWorkerPool<string, Echo>(script, { size: 1, jobsPerWorker: 10 });
    const before = await pool.run('a');
    await expect(pool.run('fail')).rejects.toThrow('failed as asked');
    expect((await pool.run('b')).threadId).toBe(before.threadId);
    await expect(pool.run('exit')).rejects.toThrow('exit code 3');
    expect((await pool.run('c')).threadId).not.toBe(before.threadId);
  });

  it('retires a worker after its share of jobs', async () => {
    pool = createWorkerPool<string, Echo>(script, { size: 1, jobsPerWorker: 2 });
    const threads = [];
    for (const input of ['a', 'b', 'c']) threads.push((await pool.run(input)).threadId);
    expect(threads[0]).toBe(threads[1]);
    expect(threads[2]).not.toBe(threads[1]);
  });

  it('refuses work once closed', async () => {
    pool = createWorkerPool<string, Echo>(script, { size: 1, jobsPerWorker: 2 });
    await pool.close();
    await expect(pool.run('a')).rejects.toThrow('closed');
  });
});
