/**
 * The values a change form prefills from the signed-in contact are the caller's own, whatever the
 * body said (its derived values are computed again in `projects/change-form-context.ts`).
 */
import { writePointer } from '../../engine/core/pointer.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';

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
