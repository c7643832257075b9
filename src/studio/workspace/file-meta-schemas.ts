import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { fixtureMetaSchema, machineMetaSchema, uiMetaSchema } from '../../../engine/core/meta-schemas.ts';
import { formManifestMetaSchema } from '../../../generated/meta-schemas.gen.ts';
import type { SchemaNode } from '../editor/meta-schema.ts';
import type { FileKey } from './draft-files.ts';

const DEFINITIONS: Record<'form' | 'schema' | 'ui' | 'machine', SchemaNode> = {
  form: formManifestMetaSchema,
  schema: draft07 as SchemaNode,
  ui: uiMetaSchema,
  machine: machineMetaSchema,
};

/** The meta-schema an editor completes, explains and checks a file against: the catalog linter's own. */
export function metaSchemaFor(key: FileKey): SchemaNode {
  return key.startsWith('fixtures/') ? fixtureMetaSchema : DEFINITIONS[key as keyof typeof DEFINITIONS];
}
