/** Reads the forms catalog from `forms/<id>/` as plain data. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FormManifest } from '../../engine/core/types.ts';
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import type { Fixture } from '../../engine/core/fixtures.ts';
import type { FormFiles } from '../../engine/core/form-files.ts';

export interface CatalogForm {
  id: string;
  folder: string;
  manifest: FormManifest;
  schemaFile: string;
  schema: JSONSchema7;
  uiSchema: Record<string, unknown>;
  machine: Record<string, unknown>;
  fixtures: { file: string; fixture: Fixture }[];
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

export function loadCatalog(formsDir: string): CatalogForm[] {
  return readdirSync(formsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const folder = join(formsDir, id);
      const fixturesDir = join(folder, 'fixtures');
      const fixtureFiles = existsSync(fixturesDir) ? readdirSync(fixturesDir).filter((name) => name.endsWith('.json')).sort() : [];
      return {
        id,
        folder,
        manifest: readJson<FormManifest>(join(folder, 'form.json')),
        schemaFile: join(folder, 'schema.json'),
        schema: readJson<JSONSchema7>(join(folder, 'schema.json')),
        uiSchema: readJson<Record<string, unknown>>(join(folder, 'ui.json')),
        machine: readJson<Record<string, unknown>>(join(folder, 'machine.json')),
        fixtures: fixtureFiles.map((name) => ({ file: join(fixturesDir, name), fixture: readJson<Fixture>(join(fixturesDir, name)) })),
      };
    });
}

/**
 * A form held in memory (a Studio draft or a published revision) as codegen and the linter read
 * it; its folder is where it sits in `formsDir`, so shared `$ref`s resolve as in the repository.
 */
export function catalogFormFromFiles(formsDir: string, id: string, files: FormFiles): CatalogForm {
  const folder = join(formsDir, id);
  return {
    id,
    folder,
    manifest: files.form,
    schemaFile: join(folder, 'schema.json'),
    schema: files.schema,
    uiSchema: files.ui,
    machine: files.machine,
    fixtures: Object.keys(files.fixtures)
      .sort()
      .map((name) => ({ file: join(folder, 'fixtures', `${name}.json`), fixture: files.fixtures[name] })),
  };
}

/** The files of a catalog form, fixtures by name. */
export function filesOfCatalogForm(form: CatalogForm): FormFiles {
  return {
    form: form.manifest,
    schema: form.schema,
    ui: form.uiSchema,
    machine: form.machine,
    fixtures: Object.fromEntries(form.fixtures.map(({ file, fixture }) => [basename(file, '.json'), fixture])),
  };
}
