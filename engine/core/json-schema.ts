/** A JSON Schema object as the catalog writes it (draft 2019-09 subset with our keywords). */
import { pointerTokens, readPointer } from './pointer.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONSchema7 = Record<string, any>;

/** A schema with its local `$ref`s ('#/$defs/name') followed, through the bundled form schema `root`. */
export function resolveRef(root: JSONSchema7, schema: JSONSchema7 | undefined): JSONSchema7 | undefined {
  let node = schema;
  for (let depth = 0; typeof node?.$ref === 'string' && (node.$ref === '#' || node.$ref.startsWith('#/')) && depth < 20; depth += 1) {
    node = readPointer(root, node.$ref.slice(1)) as JSONSchema7 | undefined;
  }
  return node;
}

/** The schema of the property at a data pointer, through `properties` (array items are not followed). */
export function propertySchema(root: JSONSchema7, pointer: string): JSONSchema7 | undefined {
  let schema = resolveRef(root, root);
  for (const token of pointerTokens(pointer)) schema = resolveRef(root, schema?.properties?.[token]);
  return schema;
}
