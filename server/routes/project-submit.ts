import type { FastifyInstance } from 'fastify';
import { lockProject } from '../db/queries/project-drafts.ts';
import { payNowChargeOf } from '../db/queries/card-payments.ts';
import { createLevyInvoice, markSubmitted } from '../db/queries/project-submission.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { HttpError, badRequest, forbiddenProject } from '../http/http-error.ts';
import { addDays, brisbaneToday } from '../projects/brisbane-date.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { notificationFormOf, type NotificationData } from '../projects/notification-form.ts';
import { resumeStoredDraft } from '../projects/notification-revision.ts';
import { prepareSubmission } from '../projects/prepare-submission.ts';
import { RECORD_MAPPING } from '../projects/notification-record.ts';
import { formFieldOf } from '../../engine/core/payloads.ts';
import { UUID, type RouteDeps } from './deps.ts';

/** Days a pay-later invoice has before it falls due. */
export const INVOICE_DUE_DAYS = 30;
export const NOTHING_TO_SUBMIT = 'This draft holds no notification to submit. Please complete the form and save it first.';
export const CANNOT_SUBMIT = 'This project cannot be submitted.';
export const PAY_NOW_NEEDS_CARD = 'Paying now submits the notification with its card payment: please pay by card, or choose another payment option.';

/**
 * POST /api/project/submit { id } -> { projectNumber }: submits a saved Draft (spec 3 s4.3: the
 * wizard saves, then submits). Everything is re-checked here (projects/prepare-submission.ts),
 * with the notification form revision the draft was made with, which the project records;
 * then, in one transaction, the project gets its number and status Submitted and, for Pay later,
 * its invoice. Review and Instalment get no invoice: a decision comes first (spec 3 s2.1).
 * Submitting a Submitted project again answers its number and changes nothing. Pay now is
 * submitted with its card payment instead (POST /api/project/payandsubmit).
 */
export async function projectSubmitRoutes(app: FastifyInstance, { db, catalog }: RouteDeps, clock: () => string = brisbaneToday) {
  const notification = await notificationFormOf(catalog);
  app.post<{ Body: { id: string } }>(
    '/api/project/submit',
    { schema: { body: { type: 'object', required: ['id'], properties: { id: UUID } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      const today = clock();
      return db.transaction(async (tx) => {
        // The row lock serialises two submits of one project: the second sees it Submitted.
        const project = await lockProject(tx, request.body.id);
        if (!project || !canAccessProject(user, project)) throw forbiddenProject();
        if (project.status === 'Submitted' && project.project_number) {
          return { projectNumber: project.project_number, projectId: project.project_id, notificationDate: project.notification_date };
        }
        if (project.status !== 'Draft') throw new HttpError(409, CANNOT_SUBMIT);
        // A card payment on submission in flight or made decides this draft's submission.
        if (await payNowChargeOf(tx, project.project_id)) throw new HttpError(409, CANNOT_SUBMIT);
        if (!project.form_data) throw badRequest(NOTHING_TO_SUBMIT);

        const { revision, resumed } = await resumeStoredDraft(tx, notification, project, project.form_data as NotificationData);
        if (resumed.reEnter.length) throw badRequest('Please re-enter the fields listed.', resumed.reEnter);
        const prepared = await prepareSubmission(tx, project.levy_payer_organisation_id, resumed.notification, today, revision.form);
        if (!prepared.ok) throw badRequest(prepared.message, prepared.errors);
        if (prepared.paymentOption === 'PayNow') {
          const field = formFieldOf(revision.form.manifest, RECORD_MAPPING, 'paymentOption');
          throw badRequest(PAY_NOW_NEEDS_CARD, field ? [{ path: field, message: PAY_NOW_NEEDS_CARD }] : []);
        }

        const projectNumber = await markSubmitted(tx, project.project_id, today, {
          columns: { ...prepared.columns },
          record: prepared.record,
          formId: revision.record.formId,
          formVersion: revision.record.version,
          formRevision: revision.record.revision,
          formHash: revision.record.hash,
          formData: prepared.data,
        });
        if (prepared.paymentOption === 'PayLater') {
          await createLevyInvoice(tx, project.project_id, prepared.levy.totalLevyPayable, addDays(today, INVOICE_DUE_DAYS));
        }
        return { projectNumber, projectId: project.project_id, notificationDate: today };
      });
    },
  );
}
