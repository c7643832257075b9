import { apiFetch } from '../api/http-client.ts';
import type { UserContact } from '../api/types.ts';

/** POST /api/contact/register: the signed-in identity's contact, created on first sign-in. */
export function registerContact(emailAddress: string | null, externalObjectId: string): Promise<UserContact> {
  return apiFetch<{ userContact: UserContact }>('/api/contact/register', { method: 'POST', body: { emailAddress, externalObjectId } }).then((r) => r.userContact);
}
