/**
 * The claim CSV checks (DESIGN.md section 5): a generated 10 MB claim file checked by the portal's
 * Web Worker (papaparse streaming through engine/core's checker) in headless Chromium.
 *
 * Budgets: the check answers within 1 s, and no main-thread task runs over 50 ms meanwhile
 * (Chromium's long-task observer reports every task over 50 ms). Median of 5 runs, each in a
 * fresh page. Exits 1 when over budget. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { portal } from '../generated/portal.gen.ts';
import type { ClaimCsvRun } from './claim-csv/main.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench/results/claim-csv');
const FILE_BYTES = 10 * 1024 * 1024;
const RUNS = 5;
const budgets = { ms: 1000, longTaskMs: 50 };

/** A valid claim file of just under `bytes`: the template's header and rows of realistic values. */
function claimFile(bytes: number): string {
  const lines = [portal.certifierClaims.csv.columns.join(',')];
  let size = lines[0].length + 2;
  for (let n = 0; ; n++) {
    const line = `LV${String(1_000_000 + n).padStart(7, '0')},DA${2020 + (n % 6)}/${String(n % 100_000).padStart(5, '0')},${1 + (n % 28)}/${1 + (n % 12)}/2025,${4000 + (n % 900)}`;
    if (size + line.length + 2 > bytes) break;
    lines.push(line);
    size += line.length + 2;
  }
  return `${lines.join('\r\n')}\r\n`;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.csv': 'text/csv', '.map': 'application/json' };
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await build({ configFile: join(root, 'bench/claim-csv/vite.config.ts'), logLevel: 'warn' });
mkdirSync(out, { recursive: true });
const text = claimFile(FILE_BYTES);
writeFileSync(join(out, 'claims.csv'), text);
const server = await serve(out);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results: ClaimCsvRun[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await page.goto(`${base}/index.html`);
    await page.waitForFunction(() => 'runClaimCsv' in window);
    results.push(await page.evaluate((url) => (window as unknown as { runClaimCsv: (u: string) => Promise<ClaimCsvRun> }).runClaimCsv(url), `${base}/claims.csv`));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

const ms = median(results.map((r) => r.ms));
const longest = Math.max(0, ...results.flatMap((r) => r.longTasks));
const rows = results[0].rowCount;
console.log(`claim CSV: ${(Buffer.byteLength(text) / 1048576).toFixed(2)} MB, ${rows} rows, ${RUNS} runs`);
console.log(`  check in worker: median ${ms.toFixed(0)} ms (runs: ${results.map((r) => r.ms.toFixed(0)).join(', ')}; budget ${budgets.ms} ms)`);
console.log(`  main-thread long tasks during the check: ${results.reduce((n, r) => n + r.longTasks.length, 0)}, longest ${longest.toFixed(0)} ms (budget: none over ${budgets.longTaskMs} ms)`);
const problems = [
  results.some((r) => r.groups > 0 || r.rowCount !== rows) ? 'the generated file did not pass the checks' : '',
  ms > budgets.ms ? `check took ${ms.toFixed(0)} ms > ${budgets.ms} ms` : '',
  longest > budgets.longTaskMs ? `a main-thread task took ${longest.toFixed(0)} ms > ${budgets.longTaskMs} ms` : '',
].filter(Boolean);
for (const problem of problems) console.log(`  OVER BUDGET: ${problem}`);
process.exit(problems.length ? 1 : 0);
