/**
 * The catalog linter as a function over forms held in memory: engine/core `lintForm` and the
 * checks of `catalog-checks.ts`, some of them across forms. `npm run lint` runs it over forms/;
 * the Forms Studio over the catalog with a draft in place of its form.
 */
import { basename } from 'node:path';
import { changeableFields } from '../../engine/core/changes.ts';
import { lintForm } from '../../engine/core/linter.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../server/documents/upload-rules.ts';
import { bundleSchema } from '../codegen/bundle-schema.ts';
import type { CatalogForm } from '../codegen/load-catalog.ts';
import { attachmentProblems, catalogProblems, manifestProblems, manifestRules, sharedFieldProblems, unplacedFields } from './catalog-checks.ts';
import { fileMetaProblems } from './file-meta-checks.ts';
import { fieldSchema, stepPropertyNames } from './step-properties.ts';

/** Each form's problems by form id (its folder name); each names the catalog file and pointer. */
export function lintCatalogForms(forms: CatalogForm[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const bundledSchemas = new Map<string, ReturnType<typeof bundleSchema>>();
  for (const form of forms) {
    try {
      bundledSchemas.set(form.id, bundleSchema(form.schemaFile, { schema: form.schema, conditions: form.manifest.conditions ?? {} }));
    } catch (error) {
      result.set(form.id, [`schema.json: ${(error as Error).message}`]);
    }
  }
  const bundled = forms.filter((form) => bundledSchemas.has(form.id));
  const acrossForms = catalogProblems(bundled.map((form) => form.manifest));
  // The server writes a quick edit's derived values into the payload it checks, so their names are kept apart too.
  const derivedNames = (manifest: FormManifest) => (manifest.derived ?? []).map((rule) => rule.field.split('/')[1]);
  const sharedFields = sharedFieldProblems(
    bundled.map((form) => ({
      manifest: form.manifest,
      fields: [...new Set([...changeableFields(form.manifest, stepPropertyNames(bundledSchemas.get(form.id)!, '')), ...derivedNames(form.manifest)])],
    })),
  );
  for (const form of bundled) {
    const schema = bundledSchemas.get(form.id)!;
    const problems = lintForm({
      manifest: form.manifest,
      schema,
      uiSchema: form.uiSchema,
      machine: form.machine,
      fixtures: form.fixtures.map((item) => item.fixture),
    });
    if (form.manifest.id !== form.id) problems.push(`form.json: id '${form.manifest.id}' differs from its folder '${form.id}'`);
    problems.push(...manifestProblems(form.manifest), ...manifestRules(form.manifest), ...(acrossForms.get(form.manifest.id) ?? []), ...(sharedFields.get(form.manifest.id) ?? []));
    problems.push(...unplacedFields(form.manifest, (pointer) => stepPropertyNames(schema, pointer), form.uiSchema));
    problems.push(...fileMetaProblems({ ui: form.uiSchema, machine: form.machine, fixtures: form.fixtures.map(({ file, fixture }) => ({ name: basename(file, '.json'), fixture })) }));
    const attachments = form.manifest.attachments;
    const filesSchema = attachments ? fieldSchema(schema, `/${attachments.field}`) : undefined;
    const filesParent = attachments?.field.split('/').slice(0, -1).join('/');
    const parentSchema = filesParent ? fieldSchema(schema, `/${filesParent}`) : schema;
    const filesRequired = attachments ? (parentSchema?.required ?? []).includes(attachments.field.split('/').pop()!) : undefined;
    problems.push(...attachmentProblems(form.manifest, filesSchema, { maxBytes: MAX_UPLOAD_BYTES, extensions: ALLOWED_EXTENSIONS }, filesRequired));
    result.set(form.id, problems);
  }
  return result;
}
