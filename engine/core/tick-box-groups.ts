/**
 * Groups of tick boxes (e.g. the certification and declaration): objects whose every property is
 * a boolean. Each box is its own control with its own requirement, so an absent group is read as
 * "no box ticked" when errors are reported (see `validate.ts`).
 */
import { resolveRef, type JSONSchema7 } from './json-schema.ts';
import { pointerTokens } from './pointer.ts';

/** The schema of the property at a data pointer, through `properties` (array items are not followed). */
function propertySchema(root: JSONSchema7, pointer: string): JSONSchema7 | undefined {
  let schema = resolveRef(root, root);
  for (const token of pointerTokens(pointer)) schema = resolveRef(root, schema?.properties?.[token]);
  return schema;
}

/** A tick box: a boolean, by type or by a boolean `const`. */
export const isTickBox = (member: JSONSchema7 | undefined) => member?.type === 'boolean' || typeof member?.const === 'boolean';

/** Whether the property at `pointer` is a group of tick boxes: an object of booleans only. */
export function isTickBoxGroup(root: JSONSchema7, pointer: string): boolean {
  const schema = propertySchema(root, pointer);
  const members = Object.values((schema?.properties ?? {}) as Record<string, JSONSchema7>).map((member) => resolveRef(root, member));
  return members.length > 0 && members.every(isTickBox);
}
