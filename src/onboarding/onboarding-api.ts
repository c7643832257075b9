import type { AbnLookupResult } from '../../engine/core/abn-lookup.ts';
import { ApiError } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import type { UserContact } from '../api/types.ts';

/** POST /api/contact/register: the signed-in identity's contact, created on first sign-in. */
export function registerContact(emailAddress: string | null, externalObjectId: string): Promise<UserContact> {
  return apiFetch<{ userContact: UserContact }>('/api/contact/register', { method: 'POST', body: { emailAddress, externalObjectId } }).then((r) => r.userContact);
}

/** POST /api/organisation/abn; null when the ABN is not known (404). */
export async function lookupAbn(abn: string): Promise<AbnLookupResult | null> {
  try {
    return await apiFetch<AbnLookupResult>('/api/organisation/abn', { method: 'POST', body: { abn } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The onboard request of spec 1 section 7 from the form data: `{ contact, organisation }`. */
export function onboardPayload(data: Record<string, unknown>): { contact: Record<string, unknown>; organisation: Record<string, unknown> | null } {
  const { userType, notifyingAsCompany, company, ...contact } = data;
  return { contact: { ...contact, contactType: userType }, organisation: notifyingAsCompany === true ? ((company as Record<string, unknown>) ?? {}) : null };
}
