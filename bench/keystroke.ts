/**
 * Typing latency (DESIGN.md section 5, measured as TOOLING.md 'Measuring typing latency' says):
 * the engine's FormStep against plain RJSF v6 + @rjsf/chakra-ui, on a synthetic form of 60, 300
 * and 1000 fields, in headless Chromium.
 *
 * Budgets (engine only; plain RJSF is the reference): main-thread work per keystroke (median)
 * ≤ 3 ms at 300 fields and ≤ 4 ms at 1000; a 300-field form interactive (first focusable input on
 * screen) within 400 ms; the deferred commit's work (median) ≤ 5 ms at 300 and at 1000 fields (one
 * budget for both: the commit does not grow with the form). Exits 1 when over budget.
 *
 * Pages: `engine` (FormStep), `rjsf` (plain RJSF, the reference) and `inputs` (the same fields as
 * plain uncontrolled `<input>`s: what the browser alone costs on this machine, the floor).
 *
 * Steps: precompile the synthetic step's validators with the catalog's codegen, build the pages
 * in bench/keystroke/ with Vite into bench/results/keystroke/ (git-ignored), serve them, then per
 * page kind and size, 3 runs each in a fresh page: load, focus a text field near the end, type
 * 5 warm-up keys and 60 measured keys (keyup only after the keydown's frame), then time the
 * engine's deferred commit (150 ms after typing pauses). A last pass on a React profiling build
 * says what renders on a keystroke and on the commit.
 *
 * The real form (`notification`): the notification wizard's building-details step, rendered as the
 * wizard renders it (bench/keystroke/notification-main.tsx), measured the same way; its table
 * follows the synthetic one. Budget: work per keystroke (median) ≤ 3 ms.
 *
 * Options: --runs=3 --sizes=60,300,1000 --impl=engine,rjsf,inputs,notification --no-profile --json=<file>
 * (`--impl=notification` measures the real step alone; --sizes applies to the synthetic form only.)
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium (`apt-get install -y chromium`).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { compileRjsfValidators } from '../scripts/codegen/compile-validators.ts';
import { engineForm, SIZES } from './keystroke/synthetic.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench/results/keystroke');
const budgets = { workMs: { 300: 3, 1000: 4 } as Record<number, number>, loadMs: { 300: 400 } as Record<number, number>, commitMs: { 300: 5, 1000: 5 } as Record<number, number>, realWorkMs: 3 };
/** The real form's page has no size: it runs once per run as "size" 0 and must render at least this many inputs. */
const REAL = 0;
const REAL_MIN_FIELDS = 30;
const WARM_UP = 5;
const KEYS = 60;
const COMMIT_ROUNDS = 5;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sizes: { type: 'string', default: SIZES.join(',') },
    impl: { type: 'string', default: 'engine,rjsf,inputs,notification' },
    'no-profile': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Number(opts.runs);
const sizes = opts.sizes!.split(',').map(Number);
const impls = opts.impl!.split(',') as Impl[];
type Impl = 'engine' | 'rjsf' | 'inputs' | 'notification';
const LABEL: Record<Impl, string> = {
  engine: 'engine FormStep',
  rjsf: 'plain RJSF + chakra-ui',
  inputs: 'plain <input>s (floor)',
  notification: 'notification wizard, building details (accordion)',
};
/** The pages' deferred-commit timing applies to the engine's text controls. */
const usesEngine = (impl: string) => impl === 'engine' || impl === 'notification';
const sizesOf = (impl: Impl) => (impl === 'notification' ? [REAL] : sizes);

interface KeySample {
  work: number;
  frame: number;
  inputs: number;
}
interface CommitSample {
  callback: number;
  work: number;
  frame: number;
}
interface RunResult {
  load: number;
  /** Focusable inputs on the page once rendered. */
  fields: number;
  phases: Record<string, number>;
  work: { p50: number; p95: number };
  frame: { p50: number; p95: number };
  commit?: { work: number; frame: number; callback: number; max: number };
  commitsWhileTyping: number;
}
type Profile = Record<string, { renders: number; ms: number }>;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.ceil(i)] - sorted[lo]) * (i - lo);
};
const median = (values: number[]) => quantile(values, 0.5);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// 1. The engine page's validators, precompiled exactly as codegen does for a catalog form.
function generateValidators() {
  const dir = join(out, 'gen');
  mkdirSync(dir, { recursive: true });
  const formats = relative(dir, join(root, 'engine/core/formats.ts'));
  for (const n of SIZES) {
    const { code } = compileRjsfValidators(engineForm(n).schema, formats);
    writeFileSync(join(dir, `n${n}.gen.ts`), `// Generated by bench/keystroke.ts. Do not edit.\n// @ts-nocheck\n/* eslint-disable */\n${code}`);
  }
}

// 2. The pages: a production build for the timings, a profiling build for the diagnosis.
async function buildPages(profile: boolean) {
  rmSync(join(out, profile ? 'profile' : 'dist'), { recursive: true, force: true });
  process.env.BENCH_PROFILE = profile ? '1' : '0';
  for (const page of ['engine', 'rjsf', 'inputs', 'notification'].filter((p) => impls.includes(p as Impl))) {
    process.env.BENCH_PAGE = page;
    await build({ configFile: join(root, 'bench/keystroke/vite.config.ts'), logLevel: 'warn' });
  }
}

// 3. A static server for a build folder.
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function openPage(browser: Browser, base: string, impl: Impl, n: number): Promise<Page> {
  const expected = n === REAL ? REAL_MIN_FIELDS : n;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/${impl}.html?n=${n}`);
  await page.waitForFunction(() => 'loaded' in ((window as never as { __bench?: object }).__bench ?? {}), null, { timeout: 30_000 }).catch(() => {
    throw new Error(`${impl} n=${n} did not start: ${errors.join('; ')}`);
  });
  await page.evaluate(() => bench().loaded());
  // A long form renders its first screenful first and the rest just after: wait for all of it.
  await page.evaluate((count) => Promise.race([bench().allRendered(count), new Promise((ok) => setTimeout(ok, 30_000))]), expected);
  const fields = await page.evaluate(() => bench().fieldCount());
  if (fields < expected) throw new Error(`${impl} n=${n}: only ${fields} inputs rendered`);
  return page;
}

/** One key, measured: arm, keydown, wait for its frame, then keyup. */
async function typeKey(page: Page, key: string): Promise<KeySample> {
  await page.evaluate(() => bench().arm());
  await page.keyboard.down(key);
  const sample = await page.evaluate(() =>
    Promise.race([bench().current, new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no input event/frame for the key')), 5000))]),
  );
  await page.keyboard.up(key);
  return sample;
}

const letter = (i: number) => String.fromCharCode(97 + (i % 26));

async function focusTarget(page: Page) {
  if (!(await page.evaluate(() => bench().focusTarget()))) throw new Error('could not focus the target field');
  await sleep(300); // scrolling settles, the page is idle
}

async function measureRun(browser: Browser, base: string, impl: Impl, n: number): Promise<RunResult> {
  const page = await openPage(browser, base, impl, n);
  try {
    const load = await page.evaluate(() => bench().load());
    const fields = await page.evaluate(() => bench().fieldCount());
    const phases = await page.evaluate(() => bench().phases());
    await focusTarget(page);
    for (let i = 0; i < WARM_UP; i++) await typeKey(page, letter(i));
    const samples: KeySample[] = [];
    for (let i = 0; i < KEYS; i++) samples.push(await typeKey(page, letter(WARM_UP + i)));
    const typed = await page.evaluate(() => bench().targetValue());
    if (typed?.length !== WARM_UP + KEYS) throw new Error(`${impl} n=${n}: the field holds ${typed?.length} characters, expected ${WARM_UP + KEYS}`);
    const commitsWhileTyping = await page.evaluate(() => bench().commitsWhileKeyPending());
    const work = samples.map((s) => s.work);
    const frame = samples.map((s) => s.frame);
    const result: RunResult = {
      load,
      fields,
      phases,
      work: { p50: median(work), p95: quantile(work, 0.95) },
      frame: { p50: median(frame), p95: quantile(frame, 0.95) },
      commitsWhileTyping,
    };
    if (usesEngine(impl)) {
      // The deferred commit: after a pause in typing (the text so far is committed, then one key
      // and a pause, several times).
      await sleep(500);
      await page.evaluate(() => bench().resetCommits());
      for (let i = 0; i < COMMIT_ROUNDS; i++) {
        await typeKey(page, letter(i));
        await sleep(500);
      }
      const commits = (await page.evaluate(() => bench().commits())) as CommitSample[];
      if (commits.length !== COMMIT_ROUNDS) throw new Error(`${impl} n=${n}: ${commits.length} commits seen, expected ${COMMIT_ROUNDS}`);
      result.commit = {
        work: median(commits.map((c) => c.work)),
        frame: median(commits.map((c) => c.frame)),
        callback: median(commits.map((c) => c.callback)),
        max: Math.max(...commits.map((c) => c.work)),
      };
    }
    return result;
  } finally {
    await page.context().close();
  }
}

/** Profiling build: what renders per keystroke (20 keys after warm-up) and on one deferred commit. */
async function profileRun(browser: Browser, base: string, impl: Impl, n: number) {
  const page = await openPage(browser, base, impl, n);
  try {
    await focusTarget(page);
    for (let i = 0; i < WARM_UP; i++) await typeKey(page, letter(i));
    await page.evaluate(() => bench().profiling(true));
    const keys = 20;
    for (let i = 0; i < keys; i++) await typeKey(page, letter(i));
    await page.evaluate(() => bench().profiling(false));
    const perKey = perUnit((await page.evaluate(() => bench().profile())) as Profile, keys);
    let commit: Profile | undefined;
    if (usesEngine(impl)) {
      await sleep(500);
      await typeKey(page, 'x');
      await page.evaluate(() => bench().profiling(true));
      await sleep(500);
      await page.evaluate(() => bench().profiling(false));
      commit = (await page.evaluate(() => bench().profile())) as Profile;
    }
    const mount = (await page.evaluate(() => bench().mountProfile())) as Profile;
    return { perKey, commit, mount };
  } finally {
    await page.context().close();
  }
}

function perUnit(profile: Profile, count: number): Profile {
  return Object.fromEntries(Object.entries(profile).map(([id, p]) => [id, { renders: p.renders / count, ms: p.ms / count }]));
}

// The page's API (bench/keystroke/probe.ts), typed loosely for page.evaluate callbacks.
interface PageBench {
  loaded(): Promise<number>;
  load(): number;
  phases(): Record<string, number>;
  arm(): boolean;
  current: Promise<KeySample>;
  focusTarget(): boolean;
  targetValue(): string | undefined;
  commits(): Promise<CommitSample[]>;
  resetCommits(): void;
  commitsWhileKeyPending(): number;
  profiling(on: boolean): void;
  profile(): Profile;
  mountProfile(): Profile;
  fieldCount(): number;
  allRendered(n: number): Promise<number>;
}
declare global {
  function bench(): PageBench;
}

async function main() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.error(`No Chromium at ${executablePath}: install it (apt-get install -y chromium, or node scripts/ensure-chromium.mjs) or set CHROMIUM_PATH.`);
    process.exit(2);
  }
  generateValidators();
  await buildPages(false);
  if (!opts['no-profile']) await buildPages(true);

  const browser = await chromium.launch({ executablePath, headless: true, args: LAUNCH_ARGS });
  const version = browser.version();
  console.error(`Chromium ${version}, ${runs} runs, sizes ${sizes.join(', ')}`);
  const servers: Server[] = [];
  const results: Record<string, Record<number, { runs: RunResult[]; median: RunResult; profile?: Awaited<ReturnType<typeof profileRun>> }>> = {};
  try {
    const dist = await serve(join(out, 'dist'));
    servers.push(dist);
    const base = `http://127.0.0.1:${(dist.address() as AddressInfo).port}`;
    for (const impl of impls) {
      results[impl] = {};
      for (const n of sizesOf(impl)) {
        const all: RunResult[] = [];
        for (let r = 0; r < runs; r++) all.push(await measureRun(browser, base, impl, n));
        results[impl][n] = { runs: all, median: medianRun(all) };
        const m = results[impl][n].median;
        console.error(`${impl} n=${n || m.fields}: work p50 ${m.work.p50.toFixed(2)} ms, frame p95 ${m.frame.p95.toFixed(1)} ms, load ${m.load.toFixed(0)} ms${m.commit ? `, commit ${m.commit.work.toFixed(1)} ms` : ''}`);
      }
    }
    if (!opts['no-profile']) {
      const prof = await serve(join(out, 'profile'));
      servers.push(prof);
      const profBase = `http://127.0.0.1:${(prof.address() as AddressInfo).port}`;
      for (const impl of impls.filter((i) => i !== 'inputs')) for (const n of sizesOf(impl)) results[impl][n].profile = await profileRun(browser, profBase, impl, n);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }

  const problems = report(results);
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ chromium: version, results, problems }, null, 2));
  if (problems.length) {
    console.error(`\nOver budget:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

function medianRun(all: RunResult[]): RunResult {
  const m = (pick: (r: RunResult) => number) => median(all.map(pick));
  return {
    load: m((r) => r.load),
    fields: m((r) => r.fields),
    phases: Object.fromEntries(Object.keys(all[0].phases).map((k) => [k, m((r) => r.phases[k])])),
    work: { p50: m((r) => r.work.p50), p95: m((r) => r.work.p95) },
    frame: { p50: m((r) => r.frame.p50), p95: m((r) => r.frame.p95) },
    commit: all[0].commit
      ? { work: m((r) => r.commit!.work), frame: m((r) => r.commit!.frame), callback: m((r) => r.commit!.callback), max: Math.max(...all.map((r) => r.commit!.max)) }
      : undefined,
    commitsWhileTyping: Math.max(...all.map((r) => r.commitsWhileTyping)),
  };
}

function report(results: Record<string, Record<number, { median: RunResult; profile?: { perKey: Profile; commit?: Profile; mount: Profile } }>>): string[] {
  const f = (v: number, d = 1) => v.toFixed(d);
  console.log(`\nTyping into a text field near the end; ${WARM_UP} warm-up + ${KEYS} keys; median of ${runs} runs, each in a fresh page.`);
  console.log('work = keydown to the end of handlers and re-render; frame = keydown to the next frame handed to the compositor.\n');
  const header = () => {
    console.log('| form | fields | work p50 | work p95 | key to frame p50 | key to frame p95 | load to first focusable input | deferred commit: work (max) | commit to frame |');
    console.log('|---|---|---|---|---|---|---|---|---|');
  };
  const row = (impl: string, m: RunResult) => {
    const commit = m.commit ? `${f(m.commit.work)} ms (${f(m.commit.max)})` : 'n/a';
    const commitFrame = m.commit ? `${f(m.commit.frame)} ms` : 'n/a';
    console.log(`| ${LABEL[impl as Impl]} | ${f(m.fields, 0)} | ${f(m.work.p50, 2)} ms | ${f(m.work.p95, 2)} ms | ${f(m.frame.p50)} ms | ${f(m.frame.p95)} ms | ${f(m.load, 0)} ms | ${commit} | ${commitFrame} |`);
    if (m.commitsWhileTyping) console.log(`  (note: ${m.commitsWhileTyping} deferred commits fired while a key was pending; those keys include commit work)`);
  };
  const problems: string[] = [];
  const synthetic = Object.entries(results).filter(([impl]) => impl !== 'notification');
  if (synthetic.length) {
    console.log('Synthetic form (bench/keystroke/synthetic.ts):\n');
    header();
  }
  for (const [impl, bySize] of synthetic) {
    for (const [size, { median: m }] of Object.entries(bySize)) {
      const n = Number(size);
      row(impl, m);
      if (impl !== 'engine') continue;
      if (budgets.workMs[n] !== undefined && m.work.p50 > budgets.workMs[n]) problems.push(`engine, ${n} fields: work per keystroke ${f(m.work.p50, 2)} ms > ${budgets.workMs[n]} ms`);
      if (budgets.loadMs[n] !== undefined && m.load > budgets.loadMs[n]) problems.push(`engine, ${n} fields: load to first focusable input ${f(m.load, 0)} ms > ${budgets.loadMs[n]} ms`);
      if (budgets.commitMs[n] !== undefined && m.commit && m.commit.work > budgets.commitMs[n]) problems.push(`engine, ${n} fields: deferred commit work ${f(m.commit.work)} ms > ${budgets.commitMs[n]} ms`);
    }
  }
  const real = results.notification?.[REAL]?.median;
  if (real) {
    console.log(`\nReal form: the notification wizard's building-details step (forms/notification through loadForm, accordion layout, every section shown, the wizard's context over the seeded lookups); typing into the building certifier's organisation name, near the end of the step. Fields = the inputs and text areas rendered; load = to the first of them on screen, the form's chunk (loadForm) included.\n`);
    header();
    row('notification', real);
    if (real.work.p50 > budgets.realWorkMs) problems.push(`notification building-details: work per keystroke ${f(real.work.p50, 2)} ms > ${budgets.realWorkMs} ms`);
  }
  console.log('\nLoad breakdown (ms from navigation start, medians): scripts evaluated (module body starts) / validators chunk loaded / render called / first input in the DOM (React commit) / its frame / every field in the DOM (a frame-polled check after the first frame).');
  for (const [impl, bySize] of Object.entries(results)) {
    for (const [size, { median: m }] of Object.entries(bySize)) {
      const p = m.phases;
      const parts = ['main', 'validators', 'render', 'dom', 'frame', 'all'].filter((k) => p[k] !== undefined).map((k) => `${k} ${f(p[k], 0)}`);
      console.log(`  ${LABEL[impl as Impl]} ${Number(size) || m.fields}: ${parts.join(' / ')}`);
    }
  }
  const profiled = Object.entries(results).flatMap(([impl, bySize]) => Object.entries(bySize).filter(([, r]) => r.profile).map(([n, r]) => ({ impl, n: n === String(REAL) ? 'building-details' : n, profile: r.profile! })));
  if (profiled.length) {
    console.log('\nReact Profiler (profiling build): per keystroke, the Profilers whose subtree rendered (renders per key, render ms per key); "widget:*"/"template:*" wrap each registry entry.');
    for (const { impl, n, profile } of profiled) {
      console.log(`  ${impl} ${n}: per key ${describe(profile.perKey)}`);
      if (profile.commit) console.log(`  ${impl} ${n}: deferred commit ${describe(profile.commit)}`);
      console.log(`  ${impl} ${n}: first render (mount) ${describeMount(profile.mount)}`);
    }
  }
  return problems;
}

/** Mount: the whole tree, and the widgets' subtrees summed (templates nest, so they are not summed). */
function describeMount(profile: Profile): string {
  const top = Object.entries(profile).filter(([id]) => !id.includes(':'));
  const widgets = Object.entries(profile).filter(([id]) => id.startsWith('widget:'));
  const widgetMs = widgets.reduce((t, [, p]) => t + p.ms, 0);
  const widgetCount = widgets.reduce((t, [, p]) => t + p.renders, 0);
  return [...top.map(([id, p]) => `${id} ${p.ms.toFixed(0)} ms`), widgets.length ? `widgets ×${widgetCount} ${widgetMs.toFixed(0)} ms` : ''].filter(Boolean).join(', ');
}

function describe(profile: Profile): string {
  const entries = Object.entries(profile).sort((a, b) => b[1].ms - a[1].ms);
  if (!entries.length) return 'nothing rendered';
  return entries.map(([id, p]) => `${id} ×${p.renders.toFixed(p.renders % 1 ? 1 : 0)} ${p.ms.toFixed(2)} ms`).join(', ');
}

await main();
