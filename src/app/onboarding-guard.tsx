import { Navigate, Outlet, useLocation } from 'react-router';
import { useHomePath } from '../pages/use-home-path.ts';
import type { OnboardedState } from './area-access.ts';
import { PageLoading } from './page-loading.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';

export const ONBOARDING_PATH = '/onboarding';

/**
 * Layout route for pages that depend on onboarding: `onboarded` pages (profile, company) send a
 * user who is not onboarded yet to onboarding; the `notOnboarded` page (onboarding) sends an
 * onboarded user home instead of letting them run it again, unless they have just finished it.
 */
export function OnboardingGuard({ need }: { need: 'onboarded' | 'notOnboarded' }) {
  const home = useHomePath();
  const { state } = useLocation();
  if (home.error) throw home.error;
  const onboarded = home.to !== ONBOARDING_PATH;
  const page = () => {
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
