/**
 * The catalog linter's checks of a form's conditional UI rules (`conditions.ts`,
 * `section-rules.ts`): every condition is well formed, reads existing data fields and declared
 * context, and refers to named conditions that exist; every section rule, reset and context
 * copy names existing fields and applies to a section that can be hidden. Each problem names
 * the form.json (or machine.json) pointer that is wrong.
 */
import { inContextShape } from './lint-host.ts';
import { stepEmbedNames } from './step-embeds.ts';
import type { FormCondition, FormManifest, SectionManifest } from './types.ts';

export interface RulesLintInput {
  manifest: FormManifest;
  machine: Record<string, unknown>;
  /** Whether a data pointer names a field of the form's schema. */
  fieldExists: (pointer: string) => boolean;
  /** Problems of a raw JSON Schema condition (`{ "schema": ... }`) at `at`, e.g. properties the form's data has not. */
  checkSchema: (at: string, schema: object) => string[];
  /** Named conditions the form's schema uses (an `if` naming one, see `dataCondition`). */
  usedBySchema?: string[];
}

/** The tests a field or context condition may make (see `conditions.ts`). */
const TESTS = ['equals', 'in', 'filled', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const COMBINATORS = ['allOf', 'anyOf', 'not', 'ref', 'schema'];
/** Section keys that do something only while the section can be hidden. */
const RULE_KEYS = ['resetWhenHidden', 'setWhenShown', 'readonlyWhileShown', 'withdrawWhileHidden', 'hiddenValueMessage'] as const;

interface Checker {
  problems: string[];
  manifest: FormManifest;
  fieldExists: (pointer: string) => boolean;
  checkSchema: (at: string, schema: object) => string[];
  contexts: Set<string>;
  used: Set<string>;
}

function checkPointer(checker: Checker, at: string, pointer: string, kind: 'field' | 'context'): void {
  if (!pointer.startsWith('/')) checker.problems.push(`${at}/${kind}: '${pointer}' is not a JSON pointer (it starts with '/')`);
  else if (kind === 'field') {
    if (!checker.fieldExists(pointer)) checker.problems.push(`${at}: no field '${pointer}'`);
  } else {
    const root = pointer.split('/')[1] ?? '';
    if (!checker.contexts.has(root)) checker.problems.push(`${at}/context: '${pointer}' is not in a declared context (${[...checker.contexts].join(', ') || 'none declared'})`);
    else if (!inContextShape(pointer)) checker.problems.push(`${at}/context: '${pointer}' names no field of the ${root} context (schemas/context.json)`);
  }
}

function checkLeaf(checker: Checker, at: string, record: Record<string, unknown>, kind: 'field' | 'context'): void {
  checkPointer(checker, at, String(record[kind]), kind);
  for (const key of Object.keys(record)) if (key !== kind && !TESTS.includes(key)) checker.problems.push(`${at}/${key}: unknown test (known: ${TESTS.join(', ')})`);
  if ('in' in record && !Array.isArray(record.in)) checker.problems.push(`${at}/in: not a list of values`);
  if ('filled' in record && record.filled !== true) checker.problems.push(`${at}/filled: only 'filled: true' is a test (use not for the opposite)`);
  if ('equals' in record && 'in' in record) checker.problems.push(`${at}: both equals and in (use one)`);
  for (const key of TESTS.slice(3)) if (key in record && typeof record[key] !== 'number') checker.problems.push(`${at}/${key}: not a number`);
}

/** Checks one condition at `at` (named conditions are checked once, where they are named). */
function checkCondition(checker: Checker, at: string, condition: unknown): void {
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) {
    checker.problems.push(`${at}: not a condition (an object)`);
    return;
  }
  const record = condition as Record<string, unknown>;
  if (typeof record.field === 'string') return checkLeaf(checker, at, record, 'field');
  if (typeof record.context === 'string') return checkLeaf(checker, at, record, 'context');
  const combinators = COMBINATORS.filter((key) => key in record);
  const extra = Object.keys(record).filter((key) => !COMBINATORS.includes(key));
  if (combinators.length !== 1 || extra.length) {
    checker.problems.push(`${at}: not a condition (one of field, context, ${COMBINATORS.join(', ')}${extra.length ? `; unknown ${extra.join(', ')}` : ''})`);
    return;
  }
  const [kind] = combinators;
  if (kind === 'ref') {
    const name = String(record.ref);
    const named = checker.manifest.conditions ?? {};
    checker.used.add(name);
    if (!(name in named)) checker.problems.push(`${at}/ref: no condition '${name}' in conditions`);
    return;
  }
  if (kind === 'not') return checkCondition(checker, `${at}/not`, record.not);
  if (kind === 'schema') {
    if (!record.schema || typeof record.schema !== 'object') checker.problems.push(`${at}/schema: not a JSON Schema`);
    else checker.problems.push(...checker.checkSchema(`${at}/schema`, record.schema as object));
    return;
  }
  const parts = record[kind];
  if (!Array.isArray(parts) || parts.length === 0) {
    checker.problems.push(`${at}/${kind}: not a non-empty list of conditions`);
    return;
  }
  parts.forEach((part, index) => checkCondition(checker, `${at}/${kind}/${index}`, part));
}

function checkSection(checker: Checker, at: string, section: SectionManifest): void {
  const { problems, fieldExists } = checker;
  if (section.visibleWhen === undefined) {
    for (const key of RULE_KEYS) if (section[key] !== undefined) problems.push(`${at}/${key}: the section has no visibleWhen, so it is never hidden and this never applies`);
    return;
  }
  checkCondition(checker, `${at}/visibleWhen`, section.visibleWhen);
  const reset = section.resetWhenHidden;
  if (reset !== undefined && reset !== true && reset.fields) {
    reset.fields.forEach((field, index) => {
      if (!fieldExists(field)) problems.push(`${at}/resetWhenHidden/fields/${index}: no field '${field}'`);
    });
  } else if (reset !== undefined && !(section.fields ?? []).length) problems.push(`${at}/resetWhenHidden: the section has no fields to reset (name them in fields)`);
  for (const pointer of Object.keys(section.setWhenShown ?? {})) if (!fieldExists(pointer)) problems.push(`${at}/setWhenShown: no field '${pointer}'`);
  (section.readonlyWhileShown ?? []).forEach((pointer, index) => {
    if (!fieldExists(pointer)) problems.push(`${at}/readonlyWhileShown/${index}: no field '${pointer}'`);
  });
  (section.withdrawWhileHidden ?? []).forEach((condition, index) => {
    const where = `${at}/withdrawWhileHidden/${index}`;
    if (typeof (condition as { field?: unknown }).field !== 'string') problems.push(`${where}: must test a field (the field it unsets)`);
    else checkCondition(checker, where, condition);
  });
  if (section.hiddenValueMessage !== undefined && !(section.fields ?? []).length) problems.push(`${at}/hiddenValueMessage: the section has no fields that could hold a value`);
}

/** Every `dataMatches` guard of machine.json written with a short `condition`, with its machine.json pointer. */
function machineConditions(node: unknown, path = ''): [string, FormCondition][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => machineConditions(item, `${path}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const params = record.params as Record<string, unknown> | undefined;
  const own: [string, FormCondition][] = record.type === 'dataMatches' && params?.condition !== undefined ? [[`machine.json${path}/params/condition`, params.condition as FormCondition]] : [];
  return [...own, ...Object.entries(record).flatMap(([key, value]) => machineConditions(value, `${path}/${key}`))];
}

/** Named conditions that refer to each other in a cycle (expanding them would never end). */
function cycles(named: Record<string, FormCondition>): string[] {
  const refs = (condition: unknown): string[] => {
    if (!condition || typeof condition !== 'object') return [];
    const record = condition as Record<string, unknown>;
    if (typeof record.ref === 'string') return [record.ref];
    return [...((record.allOf as unknown[]) ?? []), ...((record.anyOf as unknown[]) ?? []), ...(record.not ? [record.not] : [])].flatMap(refs);
  };
  const circular: string[] = [];
  for (const start of Object.keys(named)) {
    const queue = refs(named[start]);
    const seen = new Set<string>();
    while (queue.length) {
      const name = queue.shift()!;
      if (name === start) {
        circular.push(start);
        break;
      }
      if (seen.has(name) || !(name in named)) continue;
      seen.add(name);
      queue.push(...refs(named[name]));
    }
  }
  return circular;
}

/** Every problem of a form's conditional UI rules; an empty list means they pass. */
export function lintRules({ manifest, machine, fieldExists, checkSchema, usedBySchema = [] }: RulesLintInput): string[] {
  const contexts = new Set([...(manifest.context ?? []), ...(manifest.contextSelections ?? []).map((selection) => selection.name)]);
  const checker: Checker = { problems: [], manifest, fieldExists, checkSchema, contexts, used: new Set(usedBySchema) };
  const { problems } = checker;
  const named = manifest.conditions ?? {};
  for (const [name, condition] of Object.entries(named)) checkCondition(checker, `form.json/conditions/${name}`, condition);
  for (const name of cycles(named)) problems.push(`form.json/conditions/${name}: refers to itself (through ref)`);
  const ids = new Set<string>();
  manifest.steps.forEach((step, s) => {
    if (step.submitWhen !== undefined && step.submitWhen !== true) checkCondition(checker, `form.json/steps/${s}/submitWhen`, step.submitWhen);
    if (step.saveBeforeNext !== undefined && step.saveBeforeNext !== true) checkCondition(checker, `form.json/steps/${s}/saveBeforeNext`, step.saveBeforeNext);
    if (step.embed) {
      if (!(stepEmbedNames as readonly string[]).includes(step.embed.capability)) problems.push(`form.json/steps/${s}/embed/capability: no host capability '${step.embed.capability}' (known: ${stepEmbedNames.join(', ')})`);
      if (step.embed.when !== true) checkCondition(checker, `form.json/steps/${s}/embed/when`, step.embed.when);
      if (step.embed.amount !== undefined) checkPointer(checker, `form.json/steps/${s}/embed/amount`, step.embed.amount, 'field');
    }
    step.sections.forEach((section, c) => {
      if (section.visibleWhen !== undefined && ids.has(section.id)) problems.push(`form.json/steps/${s}/sections/${c}/id: another section is also '${section.id}' (its visibility would be shared)`);
      ids.add(section.id);
      checkSection(checker, `form.json/steps/${s}/sections/${c}`, section);
    });
  });
  for (const [at, condition] of machineConditions(machine)) checkCondition(checker, at, condition);
  for (const name of Object.keys(named)) if (!checker.used.has(name)) problems.push(`form.json/conditions/${name}: used by no rule (refer to it with { "ref": "${name}" })`);
  (manifest.resets ?? []).forEach((rule, index) => {
    if (!rule.when.length) problems.push(`form.json/resets/${index}/when: watches no field`);
    rule.when.forEach((pointer, w) => {
      if (!fieldExists(pointer)) problems.push(`form.json/resets/${index}/when/${w}: no field '${pointer}'`);
    });
    rule.fields.forEach((pointer, f) => {
      if (!fieldExists(pointer)) problems.push(`form.json/resets/${index}/fields/${f}: no field '${pointer}'`);
    });
  });
  for (const target of Object.keys(manifest.copyFromContext ?? {})) if (!fieldExists(target)) problems.push(`form.json/copyFromContext/${target.slice(1)}: no field '${target}'`);
  return problems;
}
