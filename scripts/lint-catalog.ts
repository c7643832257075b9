/** `npm run lint` (first half): lints every form definition in forms/; exit 1 on any problem. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintForm } from '../engine/core/linter.ts';
import { bundleSchema } from './codegen/bundle-schema.ts';
import { loadCatalog } from './codegen/load-catalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let failures = 0;
const forms = loadCatalog(join(root, 'forms'));
for (const form of forms) {
  const problems = lintForm({
    manifest: form.manifest,
    schema: bundleSchema(form.schemaFile),
    uiSchema: form.uiSchema,
    machine: form.machine,
    fixtures: form.fixtures.map((item) => item.fixture),
  });
  if (form.manifest.id !== form.id) problems.push(`form.json: id '${form.manifest.id}' differs from its folder '${form.id}'`);
  failures += problems.length;
  for (const problem of problems) console.error(`forms/${form.id}: ${problem}`);
}
console.log(`catalog lint: ${forms.length} forms, ${failures} problems`);
if (failures > 0) process.exit(1);
