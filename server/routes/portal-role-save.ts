import type { FastifyInstance } from 'fastify';
import { validateFormData } from '../../engine/core/validate.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { isActiveAdmin } from '../db/queries/organisation-details.ts';
import { lockPortalRole, updatePortalRole } from '../db/queries/portal-role-save.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { currentUser, type RouteDeps } from './deps.ts';
import { ORGANISATION_EDIT_FORBIDDEN } from './organisation.ts';

/**
 * POST /api/portalroles/save: an active admin of the role's organisation sets its admin, company,
 * user and active flags. Validated with the compiled company-user-roles form, with `isSelf` set
 * here from the signed-in user (never from the request): nobody strips their own admin flag or
 * deactivates themselves.
 */
export async function portalRoleSaveRoutes(app: FastifyInstance, { db }: RouteDeps, form?: CompiledForm) {
  const roles = form ?? (await (await import('../../generated/registry.gen.ts')).loadForm('company-user-roles'));
  app.post<{ Body: { portalRole: Record<string, unknown> } }>(
    '/api/portalroles/save',
    { schema: { body: { type: 'object', required: ['portalRole'], properties: { portalRole: { type: 'object' } } } } },
    async (request) => {
      const data: Record<string, unknown> = { ...request.body.portalRole, isSelf: false };
      const shape = validateFormData(roles, data);
      if (!shape.valid) throw badRequest('Please correct the errors in the form.', shape.errors);
      const user = await currentUser(db, request);
      if (!user) throw new HttpError(403, ORGANISATION_EDIT_FORBIDDEN);

      const portalRole = await db.transaction(async (tx) => {
        const role = await lockPortalRole(tx, data.portalRoleId as string);
        if (!role) throw notFound('The user was not found.');
        if (!role.organisationId || !(await isActiveAdmin(tx, user.contactId, role.organisationId))) throw new HttpError(403, ORGANISATION_EDIT_FORBIDDEN);
        const next = {
          admin: (data.admin as boolean | undefined) ?? role.admin,
          company: (data.company as boolean | undefined) ?? role.company,
          user: (data.user as boolean | undefined) ?? role.user,
          active: (data.active as boolean | undefined) ?? role.active,
        };
        const own = validateFormData(roles, { ...data, ...next, isSelf: role.contactId === user.contactId });
        if (!own.valid) throw badRequest('Please correct the errors in the form.', own.errors);
        return updatePortalRole(tx, role.portalRoleId, next);
      });
      return { success: true, portalRole };
    },
  );
}
