import type { CompiledForm, FieldError } from '../../engine/core/types.ts';

/**
 * Errors at fields the user cannot see or change (hidden widgets, e.g. a record id): the page
 * says them in a toast, since no field can show them.
 */
export function unfixableErrors(form: CompiledForm, errors: readonly FieldError[]): FieldError[] {
  const ui = form.uiSchema as Record<string, { 'ui:widget'?: string } | undefined>;
  return errors.filter((error) => ui[error.path.split('/')[1] ?? '']?.['ui:widget'] === 'hidden');
}
