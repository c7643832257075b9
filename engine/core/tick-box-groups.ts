/**
 * Groups of tick boxes (e.g. the certification and declaration): objects whose every property is
 * a boolean. Each box is its own control with its own requirement, so an absent group is read as
 * "no box ticked" when errors are reported (see `validate.ts`).
 */
import { propertySchema, resolveRef, type JSONSchema7 } from './json-schema.ts';
import { pointerTokens, readPointer } from './pointer.ts';

/** A tick box: a boolean, by type or by a boolean `const`. */
export const isTickBox = (member: JSONSchema7 | undefined) => member?.type === 'boolean' || typeof member?.const === 'boolean';

/** Whether the property at `pointer` is a group of tick boxes: an object of booleans only. */
export function isTickBoxGroup(root: JSONSchema7, pointer: string): boolean {
  const schema = propertySchema(root, pointer);
  const members = Object.values((schema?.properties ?? {}) as Record<string, JSONSchema7>).map((member) => resolveRef(root, member));
  return members.length > 0 && members.every(isTickBox);
}

/** A schema and, when it is a `$ref`, the schema it leads to (a `$ref`'s siblings apply too); undefined for a chain of `$ref`s. */
function layers(root: JSONSchema7, schema: JSONSchema7 | undefined): JSONSchema7[] | undefined {
  if (!schema || typeof schema !== 'object') return [];
  const target = resolveRef(root, schema);
  if (target === schema) return [schema];
  if (!target || typeof schema.$ref !== 'string' || readPointer(root, schema.$ref.slice(1)) !== target) return undefined;
  return [schema, target];
}

/** The subschemas of `schema` that apply to the same value depending on the data (or always, for `allOf`); `if` and `not` report no errors of their own. */
const branches = (schema: JSONSchema7): JSONSchema7[] =>
  [
    ...((schema.allOf ?? []) as JSONSchema7[]),
    ...((schema.anyOf ?? []) as JSONSchema7[]),
    ...((schema.oneOf ?? []) as JSONSchema7[]),
    schema.then,
    schema.else,
    ...Object.values((schema.dependentSchemas ?? {}) as Record<string, JSONSchema7>),
    ...Object.values((schema.dependencies ?? {}) as Record<string, unknown>),
  ].filter((branch): branch is JSONSchema7 => !!branch && typeof branch === 'object' && !Array.isArray(branch));

/** Whether a keyword of `schema` other than `properties` (a pattern, additional or unevaluated properties) may apply a schema to its property `token`. */
const appliesBeside = (schema: JSONSchema7, token: string): boolean =>
  schema.patternProperties !== undefined ||
  schema.unevaluatedProperties !== undefined ||
  (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean' && !Object.hasOwn(schema.properties ?? {}, token));

/** Whether `schema`, applied to an object, may apply a schema to its property `token` (true when it cannot tell). */
function reaches(root: JSONSchema7, schema: JSONSchema7, token: string): boolean {
  const level = layers(root, schema);
  if (!level) return true;
  return level.some((s) => Object.hasOwn(s.properties ?? {}, token) || appliesBeside(s, token) || branches(s).some((branch) => reaches(root, branch, token)));
}

/**
 * Whether the errors an empty group of tick boxes at `pointer` gets depend on its own schema
 * alone, never on other values: the group is reached from the root through `properties` only (no
 * `allOf`, `anyOf`, `oneOf`, `then`, `else`, dependent schema or pattern on the way applies a
 * schema to it), and nothing in it reads another value (`$data`). Its box-by-box errors can then
 * be worked out once per validator (see `validate.ts`).
 */
export function hasFixedEmptyGroupErrors(root: JSONSchema7, pointer: string): boolean {
  let schema: JSONSchema7 | undefined = root;
  for (const token of pointerTokens(pointer)) {
    const level = layers(root, schema);
    if (!level) return false;
    if (level.some((s) => appliesBeside(s, token) || branches(s).some((branch) => reaches(root, branch, token)))) return false;
    const entries = level.map((s) => s.properties?.[token] as JSONSchema7 | undefined).filter((entry) => entry !== undefined);
    if (entries.length !== 1) return false;
    schema = entries[0];
  }
  const group = layers(root, schema);
  if (!group?.length) return false;
  const members = group.flatMap((s) => Object.values((s.properties ?? {}) as Record<string, JSONSchema7>).map((member) => resolveRef(root, member)));
  return !JSON.stringify([group, members]).includes('"$data"');
}
