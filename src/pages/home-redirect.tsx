import { Navigate } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { ApiError, errorText } from '../api/api-error.ts';
import { useContactPortalRoles } from '../api/portal-roles.ts';
import { useUserContact } from '../api/queries.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { isStudioUser, STUDIO_HOME } from '../../engine/core/studio-roles.ts';
import { homePath } from './home-decision.ts';
import { MessagePage } from './message-page.tsx';

/**
 * Route '/' (spec 1 section 4): waits for sign-in (the shell is behind RequireSignIn), the user
 * contact and the portal roles, then sends the user to onboarding or their area. Analysts and
 * testers (Forms Studio roles) have no levy payer or certifier area: they go to the Studio.
 */
export function HomeRedirect() {
  const { user, status } = useAuth();
  const studio = isStudioUser(user?.roles ?? []);
  const contact = useUserContact(studio ? undefined : user?.oid);
  // No contact yet (404) means a first sign-in: onboarding registers one.
  const noContact = contact.error instanceof ApiError && contact.error.status === 404;
  const roles = useContactPortalRoles(contact.data?.contactId);

  if (status === 'signedIn' && studio) return <Navigate to={STUDIO_HOME} replace />;
  if (contact.isError && !noContact) {
    return <MessagePage title="Something went wrong!" text={`Something went wrong when attempting to process user contact: ${errorText(contact.error)}`} />;
  }
  const contactSettled = contact.isSuccess || noContact;
  const rolesSettled = !contact.data?.contactId || roles.isSuccess || roles.isError;
  if (status !== 'signedIn' || !contactSettled || !rolesSettled) return <PageLoading text="Loading your account..." />;

  const to = homePath({ contact: contact.data ?? null, portalRoles: roles.isSuccess ? roles.data : undefined });
  return <Navigate to={to} replace />;
}
