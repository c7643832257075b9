// Starts a worker thread's TypeScript script (workerData.script) once tsx is registered, as
// `node --import tsx` does for the main thread (Node 20 does not run --import in workers).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
