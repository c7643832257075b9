/**
 * What the server makes of a change form's data before it stores it: the values the form derives
 * from its own data are computed again (so what is stored is what the form's rules compute, never
 * what a client claims), and the values the form prefills from the signed-in contact are the
 * caller's own, whatever the body said.
 */
import { CONTEXT_OPERAND, applyDerived } from '../../engine/core/derived.ts';
import { writePointer } from '../../engine/core/pointer.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';

/** The form's derived values that read only the data (those reading the page's context are left as sent). */
export function withDataDerived(manifest: FormManifest, data: Record<string, unknown>): Record<string, unknown> {
  const rules = (manifest.derived ?? []).filter((rule) => rule.operands.every((operand) => !operand.startsWith(CONTEXT_OPERAND)));
  return rules.length ? applyDerived(data, rules) : data;
}

/** The contact fields the server knows of the caller, by their name in the `contact` context. */
const CALLER_FIELDS: Record<string, (user: CurrentUser) => string | null> = {
  contactId: (user) => user.contactId,
  organisationId: (user) => user.organisationId,
  customerNumber: (user) => user.customerNumber,
};

/** The data with each prefill from the `contact` context (form.json `prefill`) set to the caller's value. */
export function withCallerPrefill(manifest: FormManifest, data: Record<string, unknown>, user: CurrentUser): Record<string, unknown> {
  let next = data;
  for (const [target, source] of Object.entries(manifest.prefill ?? {})) {
    const [root, field, ...rest] = source.split('/').slice(1);
    const value = root === 'contact' && rest.length === 0 ? CALLER_FIELDS[field]?.(user) : undefined;
    if (value !== undefined) next = writePointer(next, target, value ?? undefined);
  }
  return next;
}
