import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchUserContact, queryKeys } from '../../api/queries.ts';
import { useAuth } from '../../auth/index.ts';

/**
 * What reading the signed-in user's contact for a call found: its id, or why there is none —
 * `unavailable` (the read failed, or found no contact) or `noId` (a contact came back without its id).
 */
export type ContactForCall = { contactId: string } | { missing: 'unavailable' | 'noId' };

/**
 * The signed-in user's contact as a call made for them needs it (e.g. saving or submitting a
 * notification): read again when the call is made, so the call is for the contact as it is now.
 * A whole contact read is kept in the shared query (the header's name stays current); a failed read
 * leaves that query as it was, so pages guarded by it stay open and what the user entered stays.
 */
export function useContactForCall(): () => Promise<ContactForCall> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const oid = user?.oid;
  return useCallback(async (): Promise<ContactForCall> => {
    if (!oid) return { missing: 'unavailable' };
    let contact;
    try {
      contact = await fetchUserContact(oid);
    } catch {
      return { missing: 'unavailable' };
    }
    if (!contact) return { missing: 'unavailable' };
    if (!contact.contactId) return { missing: 'noId' };
    queryClient.setQueryData(queryKeys.userContact(oid), contact);
    return { contactId: contact.contactId };
  }, [oid, queryClient]);
}
