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

/** The subschemas that may declare more of a node's properties: a conditional group lives in an `allOf` branch's `then`. */
function branchesOf(node: JSONSchema7): JSONSchema7[] {
  return [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else].filter((branch): branch is JSONSchema7 => !!branch && typeof branch === 'object');
}

/** A node's own property, else one its conditional branches declare. */
function ownOrBranchProperty(root: JSONSchema7, node: JSONSchema7 | undefined, token: string, depth = 0): JSONSchema7 | undefined {
  if (!node || depth > 10) return undefined;
  const own = node.properties?.[token];
  if (own) return resolveRef(root, own);
  for (const branch of branchesOf(node)) {
    const found = ownOrBranchProperty(root, resolveRef(root, branch), token, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The schema of the property at a data pointer, through `properties` and conditional branches (array items are not followed). */
export function propertySchema(root: JSONSchema7, pointer: string): JSONSchema7 | undefined {
  let schema = resolveRef(root, root);
  for (const token of pointerTokens(pointer)) schema = ownOrBranchProperty(root, schema, token);
  return schema;
}
