import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { showToast } from '../../engine/react/components/toaster.ts';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import type { ContactArea } from '../pages/home-decision.ts';
import { canEnterArea, NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS } from './area-access.ts';
import { PageLoading } from './page-loading.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';

/**
 * Layout route for one contact type's area (spec 1 section 6): others get the 'not authorised'
 * toast for 5 seconds and go home; a user just onboarded as this type is let in.
 */
export function AreaGuard({ area }: { area: ContactArea }) {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  const { state } = useLocation();
  const settled = contact.isSuccess;
  const allowed = settled && canEnterArea(area, contact.data ?? null, state);
  const toasted = useRef(false);

  useEffect(() => {
    if (settled && !allowed && !toasted.current) {
      toasted.current = true; // once, also under StrictMode's double effects
      // Outside React's commit: the toaster flushes synchronously.
      queueMicrotask(() => showToast('error', NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS));
    }
  }, [settled, allowed]);

  if (contact.isError) throw contact.error;
  // The page mounts in a background render, not in the blocking one the contact's arrival makes.
  return (
    <LoadedContent ready={settled} loading={<PageLoading />}>
      {() => (allowed ? <Outlet /> : <Navigate to="/" replace />)}
    </LoadedContent>
  );
}
