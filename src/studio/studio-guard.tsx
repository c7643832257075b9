import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { showToast } from '../../engine/react/components/toaster.ts';
import { useAuth } from '../auth/index.ts';
import { NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS } from '../app/area-access.ts';
import { isStudioUser } from './studio-access.ts';

/** Layout route of the Forms Studio: analysts and testers only (the server checks every call again). */
export function StudioGuard() {
  const { user } = useAuth();
  const allowed = isStudioUser(user);
  const toasted = useRef(false);
  useEffect(() => {
    if (user && !allowed && !toasted.current) {
      toasted.current = true;
      queueMicrotask(() => showToast('error', NOT_AUTHORISED_PAGE, NOT_AUTHORISED_TOAST_MS));
    }
  }, [user, allowed]);
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}
