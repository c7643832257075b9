import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../http/http-error.ts';
import { currentUser, UUID, type RouteDeps } from './deps.ts';

const FORBIDDEN = 'Your account is not authorised to access the requested portal roles.';

/** GET /api/portalroles?contactId= (own) or ?organisationId= (own organisation). */
export async function portalRoleRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Querystring: { contactId?: string; organisationId?: string } }>(
    '/api/portalroles',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { contactId: UUID, organisationId: UUID } },
      },
    },
    async (request) => {
      const { contactId, organisationId } = request.query;
      if (!contactId === !organisationId) {
        throw badRequest('Give either contactId or organisationId.', [{ path: '/contactId', message: 'contactId or organisationId is required' }]);
      }
      const user = await currentUser(db, request);
      if (!user || (contactId && contactId !== user.contactId) || (organisationId && organisationId !== user.organisationId)) {
        throw new HttpError(403, FORBIDDEN);
      }
      const { rows } = await db.query(
        `SELECT r.portal_role_id AS "portalRoleId", r.contact_id AS "contactId", r.organisation_id AS "organisationId",
                c.first_name AS "firstName", c.last_name AS "lastName", c.email_address AS "emailAddress",
                coalesce(c.mobile_phone, c.business_phone) AS "phoneNumber", r.admin, r.company, r."user", r.active
           FROM portal_roles r JOIN contacts c USING (contact_id)
          WHERE ${contactId ? 'r.contact_id = $1' : 'r.organisation_id = $1'}
          ORDER BY lower(c.last_name), lower(c.first_name), r.portal_role_id`,
        [contactId ?? organisationId],
      );
      return { portalRoles: rows };
    },
  );
}
