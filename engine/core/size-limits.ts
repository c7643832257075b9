/**
 * A cheap pass over submitted data before the compiled validator runs: arrays, strings and
 * objects larger than the form's schema could ever accept are refused at once. The compiled
 * validator (all errors on) does work that grows with items times errors; bounding the data by
 * the schema's own `maxItems`, `maxLength` and `maxProperties` first keeps that work small.
 *
 * Sound: a limit counts only where it must hold (the schema itself, `allOf`, `$ref`); a limit
 * inside alternatives (`anyOf`, `oneOf`, `if`/`then`/`else`) counts with the loosest branch.
 */
import type { FieldError } from './types.ts';

type Schema = Record<string, unknown>;
type Node = { kind: 'all' | 'some'; parts: Node[] } | { kind: 'schema'; schema: Schema } | { kind: 'any' };
type LimitKeyword = 'maxItems' | 'maxLength' | 'maxProperties';

const ANY: Node = { kind: 'any' };
/** After this many refusals the pass stops: the reply needs a few errors, not all of them. */
const MAX_ERRORS = 20;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchema(node) ? node[key] : undefined;
  }
  return isSchema(node) ? node : undefined;
}

function expand(root: Schema, schema: unknown, cache: WeakMap<Schema, Node>, depth = 0): Node {
  if (!isSchema(schema) || depth > 64) return ANY;
  const cached = cache.get(schema);
  if (cached) return cached;
  const parts: Node[] = [{ kind: 'schema', schema }];
  const sub = (s: unknown) => expand(root, s, cache, depth + 1);
  if (typeof schema.$ref === 'string') parts.push(sub(resolveRef(root, schema.$ref)));
  if (Array.isArray(schema.allOf)) parts.push(...schema.allOf.map(sub));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.length) parts.push({ kind: 'some', parts: branches.map(sub) });
  }
  if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
    parts.push({ kind: 'some', parts: [schema.then === undefined ? ANY : sub(schema.then), schema.else === undefined ? ANY : sub(schema.else)] });
  }
  const node: Node = { kind: 'all', parts };
  cache.set(schema, node);
  return node;
}

/** The schema node that applies to a child (property name or array index) of the data. */
function child(root: Schema, node: Node, key: string | number, cache: WeakMap<Schema, Node>): Node {
  if (node.kind === 'any') return ANY;
  if (node.kind !== 'schema') return { kind: node.kind, parts: node.parts.map((part) => child(root, part, key, cache)) };
  const { schema } = node;
  if (typeof key === 'number') {
    const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : undefined;
    if (tuple) return key < tuple.length ? expand(root, tuple[key], cache) : expand(root, schema.additionalItems ?? schema.items, cache);
    return expand(root, schema.items, cache);
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  if (Object.hasOwn(properties, key)) return expand(root, properties[key], cache);
  // A name a pattern may match: that pattern's schema is not followed (no regex work here).
  if (isSchema(schema.patternProperties)) return ANY;
  return expand(root, schema.additionalProperties, cache);
}

interface Limit {
  value: number;
  message?: string;
}

function ownLimit(schema: Schema, keyword: LimitKeyword): Limit | undefined {
  let value = typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined;
  // No other property is allowed: the object can hold at most the properties it names.
  if (keyword === 'maxProperties' && value === undefined && schema.additionalProperties === false && !schema.patternProperties) {
    value = Object.keys(isSchema(schema.properties) ? schema.properties : {}).length;
  }
  if (value === undefined) return undefined;
  const words = isSchema(schema.errorMessage) ? schema.errorMessage[keyword] : undefined;
  return { value, message: typeof words === 'string' ? words : undefined };
}

function limitOf(node: Node, keyword: LimitKeyword): Limit | undefined {
  if (node.kind === 'any') return undefined;
  if (node.kind === 'schema') return ownLimit(node.schema, keyword);
  const limits = node.parts.map((part) => limitOf(part, keyword));
  if (node.kind === 'all') {
    return limits.reduce<Limit | undefined>((tightest, limit) => (limit && (!tightest || limit.value < tightest.value) ? limit : tightest), undefined);
  }
  // Alternatives: only as tight as the loosest branch, and unbounded if any branch is.
  if (limits.some((limit) => !limit)) return undefined;
  return limits.reduce<Limit | undefined>((loosest, limit) => (!loosest || limit!.value > loosest.value ? limit : loosest), undefined);
}

const DEFAULT_MESSAGES: Record<LimitKeyword, (n: number) => string> = {
  maxItems: (n) => `Please provide at most ${n} items.`,
  maxLength: (n) => `Please enter at most ${n} characters.`,
  maxProperties: (n) => `Please provide at most ${n} values.`,
};

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Field errors for every array, string or object in `data` larger than `schema` allows (at most
 * 20); none when the data is within the schema's limits. Work grows with the data's size only.
 */
export function sizeLimitErrors(schema: unknown, data: unknown): FieldError[] {
  if (!isSchema(schema)) return [];
  const cache = new WeakMap<Schema, Node>();
  const errors: FieldError[] = [];
  const over = (node: Node, keyword: LimitKeyword, size: number, path: string, exactSize = () => size): boolean => {
    const limit = limitOf(node, keyword);
    if (!limit || size <= limit.value || exactSize() <= limit.value) return false;
    errors.push({ path, message: limit.message ?? DEFAULT_MESSAGES[keyword](limit.value) });
    return true;
  };
  const walk = (value: unknown, node: Node, path: string): void => {
    if (errors.length >= MAX_ERRORS || node.kind === 'any') return;
    if (typeof value === 'string') {
      // Like Ajv, count code points (a surrogate pair is one character); only needed when long.
      over(node, 'maxLength', value.length, path, () => [...value].length);
    } else if (Array.isArray(value)) {
      if (over(node, 'maxItems', value.length, path)) return;
      value.forEach((item, index) => walk(item, child(schema, node, index, cache), `${path}/${index}`));
    } else if (isSchema(value)) {
      const keys = Object.keys(value);
      if (over(node, 'maxProperties', keys.length, path)) return;
      for (const key of keys) walk(value[key], child(schema, node, key, cache), `${path}/${escapeKey(key)}`);
    }
  };
  walk(data, expand(schema, schema, cache), '');
  return errors;
}
