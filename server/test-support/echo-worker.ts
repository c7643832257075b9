// A worker for the pool's tests: answers its thread id with the input, fails on 'fail', dies on 'exit'.
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../studio/pool-worker.ts';

serveJobs((input: string) => {
  if (input === 'fail') throw new Error('failed as asked');
  if (input === 'exit') process.exit(3);
  return { input, threadId };
});
