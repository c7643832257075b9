import { Navigate } from 'react-router';
import { PageLoading } from '../app/page-loading.tsx';
import { ContactLoadFailure } from './contact-load-failure.tsx';
import { useHomePath } from './use-home-path.ts';

/**
 * Route '/' (spec 1 section 4): waits for sign-in (the pages are behind RequireSignIn), the user
 * contact and the portal roles, then sends the user to onboarding or their area.
 */
export function HomeRedirect() {
  const home = useHomePath();
  if (home.error) return <ContactLoadFailure error={home.error} />;
  if (!home.settled || !home.to) return <PageLoading text="Loading your account..." />;
  return <Navigate to={home.to} replace />;
}
