import { validateFormData } from '../../engine/core/validate.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { badRequest } from './http-error.ts';

export const FORM_ERRORS_MESSAGE = 'Please correct the errors in the form.';

/** Checks data with the form's compiled validator (the browser's own); a 400 with field errors when it fails. */
export function assertValidForm(form: CompiledForm, data: unknown): void {
  const result = validateFormData(form, data);
  if (!result.valid) throw badRequest(FORM_ERRORS_MESSAGE, result.errors);
}
