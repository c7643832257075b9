/**
 * Payload mappings kept as data (form.json `payloads`): how a request body is built from the form
 * data, and how an answer is written back into it. Browser and server call the same functions
 * with the same mapping, so a mapping is written once (e.g. the levy calculator's request, which
 * the browser sends and the server recalculates from).
 */
import { readPointer, writePointer } from './pointer.ts';
import type { FormManifest, PayloadMapping, PayloadRule } from './types.ts';

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** One rule's value: a constant, an object of its own mapping, or the value at `from` while every `when` pointer holds `true` (else `default`). */
export function ruleValue(rule: PayloadRule, source: unknown): unknown {
  if ('value' in rule) return rule.value;
  if ('fields' in rule) return mapPayload(rule.fields, source);
  if (rule.when?.some((pointer) => readPointer(source, pointer) !== true)) return rule.default;
  const value = readPointer(source, rule.from);
  return empty(value) ? rule.default : value;
}

/** A request body from the data: each field by its rule (fields whose value is undefined are left out). */
export function mapPayload(mapping: PayloadMapping, data: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(mapping)) {
    const value = ruleValue(rule, data);
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

function mappingOf(manifest: FormManifest, name: string): PayloadMapping {
  const mapping = manifest.payloads?.[name];
  if (!mapping) throw new Error(`Form ${manifest.id} has no payload mapping '${name}'`);
  return mapping;
}

/** The named request payload of a form, built from its data. */
export function requestPayload(manifest: FormManifest, name: string, data: unknown): Record<string, unknown> {
  return mapPayload(mappingOf(manifest, name), data);
}

/** The data pointers a mapping reads (each rule's `from` and `when`, nested `fields` too): what a request built from it depends on. */
export function mappingSources(mapping: PayloadMapping): string[] {
  const sources = new Set<string>();
  for (const rule of Object.values(mapping)) {
    if ('fields' in rule) mappingSources(rule.fields).forEach((pointer) => sources.add(pointer));
    else if ('from' in rule) [rule.from, ...(rule.when ?? [])].forEach((pointer) => sources.add(pointer));
  }
  return [...sources];
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

/** The form data with an answer written in through the form's named response mapping. */
export function responseIntoData(manifest: FormManifest, name: string, answer: unknown, data: Record<string, unknown>): Record<string, unknown> {
  return mapIntoData(mappingOf(manifest, name), answer, data);
}
