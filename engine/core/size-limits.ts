/**
 * A cheap pass over submitted data before the compiled validator runs. The validator (all errors
 * on) does work that grows with items times errors; cutting arrays and objects down to just past
 * the schema's own `maxItems` and `maxProperties` keeps that work bounded by the schema.
 *
 * Sound: a limit counts only where it must hold (the schema itself, `allOf`, `$ref`); a limit
 * inside alternatives (`anyOf`, `oneOf`, `if`/`then`/`else`) counts with the loosest branch.
 */
type Schema = Record<string, unknown>;
type Node = { kind: 'all' | 'some'; parts: Node[] } | { kind: 'schema'; schema: Schema } | { kind: 'any' };
type LimitKeyword = 'maxItems' | 'maxProperties';

const ANY: Node = { kind: 'any' };

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

/** True when nothing is said about the data at this node (every conjunct unconstrained, or some alternative). */
function isAny(node: Node): boolean {
  if (node.kind === 'any') return true;
  if (node.kind === 'schema') return false;
  return node.kind === 'all' ? node.parts.every(isAny) : node.parts.some(isAny);
}

function limitOf(node: Node, keyword: LimitKeyword): number | undefined {
  if (node.kind === 'any') return undefined;
  if (node.kind === 'schema') return ownLimit(node.schema, keyword);
  const limits = node.parts.map((part) => limitOf(part, keyword));
  if (node.kind === 'all') {
    const set = limits.filter((limit): limit is number => limit !== undefined);
    return set.length ? Math.min(...set) : undefined;
  }
  // Alternatives: only as tight as the loosest branch, and unbounded if any branch is.
  if (limits.some((limit) => limit === undefined)) return undefined;
  return Math.max(...(limits as number[]));
}

function ownLimit(schema: Schema, keyword: LimitKeyword): number | undefined {
  if (typeof schema[keyword] === 'number') return schema[keyword] as number;
  // No other property is allowed: the object can hold at most the properties it names.
  if (keyword === 'maxProperties' && schema.additionalProperties === false && !schema.patternProperties) {
    return Object.keys(isSchema(schema.properties) ? schema.properties : {}).length;
  }
  return undefined;
}

/**
 * `data` with every array cut to one item more than its schema's `maxItems`, and every object to
 * one property more than its `maxProperties` (named properties kept first): the validator still
 * reports each excess, in its own words, but never works through more than the schema allows.
 * Data within the limits comes back as it is (the same object).
 */
export function withinSchemaLimits(schema: unknown, data: unknown): unknown {
  if (!isSchema(schema)) return data;
  const cache = new WeakMap<Schema, Node>();
  const walk = (value: unknown, node: Node): unknown => {
    if (isAny(node)) return value;
    if (Array.isArray(value)) {
      const limit = limitOf(node, 'maxItems');
      const kept = limit !== undefined && value.length > limit + 1 ? value.slice(0, limit + 1) : value;
      let changed = kept !== value;
      const items = kept.map((item, index) => {
        const next = walk(item, child(schema, node, index, cache));
        changed ||= next !== item;
        return next;
      });
      return changed ? items : value;
    }
    if (isSchema(value)) {
      const limit = limitOf(node, 'maxProperties');
      let keys = Object.keys(value);
      let changed = false;
      if (limit !== undefined && keys.length > limit + 1) {
        const named = new Set(keys.filter((key) => !isAny(child(schema, node, key, cache))));
        keys = [...named, ...keys.filter((key) => !named.has(key))].slice(0, limit + 1);
        changed = true;
      }
      const entries = keys.map((key) => {
        const next = walk(value[key], child(schema, node, key, cache));
        changed ||= next !== value[key];
        return [key, next] as const;
      });
      return changed ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  return walk(data, expand(schema, schema, cache));
}
