/**
 * Catalog conformance: every form in forms/ lints clean, is generated fresh, and passes its
 * fixtures through the same compiled validators and machine the browser and server run.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runFixture } from '../../engine/core/fixtures.ts';
import { lintForm } from '../../engine/core/linter.ts';
import { validateFormData } from '../../engine/core/validate.ts';
import { catalog, loadForm } from '../../generated/registry.gen.ts';
import { bundleSchema, stepSchema } from '../../scripts/codegen/bundle-schema.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const forms = loadCatalog(join(root, 'forms'));

describe('forms catalog', () => {
  it('registers every form folder', () => {
    expect(catalog.map((entry) => entry.id)).toEqual(forms.map((form) => form.id));
  });

  describe.each(forms.map((form) => [form.id, form] as const))('%s', (_id, form) => {
    it('lints clean', () => {
      const problems = lintForm({ manifest: form.manifest, schema: bundleSchema(form.schemaFile), uiSchema: form.uiSchema, machine: form.machine, fixtures: form.fixtures.map((item) => item.fixture) });
      expect(problems).toEqual([]);
    });

    it('compiles the same schema it bundles', async () => {
      const compiled = await loadForm(form.id);
      expect(compiled.schema).toEqual(bundleSchema(form.schemaFile));
      expect(compiled.manifest).toEqual(form.manifest);
      for (const step of form.manifest.steps) {
        // Same keys in the same order: RJSF finds a step's validators by a hash of its schema.
        expect(JSON.stringify(compiled.steps[step.id].schema)).toBe(JSON.stringify(stepSchema(compiled.schema, step.dataPointer)));
      }
    });

    it.each(form.fixtures.map((item) => [item.fixture.description, item.fixture] as const))('fixture: %s', async (_description, fixture) => {
      const compiled = await loadForm(form.id);
      expect(runFixture(compiled, fixture).problems).toEqual([]);
    });

    it('never accepts an empty submission', async () => {
      const compiled = await loadForm(form.id);
      expect(validateFormData(compiled, {}).valid).toBe(false);
    });
  });
});
