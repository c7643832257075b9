/** `npm run lint` (first half): lints every form definition in forms/; exit 1 on any problem. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeableFields } from '../engine/core/changes.ts';
import { lintForm } from '../engine/core/linter.ts';
import { bundleSchema } from './codegen/bundle-schema.ts';
import { loadCatalog } from './codegen/load-catalog.ts';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES } from '../server/documents/upload-rules.ts';
import { attachmentProblems, catalogProblems, manifestProblems, manifestRules, sharedFieldProblems, unplacedFields } from './lint/catalog-checks.ts';
import { fieldSchema } from './lint/step-properties.ts';
import { stepPropertyNames } from './lint/step-properties.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let failures = 0;
const forms = loadCatalog(join(root, 'forms'));
const acrossForms = catalogProblems(forms.map((form) => form.manifest));
const bundledSchemas = new Map(forms.map((form) => [form.id, bundleSchema(form.schemaFile)]));
const sharedFields = sharedFieldProblems(forms.map((form) => ({ manifest: form.manifest, fields: changeableFields(form.manifest, stepPropertyNames(bundledSchemas.get(form.id)!, '')) })));
for (const form of forms) {
  const bundled = bundledSchemas.get(form.id)!;
  const problems = lintForm({
    manifest: form.manifest,
    schema: bundled,
    uiSchema: form.uiSchema,
    machine: form.machine,
    fixtures: form.fixtures.map((item) => item.fixture),
  });
  if (form.manifest.id !== form.id) problems.push(`form.json: id '${form.manifest.id}' differs from its folder '${form.id}'`);
  problems.push(...manifestProblems(form.manifest), ...manifestRules(form.manifest), ...(acrossForms.get(form.manifest.id) ?? []), ...(sharedFields.get(form.manifest.id) ?? []));
  problems.push(...unplacedFields(form.manifest, (pointer) => stepPropertyNames(bundled, pointer), form.uiSchema));
  const attachments = form.manifest.attachments;
  const filesSchema = attachments ? fieldSchema(bundled, `/${attachments.field}`) : undefined;
  const filesParent = attachments?.field.split('/').slice(0, -1).join('/');
  const parentSchema = filesParent ? fieldSchema(bundled, `/${filesParent}`) : bundled;
  const filesRequired = attachments ? (parentSchema?.required ?? []).includes(attachments.field.split('/').pop()!) : undefined;
  problems.push(...attachmentProblems(form.manifest, filesSchema, { maxBytes: MAX_UPLOAD_BYTES, extensions: ALLOWED_EXTENSIONS }, filesRequired));
  failures += problems.length;
  for (const problem of problems) console.error(`forms/${form.id}: ${problem}`);
}
console.log(`catalog lint: ${forms.length} forms, ${failures} problems`);
if (failures > 0) process.exit(1);
