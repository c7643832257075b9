/**
 * The Forms Studio's draft check (lint, codegen, module build, fixtures, breaking report) of the
 * catalog's largest form: how long it takes, and how long it holds the server's event loop, run on
 * the event loop itself and in the compile worker pool the server uses. Budget: with the pool, the
 * event loop is never held more than 50 ms (max delay seen by `monitorEventLoopDelay`) while a
 * check runs. Median of `--runs` (default 5) after one warm-up run each.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { filesOfCatalogForm } from '../scripts/codegen/load-catalog.ts';
import { checkFormFiles } from '../server/studio/draft-checks.ts';
import { repositoryForms } from '../server/studio/form-compiler.ts';
import { createStudioCompiler } from '../server/studio/studio-compiler.ts';

const BUDGET_MAX_DELAY_MS = 50;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);

const forms = repositoryForms();
const largest = [...forms].sort((a, b) => JSON.stringify(b.schema).length - JSON.stringify(a.schema).length)[0];
const files = filesOfCatalogForm(largest);
const others = forms.filter((form) => form.id !== largest.id);

type Check = () => Promise<unknown>;

async function measure(check: Check): Promise<{ ms: number; maxDelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await check();
  const ms = performance.now() - started;
  delay.disable();
  return { ms, maxDelayMs: delay.max / 1e6 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function series(name: string, check: Check) {
  await check();
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(check));
  const ms = median(results.map((result) => result.ms));
  const maxDelayMs = median(results.map((result) => result.maxDelayMs));
  console.log(`${name}: check ${ms.toFixed(0)} ms, event loop held up to ${maxDelayMs.toFixed(0)} ms (medians of ${runs})`);
  return { ms, maxDelayMs };
}

console.log(`studio compile: ${largest.id} (${JSON.stringify(files).length} bytes of files)`);
await series('on the event loop', () => checkFormFiles(largest.id, files, files, others));
const compiler = createStudioCompiler({ size: 1 });
const pooled = await series('in the worker pool', () => compiler.check(largest.id, files, files, others));
await compiler.close();
const ok = pooled.maxDelayMs <= BUDGET_MAX_DELAY_MS;
console.log(`${ok ? 'PASS' : 'FAIL'}: event loop held up to ${pooled.maxDelayMs.toFixed(0)} ms with the pool (budget ${BUDGET_MAX_DELAY_MS} ms)`);
process.exit(ok ? 0 : 1);
