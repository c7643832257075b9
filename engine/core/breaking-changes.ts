/**
 * The breaking-change report of a form revision against the live one (DESIGN.md section 4): what
 * could refuse or lose data that the live revision accepted, or strand a saved draft. Such a
 * change is never published live; it needs a developer release (a new major version with its
 * migration). Wording, layout, new optional fields and relaxed limits are not breaking.
 *
 * A rule whose effect cannot be judged from its text (a condition added to `allOf`, a changed
 * `if`, `not` or `const`) counts as breaking: it may refuse what the live revision accepted.
 */
import { propertySchema, type JSONSchema7 } from './json-schema.ts';
import type { FormManifest } from './types.ts';

export type BreakingRule =
  | 'property-removed'
  | 'newly-required'
  | 'type-changed'
  | 'enum-value-removed'
  | 'pattern-tightened'
  | 'limit-tightened'
  | 'format-tightened'
  | 'property-added-closed'
  | 'condition-tightened'
  | 'widget-changed'
  | 'state-removed'
  | 'step-removed'
  | 'version-changed';

export interface BreakingChange {
  rule: BreakingRule;
  /** A data pointer (schema rules), a machine state path (`state-removed`) or a step id. */
  pointer: string;
  message: string;
}

/** One side of the comparison: the bundled schema (local `$ref`s only), machine, manifest and ui.json. */
export interface RevisionShape {
  schema: JSONSchema7;
  machine: Record<string, unknown>;
  manifest: Pick<FormManifest, 'steps' | 'version'>;
  uiSchema?: Record<string, unknown>;
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;

function resolve(root: JSONSchema7, node: JSONSchema7 | undefined): JSONSchema7 | undefined {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20; hops += 1) {
    let target: unknown = root;
    for (const segment of current.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    const { $ref: _ref, ...siblings } = current;
    current = { ...(target as JSONSchema7), ...siblings };
  }
  return current;
}

/** Keywords that only word or document a rule: changing them never refuses data. */
const ANNOTATIONS = new Set(['errorMessage', 'title', 'description', '$comment', 'examples', 'default', 'readOnly', 'writeOnly', 'deprecated']);

/** Keywords whose value maps data's names (of properties) to schemas or lists: the names are never annotations. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependentRequired', 'dependencies']);

/** A rule's text without its wording, keys sorted: two rules that check the same thing read the same. */
function ruleText(node: unknown, keysAreNames = false): string {
  if (Array.isArray(node)) return `[${node.map((item) => ruleText(item)).join(',')}]`;
  if (!node || typeof node !== 'object') return JSON.stringify(node) ?? 'undefined';
  const entries = Object.entries(node as Record<string, unknown>).filter(([key]) => keysAreNames || !ANNOTATIONS.has(key));
  return `{${entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${JSON.stringify(key)}:${ruleText(value, !keysAreNames && NAME_MAPS.has(key))}`)
    .join(',')}}`;
}

/** Keywords whose change, or whose appearance, may refuse data the live revision accepted. */
const CONDITION_KEYWORDS = ['if', 'then', 'else', 'not', 'const', 'multipleOf', 'uniqueItems', 'contains', 'propertyNames', 'dependencies', 'dependentRequired', 'dependentSchemas', 'patternProperties'] as const;

/** Conditions of a node that may refuse more: an `allOf` entry added, an `anyOf`/`oneOf` entry removed or changed, any other condition added or changed. */
function compareConditions(live: JSONSchema7, draft: JSONSchema7, at: string, out: BreakingChange[]): void {
  const rec = (node: JSONSchema7) => node as Record<string, unknown>;
  const entries = (node: JSONSchema7, key: string) => (Array.isArray(rec(node)[key]) ? (rec(node)[key] as unknown[]).map((entry) => ruleText(entry)) : undefined);
  const liveAll = new Set(entries(live, 'allOf') ?? []);
  if ((entries(draft, 'allOf') ?? []).some((entry) => !liveAll.has(entry))) {
    out.push({ rule: 'condition-tightened', pointer: at, message: `A condition (allOf) was added to or changed in ${at}.` });
  }
  for (const key of ['anyOf', 'oneOf']) {
    const kept = entries(draft, key);
    if (kept && (entries(live, key) ?? []).some((entry) => !kept.includes(entry))) {
      out.push({ rule: 'condition-tightened', pointer: at, message: `A choice (${key}) of ${at} was removed or changed.` });
    } else if (kept && !entries(live, key)) {
      out.push({ rule: 'condition-tightened', pointer: at, message: `A choice (${key}) was added to ${at}.` });
    }
  }
  for (const key of CONDITION_KEYWORDS) {
    if (rec(draft)[key] !== undefined && ruleText(rec(draft)[key]) !== ruleText(rec(live)[key])) {
      out.push({ rule: 'condition-tightened', pointer: at, message: `The condition ${key} of ${at} was added or changed.` });
    }
  }
  const closedBy = (node: JSONSchema7) => (typeof node.additionalProperties === 'object' ? ruleText(node.additionalProperties) : undefined);
  if (closedBy(draft) !== undefined && closedBy(draft) !== closedBy(live)) {
    out.push({ rule: 'condition-tightened', pointer: at, message: `The rule for further properties (additionalProperties) of ${at} was added or changed.` });
  }
}

const types = (node: JSONSchema7): string[] => (node.type === undefined ? [] : ([] as string[]).concat(node.type).sort());
const child = (pointer: string, name: string) => `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function compareSchemas(liveRoot: JSONSchema7, draftRoot: JSONSchema7, liveNode: JSONSchema7 | undefined, draftNode: JSONSchema7 | undefined, pointer: string, out: BreakingChange[]): void {
  const live = resolve(liveRoot, liveNode);
  const draft = resolve(draftRoot, draftNode);
  if (!live || !draft || typeof live !== 'object' || typeof draft !== 'object') return;
  const at = pointer || '/';

  const liveTypes = types(live);
  const draftTypes = types(draft);
  if (liveTypes.length && JSON.stringify(liveTypes) !== JSON.stringify(draftTypes) && !(draftTypes.length === 0 || liveTypes.every((type) => draftTypes.includes(type)))) {
    out.push({ rule: 'type-changed', pointer: at, message: `The type of ${at} changed from ${liveTypes.join('|')} to ${draftTypes.join('|') || 'any'}.` });
  } else if (!liveTypes.length && draftTypes.length) {
    out.push({ rule: 'type-changed', pointer: at, message: `The type of ${at}, any so far, is now ${draftTypes.join('|')}.` });
  }
  if (Array.isArray(draft.enum) && !Array.isArray(live.enum)) {
    out.push({ rule: 'condition-tightened', pointer: at, message: `A list of allowed values (enum) was added to ${at}.` });
  }
  if (Array.isArray(live.enum)) {
    const kept = Array.isArray(draft.enum) ? draft.enum.map((value: unknown) => JSON.stringify(value)) : undefined;
    for (const value of live.enum) {
      if (kept && !kept.includes(JSON.stringify(value))) out.push({ rule: 'enum-value-removed', pointer: at, message: `The value ${JSON.stringify(value)} of ${at} was removed.` });
    }
  }
  if (typeof draft.pattern === 'string' && draft.pattern !== live.pattern) {
    out.push({ rule: 'pattern-tightened', pointer: at, message: `The pattern of ${at} changed to ${draft.pattern}.` });
  }
  if (typeof draft.format === 'string' && draft.format !== live.format) {
    out.push({ rule: 'format-tightened', pointer: at, message: `The format of ${at} changed to ${draft.format}.` });
  }
  for (const key of LOWER_BOUNDS) {
    if (typeof draft[key] === 'number' && (typeof live[key] !== 'number' || draft[key] > live[key])) {
      out.push({ rule: 'limit-tightened', pointer: at, message: `${key} of ${at} was raised to ${draft[key]}.` });
    }
  }
  for (const key of UPPER_BOUNDS) {
    if (typeof draft[key] === 'number' && (typeof live[key] !== 'number' || draft[key] < live[key])) {
      out.push({ rule: 'limit-tightened', pointer: at, message: `${key} of ${at} was lowered to ${draft[key]}.` });
    }
  }

  compareConditions(live, draft, at, out);

  const liveProps = (live.properties ?? {}) as Record<string, JSONSchema7>;
  const draftProps = (draft.properties ?? {}) as Record<string, JSONSchema7>;
  for (const name of Object.keys(liveProps)) {
    if (!(name in draftProps)) out.push({ rule: 'property-removed', pointer: child(pointer, name), message: `The property ${child(pointer, name)} was removed or renamed.` });
    else compareSchemas(liveRoot, draftRoot, liveProps[name], draftProps[name], child(pointer, name), out);
  }
  if (draft.additionalProperties === false) {
    for (const name of Object.keys(draftProps)) {
      if (!(name in liveProps)) out.push({ rule: 'property-added-closed', pointer: child(pointer, name), message: `The property ${child(pointer, name)} was added under additionalProperties: false.` });
    }
  }
  const liveRequired = new Set<string>(Array.isArray(live.required) ? live.required : []);
  for (const name of Array.isArray(draft.required) ? (draft.required as string[]) : []) {
    if (!liveRequired.has(name)) out.push({ rule: 'newly-required', pointer: child(pointer, name), message: `The property ${child(pointer, name)} is newly required.` });
  }
  if (live.items && draft.items && !Array.isArray(live.items) && !Array.isArray(draft.items)) {
    compareSchemas(liveRoot, draftRoot, live.items, draft.items, `${pointer}/-`, out);
  }
}

/**
 * What a field's control sends, where the control fixes it whatever the schema says: a yes/no or
 * a tick box a boolean, money a number, an object-valued field (`ui:field`) its own object, and
 * `hidden` nothing the user is asked for. Any other control sends what the field's schema types.
 */
const FIXED_SHAPES: Readonly<Record<string, string>> = { yesNo: 'a boolean', checkbox: 'a boolean', money: 'a number', hidden: 'nothing asked of the user' };
const TYPED = 'what its schema types';

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function shapeOf(ui: unknown): string {
  const node = isPlainObject(ui) ? ui : {};
  if (typeof node['ui:field'] === 'string') return `the ${node['ui:field']} field's object`;
  return typeof node['ui:widget'] === 'string' ? (FIXED_SHAPES[node['ui:widget']] ?? TYPED) : TYPED;
}

/**
 * Fields both revisions hold whose control changed what it sends, or whether it is asked at all
 * (to or from `hidden`), at their data pointers. A control swapped for one sending the same (text
 * for a text area, a select for choice cards) is layout; a field added or removed is the schema's
 * to report.
 */
function compareControls(live: unknown, draft: unknown, pointer: string, schemas: { live: JSONSchema7; draft: JSONSchema7 }, out: BreakingChange[]): void {
  if (pointer) {
    if (!propertySchema(schemas.live, pointer) || !propertySchema(schemas.draft, pointer)) return;
    const [was, is] = [shapeOf(live), shapeOf(draft)];
    if (was !== is) out.push({ rule: 'widget-changed', pointer, message: `The control of ${pointer} now sends ${is} where it sent ${was}.` });
  }
  const children = (ui: unknown) => (isPlainObject(ui) ? Object.keys(ui).filter((key) => !key.startsWith('ui:') && key !== 'items' && isPlainObject(ui[key])) : []);
  for (const key of new Set([...children(live), ...children(draft)])) {
    compareControls(isPlainObject(live) ? live[key] : undefined, isPlainObject(draft) ? draft[key] : undefined, child(pointer, key), schemas, out);
  }
}

/** Every state path of a machine config, e.g. `details`, `cost.refund`. */
function statePaths(config: Record<string, unknown>, prefix = ''): string[] {
  const states = (config.states ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(states).flatMap(([name, state]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...statePaths(state, path)];
  });
}

/** The breaking changes of `draft` against `live`; empty when the draft may be published live. */
export function breakingChanges(live: RevisionShape, draft: RevisionShape): BreakingChange[] {
  const out: BreakingChange[] = [];
  if (draft.manifest.version !== live.manifest.version) {
    out.push({ rule: 'version-changed', pointer: '/version', message: `The version changes from ${live.manifest.version} to ${draft.manifest.version}: a new major version is a developer release.` });
  }
  compareSchemas(live.schema, draft.schema, live.schema, draft.schema, '', out);
  if (live.uiSchema && draft.uiSchema) compareControls(live.uiSchema, draft.uiSchema, '', { live: live.schema, draft: draft.schema }, out);
  const draftStates = new Set(statePaths(draft.machine));
  for (const path of statePaths(live.machine)) {
    if (!draftStates.has(path)) out.push({ rule: 'state-removed', pointer: path, message: `The state ${path}, which a saved draft can sit on, was removed.` });
  }
  const draftSteps = new Set(draft.manifest.steps.map((step) => step.id));
  for (const step of live.manifest.steps) {
    if (!draftSteps.has(step.id)) out.push({ rule: 'step-removed', pointer: step.id, message: `The step ${step.id}, which a saved draft can sit on, was removed.` });
  }
  return out;
}
