/**
 * Payload mappings kept as data (form.json `payloads`): how a request body is built from the form
 * data, and how an answer is written back into it. Browser and server call the same functions
 * with the same mapping, so a mapping is written once (e.g. the levy calculator's request, which
 * the browser sends and the server recalculates from). The server applies further mappings of its
 * own by name, from sources it documents (host.ts `serverPayloads`), e.g. the project record it
 * stores.
 */
import { CONTEXT_OPERAND } from './derived.ts';
import { isIsoDate } from './formats.ts';
import { centsToDollars, parseDollarsToCents } from './money.ts';
import { readPointer, writePointer } from './pointer.ts';
import type { FormManifest, PayloadConversion, PayloadMapping, PayloadRule, PayloadTest } from './types.ts';

/** A `from` that reads the form's context rather than its data, as derived values' operands do (`context:/today`). */
const isContextSource = (from: string) => from.startsWith(CONTEXT_OPERAND);

const empty = (value: unknown) => value === undefined || value === null || value === '';
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Each conversion a `from` rule may name (`as`); undefined means the value counts as missing. */
const conversions: Record<PayloadConversion, (value: unknown) => unknown> = {
  cents: (value) => {
    if (empty(value)) return undefined;
    const parsed = parseDollarsToCents(value);
    return 'cents' in parsed ? parsed.cents : 0;
  },
  dollars: (value) => (typeof value === 'number' ? centsToDollars(value) : undefined),
  flag: (value) => value === true,
  boolean: (value) => (typeof value === 'boolean' ? value : undefined),
  text: (value) => (filled(value) ? value : undefined),
  noSpaces: (value) => (filled(value) ? value.replace(/\s/g, '') : undefined),
  isoDate: (value) => (typeof value === 'string' && isIsoDate(value) ? value : undefined),
};

/** The conversion names a `from` rule may use (`as`). */
export const payloadConversions = Object.keys(conversions) as PayloadConversion[];

const holds = (test: PayloadTest, source: unknown) =>
  typeof test === 'string' ? readPointer(source, test) === true : readPointer(source, test.pointer) === test.equals;

/** The pointer a test reads. */
export const testPointer = (test: PayloadTest): string => (typeof test === 'string' ? test : test.pointer);

/**
 * One rule's value: a constant; an object of its own mapping; the value at `from` (converted by
 * its `as`) while every `when` test holds; the first `firstOf` case whose tests all hold; or the
 * `join` of its rules' values. A missing value (undefined, null, '') gives the rule's `default`.
 */
export function ruleValue(rule: PayloadRule, source: unknown, context?: unknown): unknown {
  if ('value' in rule) return rule.value;
  if ('fields' in rule) return mapPayload(rule.fields, source, context);
  if ('firstOf' in rule) {
    const chosen = rule.firstOf.find((option) => option.when.every((test) => holds(test, source)));
    return chosen ? chosen.value : rule.default;
  }
  if ('join' in rule) {
    const parts = rule.join.map((part) => ruleValue(part, source, context)).filter((part) => !empty(part));
    return parts.length ? parts.map(String).join(rule.separator) : rule.default;
  }
  if (rule.when?.some((test) => !holds(test, source))) return rule.default;
  const read = isContextSource(rule.from) ? readPointer(context, rule.from.slice(CONTEXT_OPERAND.length)) : readPointer(source, rule.from);
  const value = rule.as ? conversions[rule.as](read) : read;
  return empty(value) ? rule.default : value;
}

/** A request body from the data: each field by its rule (fields whose value is undefined are left out). */
export function mapPayload(mapping: PayloadMapping, data: unknown, context?: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(mapping)) {
    const value = ruleValue(rule, data, context);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/** The data with an answer written in: each key of the mapping is a data pointer, its rule reads the answer. */
export function mapIntoData(mapping: PayloadMapping, answer: unknown, data: Record<string, unknown>): Record<string, unknown> {
  let next = data;
  for (const [pointer, rule] of Object.entries(mapping)) next = writePointer(next, pointer, ruleValue(rule, answer));
  return next;
}

/**
 * Form data built from an answer alone (e.g. a stored record): each key of the mapping is a data
 * pointer, written in the mapping's order; a field whose rule gives nothing is left out.
 */
export function dataFromAnswer(mapping: PayloadMapping, answer: unknown): Record<string, unknown> {
  let data: Record<string, unknown> = {};
  for (const [pointer, rule] of Object.entries(mapping)) {
    const value = ruleValue(rule, answer);
    if (value !== undefined) data = writePointer(data, pointer, structuredClone(value));
  }
  return data;
}

function mappingOf(manifest: FormManifest, name: string): PayloadMapping {
  const mapping = manifest.payloads?.[name];
  if (!mapping) throw new Error(`Form ${manifest.id} has no payload mapping '${name}'`);
  return mapping;
}

/**
 * The named request payload of a form, built from its data (or from the source a host documents
 * for the mapping); a `from` of `context:/…` reads the form's context (e.g. `context:/today`).
 */
export function requestPayload(manifest: FormManifest, name: string, data: unknown, context?: unknown): Record<string, unknown> {
  return mapPayload(mappingOf(manifest, name), data, context);
}

/** The data pointers one rule reads (`from` other than the context, `when` tests, `firstOf` cases' tests, `join` parts, nested `fields`). */
export function rulePointers(rule: PayloadRule): string[] {
  if ('value' in rule) return [];
  if ('fields' in rule) return mappingSources(rule.fields);
  if ('firstOf' in rule) return rule.firstOf.flatMap((option) => option.when.map(testPointer));
  if ('join' in rule) return rule.join.flatMap(rulePointers);
  return [...(isContextSource(rule.from) ? [] : [rule.from]), ...(rule.when ?? []).map(testPointer)];
}

/** The context pointers one rule reads (`from` of `context:/…`, through nested `fields` and `join` parts). */
export function ruleContextPointers(rule: PayloadRule): string[] {
  if ('fields' in rule) return Object.values(rule.fields).flatMap(ruleContextPointers);
  if ('join' in rule) return rule.join.flatMap(ruleContextPointers);
  if ('from' in rule && isContextSource(rule.from)) return [rule.from.slice(CONTEXT_OPERAND.length)];
  return [];
}

/**
 * The data pointer a server mapping's key is read from (its `from` in the `/form` source), e.g.
 * the field a record's payment option comes from, for an error at that field; undefined otherwise.
 */
export function formFieldOf(manifest: FormManifest, name: string, key: string): string | undefined {
  const rule = manifest.payloads?.[name]?.[key];
  return rule && 'from' in rule && rule.from.startsWith('/form/') ? rule.from.slice('/form'.length) : undefined;
}

/** The data pointers a mapping reads (see `rulePointers`): what a request built from it depends on. */
export function mappingSources(mapping: PayloadMapping): string[] {
  return [...new Set(Object.values(mapping).flatMap(rulePointers))];
}

/**
 * The errors of a request's data: those at or under a pointer the named payload reads (`errors`
 * hold form-wide paths). A step action sends nothing while any remains, so an answer (a levy
 * calculated) is never made from values the form refuses.
 */
export function requestSourceErrors<E extends { path: string }>(manifest: FormManifest, name: string, errors: readonly E[]): E[] {
  const sources = mappingSources(mappingOf(manifest, name));
  return errors.filter((error) => sources.some((pointer) => error.path === pointer || error.path.startsWith(`${pointer}/`)));
}

/** Form data built from an answer alone through the form's named mapping (see `dataFromAnswer`). */
export function dataFromNamedAnswer(manifest: FormManifest, name: string, answer: unknown): Record<string, unknown> {
  return dataFromAnswer(mappingOf(manifest, name), answer);
}

/** The form data with an answer written in through the form's named response mapping. */
export function responseIntoData(manifest: FormManifest, name: string, answer: unknown, data: Record<string, unknown>): Record<string, unknown> {
  return mapIntoData(mappingOf(manifest, name), answer, data);
}
