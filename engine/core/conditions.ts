/**
 * Conditions of form.json (`visibleWhen`, `submitWhen`, named `conditions`), written short and
 * expanded into the JSON Schema over `{ data, context }` that codegen precompiles and the
 * machine's `dataMatches` guard runs. A condition is one of:
 * - `{ "field": "/a/b", <test> }` on the data, or `{ "context": "/x/y", <test> }` on the context,
 *   where the test is `equals` (a value), `in` (values), `filled: true` (present, not null or ''),
 *   `minimum` / `exclusiveMinimum` / `maximum` / `exclusiveMaximum` (numbers); no test: present;
 * - `{ "allOf": [...] }`, `{ "anyOf": [...] }`, `{ "not": ... }` of conditions;
 * - `{ "ref": "<name>" }`: a condition named in form.json `conditions`;
 * - `{ "schema": <JSON Schema over { data, context }> }` for anything else.
 */
import type { FormCondition } from './types.ts';

type Schema = Record<string, unknown>;

const NUMBER_TESTS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'] as const;

/** The leaf schema of a field test. */
function testSchema(condition: Record<string, unknown>): Schema | undefined {
  if ('equals' in condition) return { const: condition.equals };
  if ('in' in condition) return { enum: condition.in };
  if (condition.filled === true) return { not: { enum: [null, ''] } };
  const numeric = NUMBER_TESTS.filter((key) => key in condition);
  if (numeric.length) return { type: 'number', ...Object.fromEntries(numeric.map((key) => [key, condition[key]])) };
  return undefined;
}

/** `{ properties: { a: { properties: { b: leaf }, required: ['b'] } }, required: ['a'] }` for /a/b. */
function atPointer(pointer: string, leaf: Schema | undefined): Schema {
  const segments = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: Schema = leaf ?? {};
  for (const segment of segments.reverse()) node = { properties: { [segment]: node }, required: [segment] };
  return node;
}

/** The JSON Schema of a condition: over `{ data, context }`, or (`dataOnly`) over the data alone. */
function expand(condition: FormCondition, named: Record<string, FormCondition>, seen: string[], dataOnly: boolean): Schema {
  const record = condition as Record<string, unknown>;
  const inner = (item: unknown) => expand(item as FormCondition, named, seen, dataOnly);
  if ('schema' in record) {
    if (dataOnly) throw new Error('A raw schema condition is over { data, context }; over the data alone, write the schema itself');
    return record.schema as Schema;
  }
  if ('ref' in record) {
    const name = String(record.ref);
    if (seen.includes(name) || !(name in named)) throw new Error(`Condition '${name}' is ${seen.includes(name) ? 'circular' : 'not named in conditions'}`);
    return expand(named[name], named, [...seen, name], dataOnly);
  }
  if ('allOf' in record) return { allOf: (record.allOf as unknown[]).map(inner) };
  if ('anyOf' in record) return { anyOf: (record.anyOf as unknown[]).map(inner) };
  if ('not' in record) return { not: inner(record.not) };
  if (typeof record.field === 'string') {
    const data = atPointer(record.field, testSchema(record));
    return dataOnly ? data : { type: 'object', required: ['data'], properties: { data } };
  }
  if (typeof record.context === 'string') {
    if (dataOnly) throw new Error(`Condition on the context (${record.context}) where only the data is known`);
    return { type: 'object', required: ['context'], properties: { context: atPointer(record.context, testSchema(record)) } };
  }
  throw new Error(`Not a condition: ${JSON.stringify(condition)}`);
}

/** The JSON Schema over `{ data, context }` of a condition; named ones come from `named`. */
export function expandCondition(condition: FormCondition, named: Record<string, FormCondition> = {}): Schema {
  return expand(condition, named, [], false);
}

/** The `$comment` codegen puts on a schema.json `if` that names a form.json condition, followed by the name. */
export const SCHEMA_CONDITION_COMMENT = 'form.json conditions/';

/**
 * The JSON Schema over the data alone of a condition that reads no context, e.g. for an `if` of
 * schema.json that names a form.json condition (`{ "condition": "<name>" }`, see codegen's bundleSchema).
 */
export function dataCondition(condition: FormCondition, named: Record<string, FormCondition> = {}): Schema {
  return expand(condition, named, [], true);
}
