/**
 * `npm run fixtures`: runs every form's fixtures through the form's compiled validators and
 * machine, prints each result and closes with `N passed, N failed` (exit 1 on any failure).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFixture } from '../engine/core/fixtures.ts';
import { loadForm } from '../generated/registry.gen.ts';
import { loadCatalog } from './codegen/load-catalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const only = args[0];
  let passed = 0;
  let failed = 0;
  for (const entry of loadCatalog(join(root, 'forms'))) {
    if (only && entry.id !== only) continue;
    const form = await loadForm(entry.id);
    console.log(`${entry.id} (v${form.manifest.version})`);
    for (const { file, fixture } of entry.fixtures) {
      const result = runFixture(form, fixture);
      const name = relative(join(root, 'forms'), file);
      if (result.passed) {
        passed += 1;
        console.log(`  ok    ${name}: ${result.description}`);
      } else {
        failed += 1;
        console.log(`  FAIL  ${name}: ${result.description}`);
        for (const problem of result.problems) console.log(`          ${problem}`);
      }
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed, failed }));
  if (failed > 0 || passed === 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
