/** Reads the forms catalog from `forms/<id>/` as plain data. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormManifest } from '../../engine/core/types.ts';
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import type { Fixture } from '../../engine/core/fixtures.ts';

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
