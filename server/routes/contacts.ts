import type { FastifyInstance } from 'fastify';
import { syncContactNames } from '../db/queries/contact-names.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { RouteDeps } from './deps.ts';

const CONTACT_COLUMNS = `contact_id AS "contactId", customer_number AS "customerNumber", external_object_id AS "externalObjectId",
  first_name AS "firstName", last_name AS "lastName", organisation_id AS "organisationId", contact_type AS "contactType",
  email_address AS "emailAddress", email_consent AS "emailConsent", mobile_phone AS "mobilePhone",
  business_phone AS "businessPhone", address_detail AS "addressDetail", certifier_licence_number AS "certifierLicenceNumber"`;

/**
 * GET /api/contact/user/:oid: the caller's own contact only, with the names the caller's token
 * vouches for when they differ from the stored ones (changed at the provider's profile edit).
 */
export async function contactRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Params: { oid: string } }>(
    '/api/contact/user/:oid',
    { schema: { params: { type: 'object', properties: { oid: { type: 'string', minLength: 1, maxLength: 200 } } } } },
    async (request) => {
      if (request.params.oid.toLowerCase() !== request.identity.oid.toLowerCase()) {
        throw new HttpError(403, 'Your account is not authorised to access the requested contact.');
      }
      await syncContactNames(db, request.identity);
      const { rows } = await db.query(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE external_object_id::text = lower($1)`, [
        request.identity.oid,
      ]);
      if (!rows[0]) throw notFound('No contact is registered for this account.');
      return { userContact: rows[0] };
    },
  );
}
