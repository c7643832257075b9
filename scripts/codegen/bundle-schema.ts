/**
 * Bundles a form's schema with every shared definition it references into one self-contained
 * schema: external `$ref`s become `#/$defs/<name>`, because RJSF resolves only local refs; an
 * `if` may name a condition of the form's form.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { dataCondition, SCHEMA_CONDITION_COMMENT } from '../../engine/core/conditions.ts';
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import type { FormCondition } from '../../engine/core/types.ts';

function defName(file: string): string {
  return basename(file, '.json').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function readJson(file: string): JSONSchema7 {
  return JSON.parse(readFileSync(file, 'utf8')) as JSONSchema7;
}

/**
 * A form's schema and named conditions held in memory (a Studio draft) instead of read from its
 * folder; its shared `$ref`s still resolve from `entryFile`'s place in the repository.
 */
export interface BundleSource {
  schema?: JSONSchema7;
  conditions?: Record<string, FormCondition>;
}

/**
 * Returns the bundled schema; `$defs` holds each referenced file once, without its `$id`.
 * A `$ref` with an `errorMessage` beside it overrides the shared definition's messages: the
 * definition is inlined there with that `errorMessage` (ajv-errors would otherwise keep the
 * inner message), keyword by keyword, so a message not overridden stays the shared one. Inside an `if`, `{ "condition": "<name>" }` names a condition of the form's
 * form.json `conditions` (written once, e.g. for a section's visibleWhen too): it becomes that
 * condition's JSON Schema over the data, marked with a `$comment`.
 */
export function bundleSchema(entryFile: string, source: BundleSource = {}): JSONSchema7 {
  const defs: Record<string, JSONSchema7> = {};
  const namesByFile = new Map<string, string>();
  let named: Record<string, FormCondition> | undefined = source.conditions;
  const namedCondition = (name: string): JSONSchema7 => {
    const manifestFile = join(dirname(entryFile), 'form.json');
    named ??= existsSync(manifestFile) ? ((JSON.parse(readFileSync(manifestFile, 'utf8')) as { conditions?: Record<string, FormCondition> }).conditions ?? {}) : {};
    if (!(name in named)) throw new Error(`${entryFile}: an if names condition '${name}', which form.json conditions does not have`);
    try {
      return { $comment: `${SCHEMA_CONDITION_COMMENT}${name}`, ...dataCondition(named[name], named) } as JSONSchema7;
    } catch (error) {
      throw new Error(`${entryFile}: condition '${name}' of an if: ${(error as Error).message}`);
    }
  };
  const namesCondition = (value: unknown): value is { condition: string } =>
    !!value && typeof value === 'object' && Object.keys(value).length === 1 && typeof (value as { condition?: unknown }).condition === 'string';
  // Inside an `if`, `{ "condition": "<name>" }` (a string, so never a properties map) is a named condition.
  const withConditions = (node: unknown): unknown => {
    if (namesCondition(node)) return namedCondition(node.condition);
    if (Array.isArray(node)) return node.map(withConditions);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withConditions(value)]));
  };

  const rewrite = (node: unknown, currentFile: string, localPrefix: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, currentFile, localPrefix));
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string' && !record.$ref.startsWith('#') && record.errorMessage !== undefined) {
      return inlineWithMessages(record, currentFile);
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === '$ref' && typeof value === 'string') out[key] = resolveRef(value, currentFile, localPrefix);
      else if (key === 'if') out[key] = withConditions(rewrite(value, currentFile, localPrefix));
      else if (key === '$id' && localPrefix !== '') continue;
      else out[key] = rewrite(value, currentFile, localPrefix);
    }
    return out;
  };

  const inlineWithMessages = (record: Record<string, unknown>, currentFile: string): unknown => {
    const [filePart, fragment = ''] = (record.$ref as string).split('#');
    if (fragment) throw new Error(`${currentFile}: a message override needs a whole-file $ref, not ${record.$ref as string}`);
    const target = resolve(dirname(currentFile), filePart);
    const { $id: _id, ...shared } = rewrite(readJson(target), target, '') as Record<string, unknown>;
    const { $ref: _ref, ...siblings } = record;
    const own = rewrite(siblings, currentFile, '') as Record<string, unknown>;
    return overlay(shared, own);
  };

  const resolveRef = (ref: string, currentFile: string, localPrefix: string): string => {
    const [filePart, fragment = ''] = ref.split('#');
    if (filePart === '') return `#${localPrefix}${fragment}`;
    const target = resolve(dirname(currentFile), filePart);
    let name = namesByFile.get(target);
    if (!name) {
      name = defName(target);
      while (Object.values(Object.fromEntries(namesByFile)).includes(name)) name = `${name}_`;
      namesByFile.set(target, name);
      defs[name] = {};
      defs[name] = rewrite(readJson(target), target, `/$defs/${name}`) as JSONSchema7;
    }
    return `#/$defs/${name}${fragment}`;
  };

  const root = rewrite(source.schema ?? readJson(entryFile), entryFile, '') as JSONSchema7;
  const { $id: _ignored, ...rest } = root;
  if (Object.keys(defs).length === 0) return rest;
  return { ...rest, $defs: { ...(rest.$defs ?? {}), ...sortKeys(defs) } };
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The schema of one step: the sub-schema at the step's data pointer, with the root's `$defs`. */
export function stepSchema(bundled: JSONSchema7, dataPointer: string): JSONSchema7 {
  if (dataPointer === '') return bundled;
  const segments = dataPointer.slice(1).split('/');
  let node: JSONSchema7 | undefined = bundled;
  for (const segment of segments) node = node?.properties?.[segment];
  if (!node) throw new Error(`No schema at data pointer ${dataPointer}`);
  return bundled.$defs ? { ...node, $defs: bundled.$defs } : node;
}

const isMap = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A form's own keywords laid over a shared schema at every depth: `items`, `properties` and
 * `errorMessage` refine the shared ones keyword by keyword (a form narrowing a file's name keeps
 * the shared type, size and required checks); lists such as `enum` and `required` are replaced.
 */
function overlay(shared: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...shared };
  for (const [key, value] of Object.entries(own)) out[key] = isMap(value) && isMap(shared[key]) ? overlay(shared[key], value) : value;
  return out;
}
