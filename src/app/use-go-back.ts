import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignInLanding } from '../auth/auth-user.ts';

/**
 * Going back to the previous page; when the page was the first the tab opened (a link from
 * elsewhere, a bookmark) or the one sign-in returned to (the provider's page is before it), there
 * is no previous page in the portal, so to `fallback` (the page the breadcrumb sits under).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router keys the location a tab opened with 'default'; every later entry has its own key.
  const first = location.key === 'default' || isSignInLanding(location.state);
  return useCallback(() => void (first ? navigate(fallback) : navigate(-1)), [first, navigate, fallback]);
}
