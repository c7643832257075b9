import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../engine/react/components/toaster.ts';
import { ApiError, isUnknownRecord } from '../api/api-error.ts';
import { useProject } from '../api/queries.ts';
import { portal } from '../../generated/portal.gen.ts';

export const NOT_AUTHORISED_PROJECT = portal.messages.notAuthorisedProject;

/**
 * Loads a project for a project route. A 403 shows the toast and sends the user home
 * (spec 2 section 6); `unknown` says the route names no project (the page is then not found);
 * other failures are left to the page.
 */
export function useProjectAccess(projectId: string | undefined) {
  const query = useProject(projectId);
  const navigate = useNavigate();
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  useEffect(() => {
    if (forbidden) {
      // Outside React's commit: the toaster flushes synchronously.
      queueMicrotask(() => showToast('error', NOT_AUTHORISED_PROJECT));
      navigate('/', { replace: true });
    }
  }, [forbidden, navigate]);
  return { ...query, forbidden, unknown: isUnknownRecord(query.error) };
}
