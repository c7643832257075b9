import { Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';
import { isSignInLanding } from '../auth/auth-user.ts';

/**
 * Back to the previous page; when the page was the first the tab opened (a link from elsewhere, a
 * bookmark) or the one sign-in returned to (the provider's page is before it), there is no
 * previous page in the portal, so to `fallback` (the page the breadcrumb sits under).
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router keys the location a tab opened with 'default'; every later entry has its own key.
  const first = location.key === 'default' || isSignInLanding(location.state);
  return (
    <Button variant="outline" size="sm" mb="4" onClick={() => (first ? navigate(fallback) : navigate(-1))}>
      Back
    </Button>
  );
}
