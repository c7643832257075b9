import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../engine/core/types.ts';
import { findProfileNames, updateProfile, type ProfileChanges } from '../db/queries/profile.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { currentUser, type RouteDeps } from './deps.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { writeFormRecord } from '../studio/form-record-columns.ts';
import { formSubmittingTo } from '../studio/submitting-form.ts';
import { assertValidForm, FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { applyDerived } from '../../engine/core/derived.ts';

const NO_CONTACT = 'No contact is registered for this account.';
const CERTIFIER_TYPES = new Set(['Certifier', 'BuildingCertifier']);

/**
 * PATCH /api/contact: the caller's own details (never anyone else's), validated with the current
 * revision of the catalog form that submits here (the one the browser runs). Names and contact type are read-only; only certifiers keep a
 * licence number.
 */
export async function profileRoutes(app: FastifyInstance, { db, liveForms, catalog }: RouteDeps) {
  const given = await formSubmittingTo('PATCH', '/api/contact', catalog);
  app.patch<{ Body: { contact: Record<string, unknown> } }>(
    '/api/contact',
    { schema: { body: { type: 'object', required: ['contact'], properties: { contact: { type: 'object' } } } } },
    async (request) => {
      const user = await currentUser(db, request);
      if (!user) throw notFound(NO_CONTACT);
      const { form: profile, record } = await currentOrGiven(liveForms, given);
      // The address text is derived from the address, whatever was sent.
      const data = applyDerived(request.body.contact, profile.manifest.derived);
      assertValidForm(profile, data);

      await db.transaction(async (tx) => {
        const stored = await findProfileNames(tx, user.contactId);
        if (!stored) throw notFound(NO_CONTACT);
        const errors: FieldError[] = [];
        for (const name of ['firstName', 'lastName'] as const) {
          if (data[name] !== undefined && data[name] !== (stored[name] ?? '')) errors.push({ path: `/${name}`, message: 'This name cannot be changed here.' });
        }
        if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);
        await updateProfile(tx, user.contactId, data as unknown as ProfileChanges, CERTIFIER_TYPES.has(stored.contactType ?? ''));
        await writeFormRecord(tx, 'contacts', user.contactId, record);
      });
      return { success: true };
    },
  );
}
