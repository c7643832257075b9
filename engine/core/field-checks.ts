/**
 * Field checks as an engine capability every form can use: form.json's `fieldChecks` names a
 * field, a server-backed check and the warning to show beside the field while the check finds
 * the value. A warning informs and never blocks: validation and Next are untouched. The host
 * runs the check (engine/react `HostCapabilities.fieldCheck`) for the value a step opens with and
 * when the user leaves the field.
 */
import type { FieldCheckName, FieldCheckRule, FormManifest } from './types.ts';

export type { FieldCheckName, FieldCheckRule } from './types.ts';

/**
 * The checks the host offers: `jobNumberInUse` finds whether another project of the user's own
 * organisation (or their own projects, without one) already has this internal job number.
 */
export const fieldCheckNames: readonly FieldCheckName[] = ['jobNumberInUse'];

/** How long after the user leaves a field its check waits, so leaving and coming back quickly makes no call. */
export const FIELD_CHECK_DELAY_MS = 300;

/** A form's checked field within a step: the rule and the field's pointer inside the step's data. */
export interface StepFieldCheck {
  rule: FieldCheckRule;
  pointer: string;
}

/** The form's field checks of the fields inside the step whose data sits at `stepPointer`. */
export function stepFieldChecks(manifest: FormManifest, stepPointer: string): StepFieldCheck[] {
  const prefix = `${stepPointer}/`;
  return (manifest.fieldChecks ?? []).filter((rule) => rule.field.startsWith(prefix)).map((rule) => ({ rule, pointer: rule.field.slice(stepPointer.length) }));
}

/** The value a check is asked about: the text trimmed; null (no check, no warning) when it is empty or not text. */
export function checkedValue(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** What shows beside the field once its check answered: the rule's warning when it found the value, else nothing. */
export const fieldCheckWarning = (rule: FieldCheckRule, found: boolean): string => (found ? rule.message : '');
