import type { FastifyInstance } from 'fastify';
import { isActiveAdmin } from '../db/queries/organisation-details.ts';
import { lockPortalRole, updatePortalRole } from '../db/queries/portal-role-save.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { currentUser, type RouteDeps } from './deps.ts';
import { ORGANISATION_EDIT_FORBIDDEN } from './organisation.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { writeFormRecord } from '../studio/form-record-columns.ts';
import { formSubmittingTo } from '../studio/submitting-form.ts';
import { assertValidForm } from '../http/form-validation.ts';

/**
 * POST /api/portalroles/save: an active admin of the role's organisation sets its admin, company,
 * user and active flags. Validated with the current revision of the catalog form that submits here (`catalog`), with `isSelf` set
 * here from the signed-in user (never from the request): nobody strips their own admin flag or
 * deactivates themselves.
 */
export async function portalRoleSaveRoutes(app: FastifyInstance, { db, liveForms, catalog }: RouteDeps) {
  const given = await formSubmittingTo('POST', '/api/portalroles/save', catalog);
  app.post<{ Body: { portalRole: Record<string, unknown> } }>(
    '/api/portalroles/save',
    { schema: { body: { type: 'object', required: ['portalRole'], properties: { portalRole: { type: 'object' } } } } },
    async (request) => {
      const data: Record<string, unknown> = { ...request.body.portalRole, isSelf: false };
      // Only an active member can be an active admin: settled before any work on the data.
      const user = await currentUser(db, request);
      if (!user?.organisationId) throw new HttpError(403, ORGANISATION_EDIT_FORBIDDEN);
      const { form: roles, record } = await currentOrGiven(liveForms, given);
      assertValidForm(roles, data);

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
        assertValidForm(roles, { ...data, ...next, isSelf: role.contactId === user.contactId });
        const updated = await updatePortalRole(tx, role.portalRoleId, next);
        await writeFormRecord(tx, 'portal_roles', role.portalRoleId, record);
        return updated;
      });
      return { success: true, portalRole };
    },
  );
}
