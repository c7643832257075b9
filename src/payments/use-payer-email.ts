import { useUserContact } from '../api/queries.ts';
import { useAuth } from '../auth/index.ts';

/** The signed-in payer's email, sent with an auth key request (spec 3 s7) for the gateway's receipt; undefined until the contact is read. */
export function usePayerEmail(): string | undefined {
  const { user } = useAuth();
  return useUserContact(user?.oid).data?.emailAddress || undefined;
}
