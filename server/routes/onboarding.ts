import type { FastifyInstance } from 'fastify';
import {
  completeContact,
  findContact,
  findOrganisationByAbn,
  insertOrganisation,
  insertPortalRole,
  lockContact,
  registerContact,
  type OnboardingContact,
  type OnboardingOrganisation,
  type RoleFlags,
} from '../db/queries/onboarding.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { currentUser, type RouteDeps } from './deps.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { writeFormRecord } from '../studio/form-record-columns.ts';
import { formSubmittingTo } from '../studio/submitting-form.ts';
import { assertValidForm, FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { serverAbnLookupErrors } from '../../engine/core/abn-lookup.ts';
import { lookUpSubmittedAbns } from '../db/queries/abn-lookup.ts';

const NO_CONTACT = 'No contact is registered for this account.';
const ALREADY_ONBOARDED = 'This account has already completed registration and onboarding.';
const OTHER_ACCOUNT = 'Your account is not authorised to register another account.';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles by how the contact joins: creator of a new organisation, member of a known one, or alone. */
const CREATOR: RoleFlags = { admin: true, company: true, user: true, active: true };
// A known organisation's admin activates a newcomer (company users dialog); until then inactive.
const JOINER: RoleFlags = { admin: false, company: false, user: true, active: false };
const PERSONAL: RoleFlags = { admin: false, company: false, user: true, active: true };

/** The onboarding form's data from the request body `{ contact, organisation }`. */
export function onboardingFormData(contact: Record<string, unknown>, organisation: Record<string, unknown> | null): Record<string, unknown> {
  const { contactType, ...details } = contact;
  const data: Record<string, unknown> = { ...details, userType: contactType, notifyingAsCompany: organisation !== null };
  if (organisation !== null) data.company = organisation;
  return data;
}

/**
 * POST /api/contact/register (the caller's own contact, created once) and POST
 * /api/contact/onboard (validated with the current revision of the catalog form that submits there; organisation, contact and
 * portal role in one transaction; never twice).
 */
export async function onboardingRoutes(app: FastifyInstance, { db, liveForms, catalog }: RouteDeps) {
  const given = await formSubmittingTo('POST', '/api/contact/onboard', catalog);

  app.post<{ Body: { emailAddress?: string; externalObjectId: string } }>(
    '/api/contact/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['externalObjectId'],
          properties: { emailAddress: { type: 'string', maxLength: 320 }, externalObjectId: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { identity } = request;
      if (request.body.externalObjectId.toLowerCase() !== identity.oid.toLowerCase()) throw new HttpError(403, OTHER_ACCOUNT);
      if (!UUID_PATTERN.test(identity.oid)) throw badRequest('Invalid id for user.', [{ path: '/externalObjectId', message: 'Invalid id for user.' }]);
      const userContact = await db.transaction((tx) =>
        registerContact(tx, {
          oid: identity.oid.toLowerCase(),
          emailAddress: identity.email ?? request.body.emailAddress ?? null,
          firstName: identity.givenName,
          lastName: identity.familyName,
          issuedAt: identity.issuedAt,
        }),
      );
      return { userContact };
    },
  );

  app.post<{ Body: { contact: Record<string, unknown>; organisation: Record<string, unknown> | null } }>(
    '/api/contact/onboard',
    {
      schema: {
        body: {
          type: 'object',
          required: ['contact'],
          properties: { contact: { type: 'object' }, organisation: { type: ['object', 'null'] } },
        },
      },
    },
    async (request) => {
      const user = await currentUser(db, request);
      if (!user) throw notFound(NO_CONTACT);
      if (user.contactType) throw new HttpError(409, ALREADY_ONBOARDED);
      const organisation = request.body.organisation ?? null;
      const { form, record } = await currentOrGiven(liveForms, given);
      const formData = onboardingFormData(request.body.contact, organisation);
      assertValidForm(form, formData);
      // The company is made, or joined, under an ABN the register or the authority knows.
      const abnErrors = serverAbnLookupErrors(formData, form, await lookUpSubmittedAbns(db, form.manifest.abnLookup, formData));
      if (abnErrors.length) throw badRequest(FORM_ERRORS_MESSAGE, abnErrors);
      const contact = request.body.contact as unknown as OnboardingContact;
      const org = organisation as unknown as OnboardingOrganisation | null;

      await db.transaction(async (tx) => {
        const stored = await lockContact(tx, user.contactId);
        if (!stored) throw notFound(NO_CONTACT);
        if (stored.contactType) throw new HttpError(409, ALREADY_ONBOARDED);
        let organisationId: string | null = null;
        let role = PERSONAL;
        if (org) {
          const abn = org.abn.replace(/\s+/g, '');
          organisationId = await findOrganisationByAbn(tx, abn);
          role = organisationId ? JOINER : CREATOR;
          // Check, then insert: a rival onboarding may create it in between; the unique ABN lets
          // one insert win and the others join the winner's organisation.
          if (!organisationId) {
            organisationId = await insertOrganisation(tx, org, abn);
            if (!organisationId) {
              organisationId = await findOrganisationByAbn(tx, abn);
              role = JOINER;
            }
          }
        }
        if (!(await completeContact(tx, user.contactId, contact, organisationId))) throw new HttpError(409, ALREADY_ONBOARDED);
        await writeFormRecord(tx, 'contacts', user.contactId, record);
        await insertPortalRole(tx, user.contactId, organisationId, role);
      });
      return { success: true, userContact: await findContact(db, user.contactId) };
    },
  );
}
