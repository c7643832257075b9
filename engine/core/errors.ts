/**
 * Turns Ajv errors (with ajv-errors' `errorMessage` wrapping) into field errors: a JSON pointer
 * to the field and the message from the schema. Used by the server's replies, the fixture
 * runner and the renderer alike, so a message reaches the same field everywhere.
 */
import type { AjvErrorLike, FieldError } from './types.ts';

const parentKeywords: Record<string, string> = {
  required: 'missingProperty',
  dependencies: 'property',
  dependentRequired: 'property',
};

/** The field an error belongs to: `required` errors point at the missing property, not its parent. */
function fieldPath(error: AjvErrorLike): string {
  const original = error.keyword === 'errorMessage' ? firstOriginal(error) : error;
  const property = original ? parentKeywords[original.keyword] : undefined;
  const missing = property && original ? original.params[property] : undefined;
  if (typeof missing === 'string') return `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return error.instancePath;
}

function firstOriginal(error: AjvErrorLike): AjvErrorLike | undefined {
  const originals = error.params.errors as AjvErrorLike[] | undefined;
  return originals?.[0];
}

/** Keywords whose own failure only says "a branch failed"; the branch's errors are the useful ones. */
const structuralKeywords = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not', 'then', 'else']);

/**
 * Field errors from Ajv errors, one per field and message, in schema order. Structural wrappers
 * (`if`, `anyOf`) are dropped unless an `errorMessage` gave them words.
 */
export function toFieldErrors(errors: readonly AjvErrorLike[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    if (structuralKeywords.has(error.keyword)) continue;
    const path = fieldPath(error);
    const message = error.message ?? 'is invalid';
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, message });
  }
  return result;
}

/** The first error per field, keyed by pointer: what a form shows beside each control. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.path] ??= error.message;
  return byField;
}
