/**
 * The Studio's compile worker (a thread of `studio-compiler.ts`'s pool): the draft checks —
 * lint, codegen, the module build and every fixture through it, the breaking-change report — off
 * the server's event loop. Answers the checks and the module's source; the compiled form itself
 * stays here.
 */
import { checkFormFiles } from './draft-checks.ts';
import { serveJobs } from './pool-worker.ts';
import type { CheckJob, CheckOutcome } from './studio-compiler.ts';

serveJobs<CheckJob, CheckOutcome>(async ({ formId, files, live, others }) => {
  const { checks, compiled } = await checkFormFiles(formId, files, live, others);
  return { checks, compiled: compiled && { moduleSource: compiled.moduleSource, moduleHash: compiled.moduleHash } };
});
