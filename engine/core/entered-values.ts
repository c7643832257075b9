/**
 * Whether a form's data holds anything a user entered: a value that is not empty, not `false` or
 * `0` (what the form's resets write for an unanswered choice or cost) and not its schema's own
 * `default` (e.g. an address's state, filled in by the form). Browser and
 * server ask the same question, e.g. before storing a draft.
 */
import { propertySchema, type JSONSchema7 } from './json-schema.ts';
import { readPointer } from './pointer.ts';

function resolve(root: JSONSchema7, node: JSONSchema7 | undefined): JSONSchema7 | undefined {
  if (!node || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const token of node.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  const { $ref: _ref, ...own } = node;
  return { ...(resolve(root, target as JSONSchema7) ?? {}), ...own };
}

function entered(root: JSONSchema7, node: JSONSchema7 | undefined, value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 0) return false;
  const schema = resolve(root, node);
  if (schema && 'default' in schema && JSON.stringify(schema.default) === JSON.stringify(value)) return false;
  if (Array.isArray(value)) return value.some((item) => entered(root, schema?.items as JSONSchema7 | undefined, item));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).some(([key, item]) => entered(root, schema?.properties?.[key] as JSONSchema7 | undefined, item));
  }
  return typeof value !== 'string' || value.trim() !== '';
}

/** True when the value at `pointer` in `data` holds at least one value a user entered (see above). */
export function hasEnteredValuesAt(schema: JSONSchema7, pointer: string, data: unknown): boolean {
  return entered(schema, propertySchema(schema, pointer), readPointer(data, pointer));
}

/** True when `data` holds at least one value a user entered (see above). */
export function hasEnteredValues(schema: JSONSchema7, data: unknown): boolean {
  return entered(schema, schema, data);
}
