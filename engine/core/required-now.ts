/**
 * Fields of a step that the whole form requires now although the step's own schema leaves them
 * optional: a rule outside the step's schema (e.g. a root-level `if`/`then` on another step's
 * answer) requires them. Hosts mark such a field as required, not '(optional)', so the marking
 * follows the rule that actually requires it. The form's own precompiled validator decides.
 */
import { readPointer, writePointer } from './pointer.ts';
import type { AjvErrorLike, CompiledForm } from './types.ts';

const candidatesByForm = new WeakMap<CompiledForm, Map<string, string[]>>();

const tokensOf = (pointer: string) => (pointer ? pointer.slice(1).split('/') : []);

/**
 * The step's optional top-level fields that some `required` outside the step's own schema names
 * (found once per form and step: most steps have none, and then nothing is validated).
 */
export function externallyRequirableFields(form: CompiledForm, stepId: string): string[] {
  let byStep = candidatesByForm.get(form);
  if (!byStep) candidatesByForm.set(form, (byStep = new Map()));
  const known = byStep.get(stepId);
  if (known) return known;
  const step = form.steps[stepId];
  const tokens = tokensOf(step?.manifest.dataPointer ?? '');
  const ownPath = tokens.flatMap((token) => ['properties', token]);
  const stepSchema = step?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const optional = new Set(Object.keys(stepSchema?.properties ?? {}).filter((name) => !(stepSchema?.required ?? []).includes(name)));
  const found = new Set<string>();
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, [...path, String(index)]));
    const record = node as Record<string, unknown>;
    // An `if` or a `not` only tests the data: what it names is no requirement.
    if (path.some((segment, index) => (segment === 'if' || segment === 'not') && path[index - 1] !== 'properties')) return;
    const inOwnSchema = ownPath.length > 0 && ownPath.every((segment, index) => path[index] === segment);
    const targetsStep = ownPath.length > 0 && path.length > ownPath.length && ownPath.every((segment, index) => path[path.length - ownPath.length + index] === segment);
    if (!inOwnSchema && targetsStep && Array.isArray(record.required)) for (const name of record.required) if (optional.has(name)) found.add(name);
    for (const [key, value] of Object.entries(record)) walk(value, [...path, key]);
  };
  if (ownPath.length) walk(form.schema, []);
  const list = [...found];
  byStep.set(stepId, list);
  return list;
}

const originals = (error: AjvErrorLike): AjvErrorLike[] => (error.keyword === 'errorMessage' ? ((error.params.errors as AjvErrorLike[] | undefined) ?? []) : [error]);

/**
 * The step's fields (top-level names) the form requires with this data although the step's schema
 * does not (with each such field taken out, the form's validator reports it missing), each with the
 * form's own message for it missing (its `errorMessage`): what a step shows while such a field is
 * empty, where the step's schema alone has nothing to say.
 */
export function formRequirements(form: CompiledForm, stepId: string, data: Record<string, unknown>): Record<string, string> {
  const candidates = externallyRequirableFields(form, stepId);
  if (!candidates.length) return {};
  const pointer = form.steps[stepId].manifest.dataPointer;
  const stepData = { ...((readPointer(data, pointer) as Record<string, unknown> | undefined) ?? {}) };
  for (const name of candidates) delete stepData[name];
  const valid = form.validate(writePointer(data, pointer, stepData));
  const errors = valid ? [] : (form.validate.errors ?? []);
  form.validate.errors = null;
  const messages: Record<string, string> = {};
  for (const error of errors) {
    for (const original of originals(error)) {
      const missing = original.params?.missingProperty;
      if (original.keyword === 'required' && original.instancePath === pointer && typeof missing === 'string' && candidates.includes(missing)) messages[missing] ??= error.message ?? original.message ?? 'is required';
    }
  }
  return Object.fromEntries(candidates.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
