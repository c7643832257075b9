/** `npm run lint` (first half): lints every form definition in forms/ and forms/portal.json; exit 1 on any problem. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './codegen/load-catalog.ts';
import { portalProblems } from './codegen/emit-portal.ts';
import { lintCatalogForms } from './lint/lint-catalog-forms.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let failures = 0;
const forms = loadCatalog(join(root, 'forms'));
for (const [id, problems] of lintCatalogForms(forms)) {
  failures += problems.length;
  for (const problem of problems) console.error(`forms/${id}: ${problem}`);
}
for (const problem of portalProblems(JSON.parse(readFileSync(join(root, 'forms', 'portal.json'), 'utf8')), forms.map((f) => f.manifest))) {
  failures += 1;
  console.error(problem);
}
console.log(`catalog lint: ${forms.length} forms, ${failures} problems`);
if (failures > 0) process.exit(1);
