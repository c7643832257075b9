/**
 * The claim CSV benchmark's page: fetches the generated file, then runs the portal's worker check
 * (src/certifier/check-claim-csv.ts) on it while a long-task observer watches the main thread.
 */
import { checkClaimCsvInWorker } from '../../src/certifier/check-claim-csv.ts';
import { portal } from '../../generated/portal.gen.ts';

export interface ClaimCsvRun {
  ms: number;
  rowCount: number;
  groups: number;
  longTasks: number[];
}

async function run(url: string): Promise<ClaimCsvRun> {
  const blob = await (await fetch(url)).blob();
  const file = new File([blob], 'claims.csv', { type: 'text/csv' });
  // Let the fetch's own work settle before watching.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const result = await checkClaimCsvInWorker(file, portal.certifierClaims.csv);
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { ms, rowCount: result.rowCount, groups: result.groups.length, longTasks };
}

(window as unknown as { runClaimCsv: typeof run }).runClaimCsv = run;
