import { Navigate } from 'react-router';
import { errorText } from '../api/api-error.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { MessagePage } from './message-page.tsx';
import { useHomePath } from './use-home-path.ts';

/**
 * Route '/' (spec 1 section 4): waits for sign-in (the pages are behind RequireSignIn), the user
 * contact and the portal roles, then sends the user to onboarding or their area.
 */
export function HomeRedirect() {
  const home = useHomePath();
  if (home.error) {
    return <MessagePage title="Something went wrong!" text={`Something went wrong when attempting to process user contact: ${errorText(home.error)}`} />;
  }
  if (!home.settled || !home.to) return <PageLoading text="Loading your account..." />;
  return <Navigate to={home.to} replace />;
}
