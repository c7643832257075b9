import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canPublish, isStudioUser } from '../../engine/core/studio-roles.ts';
import { HttpError } from '../http/http-error.ts';

export const STUDIO_FORBIDDEN = 'Your account is not authorised to use the Forms Studio.';
export const PUBLISH_FORBIDDEN = 'Only an analyst may edit, publish or revert a form.';
export const PORTAL_DATA_FORBIDDEN = 'Your account is not authorised to access levy payer or certifier data.';

const isStudioPath = (path: string) => path === '/api/studio' || path.startsWith('/api/studio/');
// Which revision of a form is current: what every portal user (and the Studio) reads.
const isFormRevisionPath = (path: string) => path.startsWith('/api/forms/');

/**
 * Keeps the Studio and the portal's data apart: `/api/studio` only for analysts and testers, and
 * their accounts never reach levy payer or certifier routes. Registered after authentication.
 */
export function registerStudioAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const identity = request.identity;
    if (!identity) return;
    const path = request.routeOptions.url ?? request.url.split('?', 1)[0];
    if (!path.startsWith('/api/')) return;
    const studioUser = isStudioUser(identity.roles);
    if (isStudioPath(path)) {
      if (!studioUser) throw new HttpError(403, STUDIO_FORBIDDEN);
    } else if (studioUser && !isFormRevisionPath(path)) {
      throw new HttpError(403, PORTAL_DATA_FORBIDDEN);
    }
  });
}

/** Refuses a tester where an analyst is needed (edit, publish, revert). */
export function requireAnalyst(request: FastifyRequest): void {
  if (!canPublish(request.identity.roles)) throw new HttpError(403, PUBLISH_FORBIDDEN);
}
