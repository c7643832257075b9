/**
 * Draft validation: a draft may be incomplete (spec 3 s2.2: save at any step), so it is checked
 * with the form's compiled validator — the browser's own — but only for what is entered. An error
 * blocks a draft when a value cannot be stored as what it is meant to be (a date that is no date,
 * a number that is text, an unknown field or choice) or is beyond a limit; errors that say
 * something is missing or not yet consistent (required fields, text not yet well formed such as a
 * phone number half typed, files not yet attached, cross-field rules, limits set by another field,
 * payment rules, the $150,000 threshold) wait for the submit, which checks all.
 */
import { toFieldErrors } from '../../engine/core/errors.ts';
import { readPointer } from '../../engine/core/pointer.ts';
import { withinSchemaLimits } from '../../engine/core/size-limits.ts';
import type { AjvErrorLike, CompiledForm, FieldError } from '../../engine/core/types.ts';

/** Keywords that check the shape or the limits of an entered value. */
const SHAPE_KEYWORDS = new Set(['type', 'enum', 'format', 'pattern', 'maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'additionalProperties', 'minimum']);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Formats of values the project record stores as dates: text that is no date cannot be saved. */
const STORED_AS_DATES = new Set(['date', 'date-time']);

function originals(error: AjvErrorLike): AjvErrorLike[] {
  return error.keyword === 'errorMessage' ? ((error.params.errors as AjvErrorLike[] | undefined) ?? []) : [error];
}

/** Whether the error's limit is another field's value (`{ "$data": ... }`): a cross-field rule. */
function comparesFields(form: CompiledForm, original: AjvErrorLike): boolean {
  const limit = original.schemaPath.startsWith('#/') ? readPointer(form.schema, original.schemaPath.slice(1)) : undefined;
  return !!limit && typeof limit === 'object' && '$data' in limit;
}

function blocks(form: CompiledForm, original: AjvErrorLike, data: unknown): boolean {
  if (!SHAPE_KEYWORDS.has(original.keyword) || comparesFields(form, original)) return false;
  const value = readPointer(data, original.instancePath);
  // Text is kept as typed (a phone, an email, a postcode not yet well formed) for the user to finish;
  // a blank one is "not entered yet". Only a date must be one, to be stored as a date.
  if (original.keyword === 'pattern') return false;
  if (original.keyword === 'format') return STORED_AS_DATES.has(String(original.params.format)) && !isBlank(value);
  // `minimum` is a limit only below 0 (money); above that it is a business rule (e.g. $150,000).
  if (original.keyword === 'minimum') return typeof value === 'number' && value < 0;
  return true;
}

/** The Ajv errors that stop a draft from being saved, as the compiled validator reported them. */
export function blockingDraftErrors(form: CompiledForm, data: unknown): AjvErrorLike[] {
  const valid = form.validate(data);
  const errors = valid ? [] : [...(form.validate.errors ?? [])];
  form.validate.errors = null;
  return errors.filter((error) => originals(error).some((original) => blocks(form, original, data)));
}

/** Field errors that stop a draft from being saved (none: the draft may be stored). */
export function validateDraft(form: CompiledForm, data: unknown): FieldError[] {
  // Cut to just past the schema's size limits first: the validator's work stays bounded.
  return toFieldErrors(blockingDraftErrors(form, withinSchemaLimits(form.schema, data)));
}

/**
 * Where each blocking error's value sits, to drop it: the field itself, or for an unknown
 * property the property (its error points at the parent object).
 */
export function blockingPaths(form: CompiledForm, data: unknown): FieldError[] {
  const paths: FieldError[] = [];
  for (const error of blockingDraftErrors(form, data)) {
    for (const original of originals(error)) {
      if (!blocks(form, original, data)) continue;
      const extra = original.keyword === 'additionalProperties' ? original.params.additionalProperty : undefined;
      const path = typeof extra === 'string' ? `${original.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}` : original.instancePath;
      paths.push({ path, message: error.message ?? 'is invalid' });
    }
  }
  return paths;
}
