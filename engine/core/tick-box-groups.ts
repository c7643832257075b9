/**
 * Groups of tick boxes (e.g. the certification and declaration): objects whose every property is
 * a boolean. Each box is its own control with its own requirement, so an absent group is read as
 * "no box ticked" when errors are reported (see `validate.ts`).
 */
import type { JSONSchema7 } from './json-schema.ts';

const tokensOf = (pointer: string) => pointer.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A local `$ref` ('#/$defs/name') followed to its schema; other schemas as they are. */
export function resolved(root: JSONSchema7, schema: JSONSchema7 | undefined): JSONSchema7 | undefined {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 10; hops++) {
    current = tokensOf(current.$ref.slice(1)).reduce<JSONSchema7 | undefined>((node, token) => node?.[token], root);
  }
  return current;
}

/** The schema of the property at a data pointer, through `properties` (array items are not followed). */
function propertySchema(root: JSONSchema7, pointer: string): JSONSchema7 | undefined {
  let schema = resolved(root, root);
  for (const token of pointer ? tokensOf(pointer) : []) schema = resolved(root, schema?.properties?.[token]);
  return schema;
}

/** A tick box: a boolean, by type or by a boolean `const`. */
export const isTickBox = (member: JSONSchema7 | undefined) => member?.type === 'boolean' || typeof member?.const === 'boolean';

/** Whether the property at `pointer` is a group of tick boxes: an object of booleans only. */
export function isTickBoxGroup(root: JSONSchema7, pointer: string): boolean {
  const schema = propertySchema(root, pointer);
  const members = Object.values((schema?.properties ?? {}) as Record<string, JSONSchema7>).map((member) => resolved(root, member));
  return members.length > 0 && members.every(isTickBox);
}
