/** Validation with a form's precompiled validators: the one check of browser, server and CLI. */
import { toFieldErrors } from './errors.ts';
import { withinSchemaLimits } from './size-limits.ts';
import type { CompiledForm, CompiledStep, CompiledValidate, ValidationResult } from './types.ts';

/** Runs one precompiled validate function and maps its errors to field errors. */
export function runValidate(validate: CompiledValidate, data: unknown): ValidationResult {
  const valid = validate(data);
  const errors = valid ? [] : toFieldErrors(validate.errors);
  validate.errors = null;
  return { valid, errors };
}

/**
 * Validates the whole form data (the server's check, and the last check before submit). Arrays
 * and objects are first cut to just past the schema's limits, so the validator's work stays
 * bounded whatever a client sends; it still reports every excess.
 */
export function validateFormData(form: CompiledForm, data: unknown): ValidationResult {
  return runValidate(form.validate, withinSchemaLimits(form.schema, data));
}

/** Validates one step's data (the step's part of the form data, see the step's `dataPointer`). */
export function validateStep(step: CompiledStep, stepData: unknown): ValidationResult {
  return runValidate(step.validate, stepData);
}
