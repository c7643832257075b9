/**
 * The TypeScript types of a form's data (json-schema-to-typescript). They speak of the data's
 * shape only: wording (titles, descriptions, messages) is left out, so rewording a form never
 * changes its types — the Studio's publish gate compares them (server/studio/type-check.ts).
 */
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';

/** Keywords that carry wording, not shape. */
const WORDING = new Set(['title', 'description', 'errorMessage', '$comment', 'examples']);
/** Keywords whose value is one schema. */
const ONE = ['items', 'additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
/** Keywords whose value is a list of schemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to schemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** The schema without its wording, at every schema position (a property named `title` stays). */
export function withoutWording(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (WORDING.has(key)) continue;
    if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map(withoutWording);
    else if (ONE.includes(key)) out[key] = withoutWording(value);
    else if (MAP.includes(key) && value && typeof value === 'object') out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withoutWording(item)]));
    else out[key] = value;
  }
  return out;
}

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** The name of a form's data type in its types file. */
export const dataTypeName = (formId: string) => `${pascal(formId)}Data`;

/** The types file of a form's bundled schema; its data type is `<PascalId>Data`. */
export function emitFormTypes(formId: string, bundled: JSONSchema7, bannerComment: string): Promise<string> {
  return compile(withoutWording(bundled) as never, dataTypeName(formId), {
    bannerComment,
    additionalProperties: false,
    format: true,
    unreachableDefinitions: false,
  });
}
