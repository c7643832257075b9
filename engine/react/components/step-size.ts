type Schema = { properties?: Record<string, unknown>; items?: unknown; $ref?: string; [key: string]: unknown };

const MAX_DEPTH = 8;

/**
 * How many values a step's schema lays out: each property of an object at every depth (an address
 * counts its lines), following the schema's own `#/...` references; an array counts as one.
 */
export function fieldCount(schema: unknown, root: unknown = schema, depth = 0): number {
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return 1;
  const node = resolveLocal(schema as Schema, root);
  if (!node.properties) return 1;
  return Object.values(node.properties).reduce<number>((total, child) => total + fieldCount(child, root, depth + 1), 0);
}

function resolveLocal(schema: Schema, root: unknown): Schema {
  if (typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const segment of schema.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  return target && typeof target === 'object' ? (target as Schema) : schema;
}
