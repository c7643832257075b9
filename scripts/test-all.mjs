// `npm test`: every suite in order, stopping at the first red one, then one closing line
// `N passed, N failed` over unit, server, fixture and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function count(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
}

/** The journeys Playwright reports flaky: failed, then passed when run again. */
function passedOnRetry(file) {
  if (!existsSync(file)) return [];
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (spec.tests?.some((t) => t.status === 'flaky')) titles.push(`${spec.file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  return titles;
}

function finish(ok) {
  count(join(reports, 'vitest.json'), (report) => ({ passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 }));
  count(join(reports, 'fixtures.json'), (report) => report);
  count(join(reports, 'e2e.json'), (report) => ({ passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0), failed: report.stats?.unexpected ?? 0 }));
  const retried = passedOnRetry(join(reports, 'e2e.json'));
  if (retried.length) console.log(`\nPassed only on a retry (${retried.length}):\n${retried.map((title) => `- ${title}`).join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${retried.length ? ` (${retried.length} of them passed on a retry)` : ''}`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const node = process.execPath;
const steps = [
  ['Chromium for the browser tests', node, ['scripts/ensure-chromium.mjs']],
  ['Generated files are fresh', node, ['--import', 'tsx', 'scripts/codegen/main.ts', '--check']],
  ['Catalog lint', node, ['--import', 'tsx', 'scripts/lint-catalog.ts']],
  ['Import direction', join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', 'schemas', 'engine', 'forms', 'generated', 'src', 'server', 'scripts']],
  ['Type check', join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['Unit and server tests (PGlite and PostgreSQL)', join(root, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`]],
  ['Form fixtures', node, ['--import', 'tsx', 'scripts/fixtures.ts', '--json', join(reports, 'fixtures.json')]],
  ['Build the portal', node, ['--import', 'tsx', 'scripts/build-client.ts', '--logLevel=warn']],
  ['No eval in the shipped JavaScript', node, ['scripts/check-shipped-js.mjs']],
  // Sizes, not times: the same build always weighs the same, so a module that slips into every
  // page's download fails here rather than waiting for someone to run the benchmarks.
  ['Downloads within budget', node, ['--import', 'tsx', 'bench/bundle.ts']],
  ['End-to-end journeys in Chromium', join(root, 'node_modules/.bin/playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') }],
];

for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) {
    console.error(`\n${title} failed.`);
    finish(false);
  }
}
finish(true);
