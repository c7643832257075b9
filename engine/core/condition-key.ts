/**
 * Conditions in machine.json are JSON Schemas over `{ data, context }`. Codegen precompiles each
 * one and files it under this key; the guard finds it by the same key at run time.
 */

/** JSON text with object keys sorted, so equal schemas give equal text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** 32-bit FNV-1a of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const keys = new WeakMap<object, string>();

/** The stable key of a condition schema (memoised per schema object). */
export function conditionKey(schema: object): string {
  let key = keys.get(schema);
  if (!key) {
    key = `c${fnv1a(stableStringify(schema))}`;
    keys.set(schema, key);
  }
  return key;
}

/** Every condition schema in a machine config: the `params.schema` of `dataMatches` guards. */
export function collectConditions(machine: unknown): object[] {
  const found: object[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const params = record.params as Record<string, unknown> | undefined;
    if (record.type === 'dataMatches' && params && typeof params.schema === 'object' && params.schema) {
      found.push(params.schema as object);
    }
    Object.values(record).forEach(visit);
  };
  visit(machine);
  return found;
}

/** The machine config with each `dataMatches` guard's schema replaced by its key (`conditionKey`). */
export function withConditionKeys(machine: unknown): unknown {
  if (Array.isArray(machine)) return machine.map(withConditionKeys);
  if (!machine || typeof machine !== 'object') return machine;
  const record = machine as Record<string, unknown>;
  const params = record.params as Record<string, unknown> | undefined;
  if (record.type === 'dataMatches' && params && typeof params.schema === 'object' && params.schema) {
    const { schema, ...rest } = params;
    return { ...record, params: { ...rest, key: conditionKey(schema) } };
  }
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, withConditionKeys(value)]));
}
