import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';
import { useUserContact } from '../api/queries.ts';
import { areaOf, type ContactArea } from '../pages/home-decision.ts';
import { canEnterArea } from './area-access.ts';
import { useNotAuthorisedToast } from './use-not-authorised-toast.ts';
import { PageLoading } from './page-loading.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import { ContactLoadFailure } from '../pages/contact-load-failure.tsx';
import { isInactiveMember, useContactPortalRoles } from '../api/portal-roles.ts';
import { MessagePage } from '../pages/message-page.tsx';
import { portal } from '../../generated/portal.gen.ts';

/**
 * Layout route for one contact type's area (spec 1 section 6): the other contact type gets the
 * 'not authorised' toast for 5 seconds and goes home; a user not yet onboarded goes home (to
 * onboarding) without it; a user just onboarded as this type is let in. Forms Studio
 * users have no contact (the API refuses them one), so they are refused without asking. A levy
 * payer without an active role in their organisation (joined under a known ABN and not activated
 * yet, or deactivated) reaches none of its data: the area says so, rather than pages the server refuses.
 */
export function AreaGuard({ area }: { area: ContactArea }) {
  const { user } = useAuth();
  const studio = isStudioUser(user?.roles ?? []);
  const contact = useUserContact(studio ? undefined : user?.oid);
  const { state } = useLocation();
  const settled = studio || contact.isSuccess;
  const allowed = !studio && contact.isSuccess && canEnterArea(area, contact.data ?? null, state);
  // A user not yet onboarded (no contact type) is not refused an area: home sends them to onboarding.
  const notOnboarded = !studio && contact.isSuccess && areaOf(contact.data?.contactType) === null;
  useNotAuthorisedToast(settled && !allowed && !notOnboarded);
  // Asked beside the page, not before it: only an inactive member's page is replaced. A levy payer
  // acts for the organisation (the server refuses an inactive member its projects and finances);
  // a certifier's claims are their own.
  const asksMembership = allowed && area === 'LevyPayer' && !!contact.data?.organisationId;
  const roles = useContactPortalRoles(asksMembership ? contact.data?.contactId : undefined);
  const inactive = asksMembership && roles.isSuccess && isInactiveMember(roles.data, contact.data?.organisationId);

  if (contact.isError) return <ContactLoadFailure error={contact.error} />;
  // The page mounts in a background render, not in the blocking one the contact's arrival makes.
  return (
    <LoadedContent ready={settled} loading={<PageLoading />}>
      {() => (!allowed ? <Navigate to="/" replace /> : inactive ? <MessagePage title={portal.messages.inactiveMembershipTitle} text={portal.messages.inactiveMembership} /> : <Outlet />)}
    </LoadedContent>
  );
}
