/**
 * Lighthouse's CPU slowdown calibrated to the host (docs/throttling.md, "Calibrating the CPU
 * slowdown"). Lighthouse's fixed 4x slowdown turns a high-end desktop (BenchmarkIndex 1500–2000)
 * into a mid-tier phone; on a slower host the same 4x models a slower phone than that. The CPU
 * throttling calculator the guide links to maps the host's BenchmarkIndex to the multiplier that targets the mid-tier phone: about
 * 2x at 800, 3x at 1300, 4x at 1533, one more per 233 above; 1x at 150; a host below 150 is too
 * slow to stand in for one.
 */
import type { Page } from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** [BenchmarkIndex, multiplier] points of Lighthouse's calibration, joined by straight lines. */
const POINTS: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above the last point, one more step of slowdown per this much BenchmarkIndex. */
const INDEX_PER_STEP_ABOVE = 233;

/** The CPU slowdown that makes a host of this BenchmarkIndex stand in for Lighthouse's mid-tier phone; undefined when the host is too slow to. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < POINTS[0][0]) return undefined;
  const [lastIndex, lastMultiplier] = POINTS[POINTS.length - 1];
  if (benchmarkIndex >= lastIndex) return lastMultiplier + (benchmarkIndex - lastIndex) / INDEX_PER_STEP_ABOVE;
  const upper = POINTS.findIndex(([index]) => index > benchmarkIndex);
  const [i0, m0] = POINTS[upper - 1];
  const [i1, m1] = POINTS[upper];
  return m0 + ((benchmarkIndex - i0) / (i1 - i0)) * (m1 - m0);
}

/** The host's BenchmarkIndex, by Lighthouse's own benchmark (about 1 s a run; Lighthouse runs it once), the median of `runs` runs in `page`. */
export async function measureBenchmarkIndex(page: Page, runs = 5): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < runs; run += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  indexes.sort((a, b) => a - b);
  return indexes[Math.floor(indexes.length / 2)];
}
