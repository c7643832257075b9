/**
 * Lighthouse on every route of the built portal, signed in (issue 13): the mobile preset with its
 * default simulated throttling (4x CPU slowdown, slow 4G), one run per route, in Debian's Chromium.
 * Routes come from the app's router (bench/lighthouse/routes.ts), each opened by the seed's demo
 * account its guard admits, signed in through the real OIDC flow in the tab Lighthouse then uses.
 * Budget per route: performance score ≥ 0.9, cumulative layout shift ≤ 0.1, total blocking time ≤ 200 ms.
 *
 * `node --import tsx bench/lighthouse.ts [--only=<text in the path>[,<another>…]] [--runs=N] [--cpu=calibrated|<multiplier>] [--json=<file>] [--reports=<folder for each route's report>]`
 * `--cpu=calibrated` replaces the preset's 4x CPU slowdown with the one Lighthouse's CPU throttling
 * calculator (linked from its throttling guide) gives for this host's BenchmarkIndex, so that the simulated device is its mid-tier phone
 * whatever the host (bench/lighthouse/cpu-calibration.ts); `--cpu=<n>` sets it. The verdict is
 * against the same budgets; the default stays the preset's 4x.
 * `--runs=N` runs each route N times and keeps Lighthouse's median run (the one nearest the median
 * FCP and time to interactive; N odd, so that there is one), as Lighthouse advises for a figure that
 * varies from run to run.
 * Builds the portal first when `dist/client` is missing or older than the sources.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import * as constants from 'lighthouse/core/config/constants.js';
import { calibratedCpuSlowdown, measureBenchmarkIndex } from './lighthouse/cpu-calibration.ts';
import { concretePaths, demoAccounts, routePatterns, type Audience, type MeasuredRoute } from './lighthouse/routes.ts';
import { apiGetter, sessionOf, signedInTab, signIn } from './lighthouse/session.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = { score: 0.9, cls: 0.1, tbtMs: 200 };
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4105);
const origin = `http://localhost:${port}`;
const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Math.floor(Number(arg('runs') ?? 1)) || 1);

interface RouteResult extends MeasuredRoute {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  finalPath: string;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster); simulated figures scale with it. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds the portal unless `dist/client` is newer than everything it is built from. */
function ensureBuild(): void {
  const built = join(root, 'dist/client/index.html');
  const sources = ['src', 'engine', 'generated', 'forms', 'schemas', 'vite.config.ts'].map((p) => join(root, p));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.log('dist/client is missing or older than the sources: building');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error('The server did not answer within 120 s');
    try {
      if ((await fetch(`${origin}/api/config`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** What `--cpu` asks for: the preset's slowdown (undefined), the host's calibrated one, or a multiplier; checked before anything starts. */
const cpuOption: undefined | 'calibrated' | number = (() => {
  const cpu = arg('cpu');
  if (cpu === undefined) return undefined;
  if (cpu === 'calibrated') return cpu;
  const multiplier = Number(cpu);
  if (cpu === '' || !Number.isFinite(multiplier) || multiplier < 1) throw new Error(`--cpu=${cpu}: give 'calibrated' or a multiplier of at least 1`);
  return multiplier;
})();

/** The preset's slow 4G with its CPU slowdown, or the one `--cpu` asks for (with the BenchmarkIndex measured for it). */
async function throttlingFor(browser: Browser) {
  const preset = constants.throttling.mobileSlow4G;
  if (cpuOption === undefined) return { ...preset, benchmarkIndex: undefined };
  if (cpuOption !== 'calibrated') return { ...preset, cpuSlowdownMultiplier: cpuOption, benchmarkIndex: undefined };
  const page = await browser.newPage();
  const benchmarkIndex = await measureBenchmarkIndex(page).finally(() => page.close());
  const multiplier = calibratedCpuSlowdown(benchmarkIndex);
  if (multiplier === undefined) throw new Error(`This host's BenchmarkIndex (${benchmarkIndex}) is too low to stand in for a mid-tier phone`);
  return { ...preset, cpuSlowdownMultiplier: Math.round(multiplier * 10) / 10, benchmarkIndex };
}
let throttling: typeof constants.throttling.mobileSlow4G = constants.throttling.mobileSlow4G;

/** One Lighthouse run of a path in a new signed-in tab; a run whose trace failed (e.g. NO_NAVSTART) is repeated once. */
async function runLighthouse(context: BrowserContext, session: Record<string, string>, path: string, attempt = 1): Promise<Result> {
  const page = await signedInTab(context, origin, session);
  const run = await lighthouse(`${origin}${path}`, { onlyCategories: ['performance'], logLevel: 'error', output: 'json', throttling }, undefined, page).finally(() => page.close());
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
  if (lhr.runtimeError) {
    if (attempt < 2) return runLighthouse(context, session, path, attempt + 1);
    throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** The route's median run of `runs` (its report written to `--reports` when asked). */
async function medianRun(context: BrowserContext, session: Record<string, string>, path: string): Promise<Result> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(context, session, path));
  // A run without FCP or time to interactive has no place among the medians; should none have both, the first is shown.
  const valid = filterToValidRuns(results) as Result[];
  const lhr = valid.length > 1 ? (computeMedianRun(valid) as Result) : (valid[0] ?? results[0]);
  const reports = arg('reports');
  if (reports) writeFileSync(join(reports, `${path.replace(/^\//, '').replace(/[^A-Za-z0-9-]+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
  return lhr;
}

/** Signs in as the audience's demo account in its own browser context, then runs Lighthouse on each of its routes, each in a new tab holding that sign-in. */
async function measureAudience(browser: Browser, audience: Audience, patterns: string[], only: string | undefined): Promise<RouteResult[]> {
  const account = demoAccounts()[audience];
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const results: RouteResult[] = [];
  try {
    await signIn(page, origin, account.email);
    const session = await sessionOf(page);
    const get = apiGetter(page, origin);
    for (const pattern of patterns) {
      for (const path of await concretePaths(pattern, get)) {
        if (only && !only.split(",").some((text) => path.includes(text))) continue;
        const lhr = await medianRun(context, session, path);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const result: RouteResult = {
          path,
          pattern,
          audience,
          score: lhr.categories.performance.score ?? 0,
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          finalPath: new URL(lhr.finalDisplayedUrl).pathname,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        };
        console.log(formatRow(result));
        results.push(result);
      }
    }
  } finally {
    await context.close();
  }
  return results;
}

const overBudget = (r: RouteResult) => r.score < budgets.score || r.cls > budgets.cls || r.tbtMs > budgets.tbtMs;

function formatRow(r: RouteResult): string {
  const shown = r.finalPath === r.path ? r.path : `${r.path} -> ${r.finalPath}`;
  return [
    r.audience.padEnd(10),
    r.score.toFixed(2).padStart(5),
    `${(r.fcpMs / 1000).toFixed(1)} s`.padStart(7),
    `${(r.lcpMs / 1000).toFixed(1)} s`.padStart(7),
    `${Math.round(r.tbtMs)} ms`.padStart(8),
    r.cls.toFixed(3).padStart(6),
    String(Math.round(r.benchmarkIndex)).padStart(5),
    overBudget(r) ? ' OVER ' : '  ok  ',
    shown,
  ].join(' ');
}

if (!chromePath) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
ensureBuild();
if (arg('reports')) mkdirSync(arg('reports')!, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'levy-portal-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results: RouteResult[] = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const byAudience = new Map<Audience, string[]>();
  for (const { pattern, audience } of routePatterns()) byAudience.set(audience, [...(byAudience.get(audience) ?? []), pattern]);
  const { benchmarkIndex, ...chosen } = await throttlingFor(browser);
  throttling = chosen;
  const cpu = `${chosen.cpuSlowdownMultiplier}x CPU${benchmarkIndex === undefined ? '' : `, calibrated for this host's BenchmarkIndex ${Math.round(benchmarkIndex)}`}`;
  console.log(`Lighthouse (mobile, simulated throttling: ${cpu}, slow 4G${runs > 1 ? `; median of ${runs} runs` : ''}): account, score, FCP, LCP, TBT, CLS, CPU benchmark index, budget, route`);
  for (const [audience, patterns] of byAudience) results.push(...(await measureAudience(browser, audience, patterns, arg('only'))));
  await browser.disconnect();
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}

const json = arg('json');
if (json) writeFileSync(json, JSON.stringify(results, null, 2));
const over = results.filter(overBudget);
console.log(`\n${results.length} routes; budget: score ≥ ${budgets.score}, CLS ≤ ${budgets.cls}, TBT ≤ ${budgets.tbtMs} ms`);
if (over.length) {
  console.error(`Over budget:\n${over.map(formatRow).join('\n')}`);
  process.exitCode = 1;
}
