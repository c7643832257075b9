/**
 * The catalog linter (DESIGN.md section 3): a form definition that references what does not
 * exist, hides a required field, cannot reach a step, uses an unsafe regex, lacks fixtures
 * for a branch or shows users a note for developers fails the build.
 */
import { collectConditions } from './condition-key.ts';
import { CONTEXT_OPERAND } from './derived.ts';
import { sendsChangesOnly } from './changes.ts';
import { lintHost } from './lint-host.ts';
import { lintRules } from './lint-rules.ts';
import { lintShownText } from './lint-shown-text.ts';
import { lintAutocomplete } from './lint-autocomplete.ts';
import { lintDateLimits } from './lint-date-limits.ts';
import { SCHEMA_CONDITION_COMMENT } from './conditions.ts';
import { isConditional, withSectionRules } from './section-rules.ts';
import type { Fixture } from './fixtures.ts';
import { resolveRef, type JSONSchema7 } from './json-schema.ts';
import { registryNames } from './registry-names.ts';
import { listFields, missingChoiceMessage } from './option-lists.ts';
import { readPointer } from './pointer.ts';
import type { FormManifest } from './types.ts';

export interface LintInput {
  manifest: FormManifest;
  /** The bundled schema (shared definitions inlined as `$defs`). */
  schema: JSONSchema7;
  uiSchema: Record<string, unknown>;
  machine: Record<string, unknown>;
  fixtures: Fixture[];
}

/** A schema with its local `$ref`s followed; `{}` when a reference leads nowhere. */
const resolveLocal = (schema: JSONSchema7, root: JSONSchema7): JSONSchema7 => resolveRef(root, schema) ?? {};

/** Property schemas of an object schema, including those named in allOf/if/then branches. */
function propertiesOf(schema: JSONSchema7, root: JSONSchema7): Record<string, JSONSchema7> {
  const node = resolveLocal(schema, root);
  if (!node || typeof node !== 'object') return {};
  const fromBranches: Record<string, JSONSchema7> = {};
  for (const branch of [...(node.allOf ?? []), node.then, node.else].filter(Boolean)) Object.assign(fromBranches, propertiesOf(branch, root));
  // The node's own definition wins over a branch that only adds a rule to the same property.
  return { ...fromBranches, ...(node.properties ?? {}) } as Record<string, JSONSchema7>;
}

function checkUi(ui: Record<string, unknown>, schema: JSONSchema7, root: JSONSchema7, path: string, problems: string[]): void {
  const properties = propertiesOf(schema, root);
  for (const [key, value] of Object.entries(ui)) {
    // Unknown widgets and fields are the ui.json meta-schema's to name (with the names there are).
    if (key === 'ui:order' && Array.isArray(value)) {
      for (const name of value) if (name !== '*' && !(name in properties)) problems.push(`ui.json${path}: ui:order names missing field '${name}'`);
    }
    if (key === 'ui:options' && value && typeof value === 'object') checkEnumOptions(value as Record<string, unknown>, resolveLocal(schema, root), path, problems);
    if (key === 'ui:options' && (value as { asText?: unknown } | null)?.asText === true && ui['ui:readonly'] !== true) problems.push(`ui.json${path}: ui:options.asText shows a read-only value as text; without ui:readonly the field stays a box to type in`);
    if (key.startsWith('ui:')) continue;
    if (!(key in properties)) {
      problems.push(`ui.json${path}/${key}: no such field in schema.json`);
      continue;
    }
    const child = resolveLocal(properties[key], root);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      checkUi(value as Record<string, unknown>, child.type === 'array' ? (child.items ?? {}) : child, root, `${path}/${key}`, problems);
    }
  }
}

/** The values a field's schema allows, when it lists them (enum, or oneOf/anyOf consts). */
function enumValues(node: JSONSchema7): string[] | undefined {
  if (Array.isArray(node.enum)) return node.enum.map(String);
  const branches = (node.oneOf ?? node.anyOf) as JSONSchema7[] | undefined;
  if (branches?.length && branches.every((branch) => branch && typeof branch === 'object' && 'const' in branch)) return branches.map((branch) => String(branch.const));
  return undefined;
}

/** ui:options that name enum values (which to offer when) may name only values the field allows. */
function checkEnumOptions(options: Record<string, unknown>, node: JSONSchema7, path: string, problems: string[]): void {
  const allowed = enumValues(node);
  if (!allowed) return;
  for (const option of ['enumShownWithSection', 'enumHiddenWithSection', 'enumShownWithContext', 'enumOfferedWhenHeld']) {
    const named = options[option];
    const values = Array.isArray(named) ? named.map(String) : named && typeof named === 'object' ? Object.keys(named) : [];
    for (const value of values) if (!allowed.includes(value)) problems.push(`ui.json${path}: ${option} names '${value}', which the field's schema does not allow`);
  }
}

/** Patterns with a quantified group that itself contains a quantifier, e.g. (a+)+, backtrack exponentially. */
const nestedQuantifier = /\((?:[^()\\]|\\.)*[+*](?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\})/;

function checkPatterns(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) return node.forEach((item, index) => checkPatterns(item, `${path}/${index}`, problems));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'pattern' && typeof value === 'string') {
      try {
        new RegExp(value, 'u');
      } catch {
        problems.push(`schema${path}: invalid pattern ${value}`);
      }
      if (nestedQuantifier.test(value)) problems.push(`schema${path}: unsafe pattern (nested quantifier) ${value}`);
    } else checkPatterns(value, `${path}/${key}`, problems);
  }
}

function checkRequiredMessages(node: JSONSchema7, path: string, problems: string[]): void {
  if (!node || typeof node !== 'object') return;
  const required: string[] = Array.isArray(node.required) ? node.required : [];
  const messages = (node.errorMessage as { required?: Record<string, string> } | undefined)?.required ?? {};
  for (const name of required) if (typeof messages !== 'string' && !messages[name]) problems.push(`schema${path}: required field '${name}' has no errorMessage.required message`);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'errorMessage' || key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    // `required` inside `if` or `not` tests for presence; it never asks the user for anything.
    if (key === 'if' || key === 'not') continue;
    if (value && typeof value === 'object') checkRequiredMessages(value as JSONSchema7, `${path}/${key}`, problems);
  }
}

interface StateNode {
  tags?: string[];
  states?: Record<string, StateNode>;
  on?: Record<string, unknown>;
  always?: unknown;
  initial?: string;
}

function targetsOf(transitions: unknown): string[] {
  const list = Array.isArray(transitions) ? transitions : [transitions];
  return list.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const target = (item as { target?: string | string[] } | undefined)?.target;
    return target === undefined ? [] : Array.isArray(target) ? target : [target];
  });
}

/** Tags of the states reachable from the initial state of the top-level machine (guards ignored). */
function reachableTags(machine: StateNode): Set<string> {
  const states = machine.states ?? {};
  const seen = new Set<string>();
  const tags = new Set<string>();
  const queue = machine.initial ? [machine.initial] : [];
  const visitNested = (node: StateNode): void => {
    node.tags?.forEach((tag) => tags.add(tag));
    Object.values(node.states ?? {}).forEach(visitNested);
  };
  while (queue.length) {
    const name = queue.shift()!.replace(/^\./, '').split('.')[0];
    if (seen.has(name) || !states[name]) continue;
    seen.add(name);
    visitNested(states[name]);
    const node = states[name];
    const transitions = [...Object.values(node.on ?? {}), ...(node.always ? [node.always] : [])];
    for (const transition of transitions) queue.push(...targetsOf(transition));
  }
  for (const transition of Object.values(machine.on ?? {})) for (const target of targetsOf(transition)) queue.push(target);
  return tags;
}

/**
 * Checks machine.json as written (`input.machine`): its guards, actions and conditions; and the
 * machine built with the form's section rules (`built`): every step and conditional section reachable.
 */
function checkMachine(input: LintInput, built: Record<string, unknown> | undefined, problems: string[]): void {
  const { machine, manifest, schema } = input;
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${path}/${index}`));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if ((key === 'guard' || key === 'cond') && value) {
        const type = typeof value === 'string' ? value : (value as { type?: string }).type;
        if (!registryNames.guards.includes(type as never)) problems.push(`machine.json${path}: unknown guard '${type}'`);
        const params = (value as { params?: { step?: string } }).params;
        if (params?.step && !manifest.steps.some((step) => step.id === params.step)) problems.push(`machine.json${path}: guard names unknown step '${params.step}'`);
      }
      if ((key === 'actions' || key === 'entry' || key === 'exit') && value) {
        for (const action of Array.isArray(value) ? value : [value]) {
          const type = typeof action === 'string' ? action : (action as { type?: string }).type;
          if (!registryNames.actions.includes(type as never)) problems.push(`machine.json${path}: unknown action '${type}'`);
          const params = (action as { params?: { fields?: unknown; watch?: string[]; step?: string } }).params;
          // resetFields lists data pointers; copyFromContext maps data pointers to context pointers.
          const fields = Array.isArray(params?.fields) ? (params.fields as string[]) : Object.keys((params?.fields as object | undefined) ?? {});
          for (const field of fields) if (!fieldExists(schema, field)) problems.push(`machine.json${path}: ${type} names missing field '${field}'`);
          for (const field of params?.watch ?? []) if (!fieldExists(schema, field)) problems.push(`machine.json${path}: ${type} watches missing field '${field}'`);
          if (params?.step && !manifest.steps.some((step) => step.id === params.step)) problems.push(`machine.json${path}: action names unknown step '${params.step}'`);
        }
      }
      visit(value, `${path}/${key}`);
    }
  };
  visit(machine, '');
  for (const condition of collectConditions(machine)) problems.push(...conditionSchemaProblems('machine.json', condition, schema));
  const sections = manifest.steps.flatMap((step) => step.sections);
  for (const tag of reachableTags(machine as StateNode)) {
    if (tag.startsWith('readonly:') && !fieldExists(schema, tag.slice('readonly:'.length))) problems.push(`machine.json: tag '${tag}' names a missing field`);
    if (!tag.startsWith('section:')) continue;
    const section = sections.find((item) => item.id === tag.slice('section:'.length));
    if (!section) problems.push(`machine.json: tag '${tag}' names no section of form.json`);
    else if (section.visibleWhen !== undefined) problems.push(`machine.json: tag '${tag}' names a section whose visibleWhen already shows it (tag it in one place)`);
    else if (!section.conditional) problems.push(`machine.json: tag '${tag}' names a section that is always shown (say conditional: true, or use visibleWhen)`);
  }
  if (!built) return;
  const tags = reachableTags(built as StateNode);
  for (const step of manifest.steps) if (!tags.has(`step:${step.id}`)) problems.push(`machine.json: step '${step.id}' is unreachable (no reachable state tagged step:${step.id})`);
  for (const section of manifest.steps.flatMap((step) => step.sections)) {
    if (isConditional(section) && !tags.has(`section:${section.id}`)) problems.push(`machine.json: conditional section '${section.id}' is never shown (no reachable state tagged section:${section.id})`);
  }
}

/** Problems of a JSON Schema condition over `{ data, context }`: data properties the form's schema has not. */
function conditionSchemaProblems(where: string, condition: object, schema: JSONSchema7): string[] {
  const problems: string[] = [];
  const dataSchema = (condition as JSONSchema7).properties?.data;
  if (dataSchema) checkConditionFields(where, dataSchema, schema, schema, problems);
  return problems;
}

function checkConditionFields(where: string, condition: JSONSchema7, formSchema: JSONSchema7, root: JSONSchema7, problems: string[]): void {
  const known = propertiesOf(formSchema, root);
  for (const [name, sub] of Object.entries((condition.properties ?? {}) as Record<string, JSONSchema7>)) {
    if (!(name in known)) problems.push(`${where}: condition names missing field '${name}'`);
    else if (sub.properties) checkConditionFields(where, sub, known[name], root, problems);
  }
  for (const branch of [...(condition.allOf ?? []), ...(condition.anyOf ?? []), ...(condition.oneOf ?? []), condition.not].filter(Boolean)) {
    checkConditionFields(where, branch, formSchema, root, problems);
  }
  for (const name of condition.required ?? []) if (!(name in known)) problems.push(`${where}: condition requires missing field '${name}'`);
}

function fieldExists(schema: JSONSchema7, pointer: string): boolean {
  let node = schema;
  for (const segment of pointer.split('/').slice(1)) {
    const properties = propertiesOf(node, schema);
    if (!(segment in properties)) return false;
    node = resolveLocal(properties[segment], schema);
  }
  return true;
}

function checkManifest(input: LintInput, problems: string[]): void {
  const { manifest, schema } = input;
  const covered = new Set<string>();
  for (const step of manifest.steps) {
    const stepSchemaNode = step.dataPointer === '' ? schema : resolveRef(schema, readPointer(schema, `/properties${step.dataPointer.replace(/\//g, '/properties/').slice('/properties'.length)}`) as JSONSchema7 | undefined);
    if (!stepSchemaNode) {
      problems.push(`form.json: step '${step.id}' data pointer ${step.dataPointer} has no schema`);
      continue;
    }
    const properties = propertiesOf(stepSchemaNode, schema);
    const unconditionallyRequired = new Set<string>(stepSchemaNode.required ?? []);
    for (const section of step.sections) {
      for (const field of section.fields ?? []) {
        covered.add(`${step.dataPointer}/${field}`);
        if (!(field in properties)) problems.push(`form.json: section '${section.id}' names missing field '${field}'`);
        if (isConditional(section) && unconditionallyRequired.has(field)) problems.push(`form.json: field '${field}' is required while its section '${section.id}' can be hidden`);
      }
    }
  }
  const dataOperands = (manifest.derived ?? []).flatMap((rule) => [rule.field, ...rule.operands.filter((operand) => !operand.startsWith(CONTEXT_OPERAND))]);
  // A changes-only payload holds the changed fields alone: the server, deriving again from it,
  // would not see the data a derived value read in the browser. Only the context is the same there.
  if (sendsChangesOnly(manifest)) {
    (manifest.derived ?? []).forEach((rule, index) => {
      for (const operand of rule.operands.filter((operand) => !operand.startsWith(CONTEXT_OPERAND))) {
        problems.push(`form.json/derived/${index}: a form that sends only its changes may derive from the context alone, not from the field '${operand}'`);
      }
    });
  }
  for (const target of [...Object.keys(manifest.prefill ?? {}), ...Object.keys(manifest.initialValues ?? {}), ...dataOperands]) {
    if (!fieldExists(schema, target)) problems.push(`form.json: prefill or derived names missing field '${target}'`);
  }
  if (manifest.attachments && !fieldExists(schema, `/${manifest.attachments.field}`)) problems.push(`form.json: attachments field '${manifest.attachments.field}' is missing`);
  if (manifest.certification && !fieldExists(schema, `/${manifest.certification}`)) problems.push(`form.json: certification field '${manifest.certification}' is missing`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(manifest.id)) problems.push(`form.json: id '${manifest.id}' is not kebab-case`);
  // The server refuses a choice its list lacks in the form's own words (option-lists.ts).
  for (const field of listFields(input.uiSchema)) {
    if (missingChoiceMessage(schema, field.pointer) === undefined) problems.push(`ui.json${field.pointer}: a choice from ${field.from} needs a message for a choice not in the list (errorMessage.required of its object, or its own errorMessage text)`);
  }
}

function checkFixtures(input: LintInput, problems: string[]): void {
  const { fixtures, manifest } = input;
  if (!fixtures.some((fixture) => fixture.expect.valid === true)) problems.push('fixtures: no fixture of valid data');
  if (!fixtures.some((fixture) => fixture.expect.valid === false)) problems.push('fixtures: no fixture of invalid data');
  for (const section of manifest.steps.flatMap((step) => step.sections).filter(isConditional)) {
    if (!fixtures.some((fixture) => fixture.expect.visibleSections?.includes(section.id))) problems.push(`fixtures: no fixture shows conditional section '${section.id}'`);
    if (!fixtures.some((fixture) => fixture.expect.hiddenSections?.includes(section.id))) problems.push(`fixtures: no fixture hides conditional section '${section.id}'`);
  }
  if (manifest.steps.length > 1) {
    for (const step of manifest.steps) if (!fixtures.some((fixture) => fixture.expect.step === step.id)) problems.push(`fixtures: no fixture reaches step '${step.id}'`);
  }
}

/** The form.json conditions the bundled schema's `if`s name (marked by codegen with a `$comment`). */
function schemaConditionNames(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(schemaConditionNames);
  if (!node || typeof node !== 'object') return [];
  const { $comment: comment, ...rest } = node as Record<string, unknown>;
  const own = typeof comment === 'string' && comment.startsWith(SCHEMA_CONDITION_COMMENT) ? [comment.slice(SCHEMA_CONDITION_COMMENT.length)] : [];
  return [...own, ...Object.values(rest).flatMap(schemaConditionNames)];
}

/** Every problem of one form definition; an empty list means it passes. */
export function lintForm(input: LintInput): string[] {
  const problems: string[] = [];
  const exists = (pointer: string) => fieldExists(input.schema, pointer);
  const rules = lintRules({
    manifest: input.manifest,
    machine: input.machine,
    fieldExists: exists,
    checkSchema: (at, condition) => conditionSchemaProblems(at, condition, input.schema),
    usedBySchema: schemaConditionNames(input.schema),
  });
  let built: Record<string, unknown> | undefined;
  try {
    built = withSectionRules(input.machine, input.manifest);
  } catch (error) {
    // A rule the builder cannot compile (e.g. a missing named condition) is named by lintRules.
    if (!rules.length) problems.push(`form.json: ${error instanceof Error ? error.message : String(error)}`);
  }
  checkManifest(input, problems);
  checkUi(input.uiSchema, input.schema, input.schema, '', problems);
  checkPatterns(input.schema, '', problems);
  problems.push(...lintDateLimits(input.schema));
  checkRequiredMessages(input.schema, '', problems);
  checkMachine(input, built, problems);
  checkFixtures(input, problems);
  problems.push(...rules, ...lintHost({ manifest: input.manifest, uiSchema: input.uiSchema, fieldExists: exists }));
  problems.push(...lintShownText(input));
  problems.push(...lintAutocomplete(input));
  return [...new Set(problems)];
}
