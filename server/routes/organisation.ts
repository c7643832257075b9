import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../engine/core/types.ts';
import { findOrganisation, isActiveAdmin, isActiveMember, updateOrganisation, type OrganisationChanges } from '../db/queries/organisation-details.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { currentUser, UUID, type RouteDeps } from './deps.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { writeFormRecord } from '../studio/form-record-columns.ts';
import { formSubmittingTo } from '../studio/submitting-form.ts';
import { assertValidForm, FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';

export const ORGANISATION_FORBIDDEN = 'Your account is not authorised to access the requested organisation.';
export const ORGANISATION_EDIT_FORBIDDEN = 'Only an active admin of the company can change its details or its users.';
const NOT_FOUND = 'No organisation data found. Please try again or contact the authority.';

const digits = (value: unknown) => String(value ?? '').replace(/\s+/g, '');

/**
 * GET /api/organisation/:id (own organisation only) and POST /api/organisation/save (an active
 * admin of that organisation only; validated with the current revision of the catalog form that submits here; the ABN and
 * entity name cannot be changed).
 */
export async function organisationRoutes(app: FastifyInstance, { db, liveForms, catalog }: RouteDeps) {
  const given = await formSubmittingTo('POST', '/api/organisation/save', catalog);

  app.get<{ Params: { id: string } }>(
    '/api/organisation/:id',
    { schema: { params: { type: 'object', properties: { id: UUID } } } },
    async (request) => {
      const user = await currentUser(db, request);
      const id = request.params.id;
      if (!user || (user.organisationId !== id && !(await isActiveMember(db, user.contactId, id)))) throw new HttpError(403, ORGANISATION_FORBIDDEN);
      const organisation = await findOrganisation(db, id);
      if (!organisation) throw notFound(NOT_FOUND);
      return { organisation };
    },
  );

  app.post<{ Body: { organisation: Record<string, unknown> } }>(
    '/api/organisation/save',
    { schema: { body: { type: 'object', required: ['organisation'], properties: { organisation: { type: 'object' } } } } },
    async (request) => {
      const data = request.body.organisation;
      const user = await currentUser(db, request);
      const id = data.organisationId;
      if (!user || typeof id !== 'string' || !(await isActiveAdmin(db, user.contactId, id))) throw new HttpError(403, ORGANISATION_EDIT_FORBIDDEN);
      const { form, record } = await currentOrGiven(liveForms, given);
      assertValidForm(form, data);

      const organisation = await db.transaction(async (tx) => {
        if (!(await isActiveAdmin(tx, user.contactId, id))) throw new HttpError(403, ORGANISATION_EDIT_FORBIDDEN);
        const stored = await findOrganisation(tx, id, true);
        if (!stored) throw notFound(NOT_FOUND);
        const errors: FieldError[] = [];
        if (digits(data.abn) !== digits(stored.abn)) errors.push({ path: '/abn', message: 'The ABN cannot be changed.' });
        if (data.entityName !== stored.orgName) errors.push({ path: '/entityName', message: 'The entity name cannot be changed.' });
        if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);
        const updated = await updateOrganisation(tx, id, data as unknown as OrganisationChanges);
        await writeFormRecord(tx, 'organisations', id, record);
        return updated;
      });
      return { success: true, organisation };
    },
  );
}
