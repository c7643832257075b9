import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';
import { useHomePath } from '../pages/use-home-path.ts';
import { useNotAuthorisedToast } from './use-not-authorised-toast.ts';
import type { OnboardedState } from './area-access.ts';
import { PageLoading } from './page-loading.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import { ContactLoadFailure } from '../pages/contact-load-failure.tsx';

export const ONBOARDING_PATH = '/onboarding';

/**
 * Layout route for pages that depend on onboarding: `onboarded` pages (profile, company) send a
 * user who is not onboarded yet to onboarding; the `notOnboarded` page (onboarding) sends an
 * onboarded user home instead of letting them run it again, unless they have just finished it.
 * Forms Studio users have no contact to show or to make: both kinds of page send them home with
 * the 'not authorised' toast, as an area they may not enter does.
 */
export function OnboardingGuard({ need }: { need: 'onboarded' | 'notOnboarded' }) {
  const home = useHomePath();
  const { user } = useAuth();
  const { state } = useLocation();
  const refused = isStudioUser(user?.roles ?? []);
  useNotAuthorisedToast(refused);
  if (home.error) return <ContactLoadFailure error={home.error} />;
  const onboarded = home.to !== ONBOARDING_PATH;
  const page = () => {
    if (refused) return <Navigate to={home.to!} replace />;
    if (need === 'onboarded' && !onboarded) return <Navigate to={ONBOARDING_PATH} replace />;
    if (need === 'notOnboarded' && onboarded && !(state as OnboardedState | null)?.onboardedAs) return <Navigate to={home.to!} replace />;
    return <Outlet />;
  };
  // The page mounts in a background render, not in the blocking one the user's data makes.
  return (
    <LoadedContent ready={home.settled && !!home.to} loading={<PageLoading />}>
      {page}
    </LoadedContent>
  );
}
