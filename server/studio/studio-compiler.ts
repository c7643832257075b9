/**
 * Where the Studio checks and compiles drafts: in a small pool of worker threads
 * (`compile-worker.ts`), so a large form's compile never holds the event loop, with one task per
 * form at a time (`form-lanes.ts`) so drafts are checked and saved in the order they were edited.
 */
import { availableParallelism } from 'node:os';
import type { FormFiles } from '../../engine/core/form-files.ts';
import type { CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import type { StudioChecks } from './draft-checks.ts';
import { createFormLanes, type FormLanes } from './form-lanes.ts';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

/** A form's files to check, the live files they must not break and the other forms as published. */
export interface CheckJob {
  formId: string;
  files: FormFiles;
  live: FormFiles | undefined;
  others: CatalogForm[];
}

/** The checks, and the compiled module when the files compile. */
export interface CheckOutcome {
  checks: StudioChecks;
  compiled?: { moduleSource: string; moduleHash: string };
}

export interface StudioCompiler {
  /** Checks and compiles the files in a worker thread (see draft-checks.ts `checkFormFiles`). */
  check(formId: string, files: FormFiles, live: FormFiles | undefined, others: CatalogForm[]): Promise<CheckOutcome>;
  /** Starts a compile worker ahead of the first check (e.g. when a workspace opens). */
  warm(): void;
  /** Runs a task (read, check, store) in the form's turn; see form-lanes.ts. */
  inTurn: FormLanes['run'];
  /** Checks handed to a worker and not yet answered. */
  running(): number;
  /** Tasks of a form waiting for their turn. */
  waiting(formId: string): number;
  close(): Promise<void>;
}

/** Compile threads by default: one core stays with the event loop; two at most. */
export const defaultCompileWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1));

export function createStudioCompiler(options: Partial<WorkerPoolOptions> = {}): StudioCompiler {
  const pool = createWorkerPool<CheckJob, CheckOutcome>(new URL('./compile-worker.ts', import.meta.url), {
    size: options.size ?? defaultCompileWorkers(),
    jobsPerWorker: options.jobsPerWorker ?? 50,
    gate: options.gate,
  });
  const lanes = createFormLanes();
  return {
    check: (formId, files, live, others) => pool.run({ formId, files, live, others }),
    warm: pool.warm,
    inTurn: lanes.run,
    running: pool.running,
    waiting: lanes.waiting,
    close: pool.close,
  };
}
