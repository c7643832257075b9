/**
 * The breaking-change report of a form revision against the live one (DESIGN.md section 4): what
 * could refuse or lose data that the live revision accepted, or strand a saved draft. Such a
 * change is never published live; it needs a developer release (a new major version with its
 * migration). Wording, layout, new optional fields and relaxed limits are not breaking.
 */
import type { JSONSchema7 } from './json-schema.ts';
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
  | 'state-removed'
  | 'step-removed'
  | 'version-changed';

export interface BreakingChange {
  rule: BreakingRule;
  /** A data pointer (schema rules), a machine state path (`state-removed`) or a step id. */
  pointer: string;
  message: string;
}

/** One side of the comparison: the bundled schema (local `$ref`s only), machine and manifest. */
export interface RevisionShape {
  schema: JSONSchema7;
  machine: Record<string, unknown>;
  manifest: Pick<FormManifest, 'steps' | 'version'>;
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
