/** Walking a meta-schema (plain JSON Schema data, never compiled) to the part that describes a place in a document. */
export type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: SchemaNode, node: SchemaNode, seen = 0): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#') || seen > 20) return node;
  let target: unknown = root;
  for (const segment of ref.slice(1).split('/').filter(Boolean)) target = isNode(target) ? target[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isNode(target) ? resolveRef(root, { ...node, ...target, $ref: undefined }, seen + 1) : node;
}

/** The node itself and every alternative it allows (allOf / anyOf / oneOf / then / else), references resolved. */
function variants(root: SchemaNode, node: SchemaNode, depth = 0): SchemaNode[] {
  const resolved = resolveRef(root, node);
  if (depth > 8) return [resolved];
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(resolved[key]) ? (resolved[key] as unknown[]) : [])).filter(isNode);
  const branches = ['then', 'else'].map((key) => resolved[key]).filter(isNode);
  return [resolved, ...[...nested, ...branches].flatMap((item) => variants(root, item, depth + 1))];
}

function child(root: SchemaNode, node: SchemaNode, segment: string): SchemaNode[] {
  return variants(root, node).flatMap((variant) => {
    const found: unknown[] = [];
    if (isNode(variant.properties) && segment in variant.properties) found.push(variant.properties[segment]);
    if (isNode(variant.patternProperties)) {
      for (const [pattern, schema] of Object.entries(variant.patternProperties)) {
        try {
          if (new RegExp(pattern, 'u').test(segment)) found.push(schema);
        } catch {
          // A pattern this browser cannot read offers nothing.
        }
      }
    }
    if (!found.length && isNode(variant.additionalProperties)) found.push(variant.additionalProperties);
    if (/^\d+$/.test(segment)) {
      if (isNode(variant.items)) found.push(variant.items);
      else if (Array.isArray(variant.items)) found.push(variant.items[Number(segment)]);
    }
    return found.filter(isNode);
  });
}

/** The meta-schema nodes that describe the value at a path (empty when the meta-schema says nothing there). */
export function nodesAt(root: SchemaNode, path: readonly string[]): SchemaNode[] {
  let nodes: SchemaNode[] = [root];
  for (const segment of path) {
    nodes = nodes.flatMap((node) => child(root, node, segment));
    if (!nodes.length) return [];
  }
  return nodes.flatMap((node) => variants(root, node));
}

export interface PropertyOption {
  name: string;
  detail: string;
  info?: string;
  required: boolean;
}

/** Describes a node in a line: its type, allowed values, pattern. */
export function describe(node: SchemaNode): string {
  const parts: string[] = [];
  if (node.type) parts.push(Array.isArray(node.type) ? node.type.join(' | ') : String(node.type));
  if (Array.isArray(node.enum)) parts.push(`one of ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if ('const' in node) parts.push(`always ${JSON.stringify(node.const)}`);
  if (typeof node.pattern === 'string') parts.push(`matching ${node.pattern}`);
  if (typeof node.minimum === 'number') parts.push(`at least ${node.minimum}`);
  if (typeof node.minLength === 'number') parts.push(`at least ${node.minLength} character${node.minLength === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** The property names an object at `path` may hold, with what each expects. */
export function propertyOptions(root: SchemaNode, path: readonly string[]): PropertyOption[] {
  const options = new Map<string, PropertyOption>();
  for (const node of nodesAt(root, path)) {
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    if (!isNode(node.properties)) continue;
    for (const [name, schema] of Object.entries(node.properties)) {
      if (options.has(name) || !isNode(schema)) continue;
      const resolved = resolveRef(root, schema);
      options.set(name, { name, detail: describe(resolved), info: typeof resolved.description === 'string' ? resolved.description : (resolved.title as string | undefined), required: required.has(name) });
    }
  }
  return [...options.values()];
}

/** The values the meta-schema names for the value at `path` (enum, const, booleans). */
export function valueOptions(root: SchemaNode, path: readonly string[]): unknown[] {
  const values: unknown[] = [];
  for (const node of nodesAt(root, path)) {
    if (Array.isArray(node.enum)) values.push(...node.enum);
    if ('const' in node) values.push(node.const);
    if (node.type === 'boolean') values.push(true, false);
  }
  return [...new Map(values.map((value) => [JSON.stringify(value), value])).values()];
}

/** What the meta-schema says of the value at `path`: title, description and its line of type and values. */
export function explain(root: SchemaNode, path: readonly string[]): string | undefined {
  const nodes = nodesAt(root, path);
  if (!nodes.length) return undefined;
  const lines = new Set<string>();
  for (const node of nodes) {
    for (const key of ['title', 'description'] as const) if (typeof node[key] === 'string') lines.add(node[key] as string);
    const line = describe(node);
    if (line) lines.add(line);
  }
  return [...lines].join('\n') || undefined;
}
