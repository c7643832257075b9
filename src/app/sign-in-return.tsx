import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshUserContact } from '../api/queries.ts';
import { AuthCallbackPage, type AuthUser } from '../auth/index.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';

/**
 * Route `/auth/callback`: the return from the identity provider. Before going on it reads the
 * user's contact again with the new tokens: back from the provider's profile edit flow its names
 * have changed (the API takes them from the tokens), and start-up read it, or is reading it, with
 * the tokens from before, so the header and the profile page would keep the old names. Analysts
 * and testers have no contact.
 */
export function SignInReturnPage() {
  const queryClient = useQueryClient();
  const onSignedIn = useCallback(
    (user: AuthUser) => (isStudioUser(user.roles) ? Promise.resolve() : refreshUserContact(queryClient, user.oid)),
    [queryClient],
  );
  return <AuthCallbackPage onSignedIn={onSignedIn} />;
}
