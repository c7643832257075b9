/** `npm run lint` (first half): lints every form definition in forms/; exit 1 on any problem. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './codegen/load-catalog.ts';
import { lintCatalogForms } from './lint/lint-catalog-forms.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let failures = 0;
const forms = loadCatalog(join(root, 'forms'));
for (const [id, problems] of lintCatalogForms(forms)) {
  failures += problems.length;
  for (const problem of problems) console.error(`forms/${id}: ${problem}`);
}
console.log(`catalog lint: ${forms.length} forms, ${failures} problems`);
if (failures > 0) process.exit(1);
