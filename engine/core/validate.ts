/** Validation with a form's precompiled validators: the one check of browser, server and CLI. */
import { hasEnteredValuesAt } from './entered-values.ts';
import { toFieldErrors } from './errors.ts';
import type { JSONSchema7 } from './json-schema.ts';
import { readPointer, writePointer } from './pointer.ts';
import { withinSchemaLimits } from './size-limits.ts';
import { hasFixedEmptyGroupErrors, isTickBoxGroup } from './tick-box-groups.ts';
import type { CompiledForm, CompiledStep, CompiledValidate, FieldError, ValidationResult } from './types.ts';

function validateOnce(validate: CompiledValidate, data: unknown): ValidationResult {
  const valid = validate(data);
  const errors = valid ? [] : toFieldErrors(validate.errors);
  validate.errors = null;
  return { valid, errors };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * Each validator's box-by-box errors of the empty groups whose errors depend on their own schema
 * alone (`hasFixedEmptyGroupErrors`), by the group's path: worked out by the first validation that
 * finds the group absent, so later ones (a keystroke elsewhere) run the validator once.
 */
const fixedBoxErrors = new WeakMap<CompiledValidate, Map<string, FieldError[]>>();

/**
 * Replaces the error of an absent required group of tick boxes (e.g. the certification, no box
 * ticked) with each box's own error, found by validating again with the group empty: the group's
 * `required` message names one box, so the others surfaced only after it was ticked. Validity is
 * unchanged (an empty group still misses its required boxes). A group whose errors depend on its
 * own schema alone is validated empty once per validator; any other, each time.
 */
function openAbsentTickBoxGroups(validate: CompiledValidate, schema: JSONSchema7, data: unknown, errors: FieldError[]): FieldError[] {
  const absent = new Set(
    errors
      .map((e) => e.path)
      .filter((path) => path && readPointer(data, path) === undefined && isRecord(readPointer(data, parentOf(path))) && isTickBoxGroup(schema, path)),
  );
  if (!absent.size) return errors;
  let fixed = fixedBoxErrors.get(validate);
  if (!fixed) fixedBoxErrors.set(validate, (fixed = new Map()));
  const boxErrors = new Map<string, FieldError[]>();
  for (const path of absent) if (fixed.has(path)) boxErrors.set(path, fixed.get(path)!);
  const unknown = [...absent].filter((path) => !boxErrors.has(path));
  if (unknown.length) {
    const emptied = [...absent].reduce<unknown>((value, path) => writePointer(value, path, {}), data);
    const inside = validateOnce(validate, emptied).errors;
    for (const path of unknown) {
      const boxes = inside.filter((e) => e.path.startsWith(`${path}/`));
      boxErrors.set(path, boxes);
      if (hasFixedEmptyGroupErrors(schema, path)) fixed.set(path, boxes);
    }
  }
  const opened = new Set<string>();
  return errors.flatMap((error) => {
    if (!absent.has(error.path)) return [error];
    const boxes = boxErrors.get(error.path)!;
    if (!boxes.length) return [error];
    if (opened.has(error.path)) return [];
    opened.add(error.path);
    return boxes;
  });
}

/**
 * Leaves out the errors inside a group that has an error of its own while the group holds nothing
 * the user entered: an empty postal address reads 'Please provide a valid postal address.' alone,
 * not also each of its parts missing. Validity is unchanged (the group's error stays).
 */
function withoutErrorsInsideEmptyGroups(schema: JSONSchema7, data: unknown, errors: FieldError[]): FieldError[] {
  const paths = new Set(errors.map((e) => e.path));
  const emptyGroups = [...paths].filter((path) => path && isRecord(readPointer(data, path)) && !hasEnteredValuesAt(schema, path, data));
  if (!emptyGroups.length) return errors;
  return errors.filter((error) => !emptyGroups.some((group) => error.path.startsWith(`${group}/`)));
}

/**
 * Runs one precompiled validate function and maps its errors to field errors; with the schema it
 * validates, an absent group of tick boxes reports each unticked box, and an empty group with an
 * error of its own reports that error alone.
 */
export function runValidate(validate: CompiledValidate, data: unknown, schema?: JSONSchema7): ValidationResult {
  const result = validateOnce(validate, data);
  if (result.valid || !schema) return result;
  return { valid: false, errors: withoutErrorsInsideEmptyGroups(schema, data, openAbsentTickBoxGroups(validate, schema, data, result.errors)) };
}

/**
 * Validates the whole form data (the server's check, and the last check before submit). Arrays
 * and objects are first cut to just past the schema's limits, so the validator's work stays
 * bounded whatever a client sends; it still reports every excess.
 */
export function validateFormData(form: CompiledForm, data: unknown): ValidationResult {
  return runValidate(form.validate, withinSchemaLimits(form.schema, data), form.schema);
}

/** Validates one step's data (the step's part of the form data, see the step's `dataPointer`). */
export function validateStep(step: CompiledStep, stepData: unknown): ValidationResult {
  return runValidate(step.validate, stepData, step.schema);
}
