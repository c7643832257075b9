import type { FastifyInstance } from 'fastify';
import { payNowChargeOf } from '../db/queries/card-payments.ts';
import { hashRequest, once } from '../db/queries/idempotency.ts';
import { insertDraft, lockProject, updateDraft, type DraftWrite } from '../db/queries/project-drafts.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { badRequest, forbiddenProject, HttpError } from '../http/http-error.ts';
import { draftTarget } from '../projects/draft-id.ts';
import { validateDraft } from '../projects/draft-validation.ts';
import { hasEnteredValues } from '../../engine/core/entered-values.ts';
import { sameData } from '../../engine/core/same-data.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { notificationFormOf, type NotificationData } from '../projects/notification-form.ts';
import { openNotification } from '../projects/notification-opening.ts';
import { lookupsContext } from '../db/queries/lookup-lists.ts';
import { notificationRevision, storedNotificationRef } from '../projects/notification-revision.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredFormRef } from '../studio/live-forms.ts';
import { notificationRecord } from '../projects/notification-record.ts';
import type { RouteDeps } from './deps.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';

export const NOT_A_DRAFT = 'This project has already been submitted and can no longer be saved as a draft.';
export const CHARGE_UNDER_WAY = 'A card payment for this notification is under way or has been made, so it can no longer be changed.';

/**
 * POST /api/project/save { project }: stores the wizard's data as a Draft of the signed-in levy
 * payer (Save & Exit, spec 3 s4.3), checked with the notification form revision it was made with
 * (a new draft: the current one) and recording it. `project` is the notification form data plus `projectId`
 * (absent, 'new-project' or a temporary id for a new draft). A draft may be incomplete: only
 * malformed or over-limit values are refused (see projects/draft-validation.ts). An optional
 * Idempotency-Key makes a retried first save create one draft. A draft being paid on submission
 * (a Pay now charge under way, unconfirmed or made) is not changed: the charge is for the levy of
 * the draft as it was, and recording it submits that draft; the same draft sent again is answered
 * as saved.
 */
export async function projectSaveRoutes(app: FastifyInstance, { db, catalog }: RouteDeps) {
  const notification = await notificationFormOf(catalog);
  app.post<{ Body: { project: Record<string, unknown> } }>(
    '/api/project/save',
    { schema: { body: { type: 'object', required: ['project'], properties: { project: { type: 'object' } } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      const { projectId, projectNumber: _number, ...data } = request.body.project;
      const target = draftTarget(projectId);
      if (target.kind === 'unknown') throw forbiddenProject();

      /** Checked with the revision the draft was made with (a new one: the current), which it records. */
      const draftWrite = async (q: Queryable, stored: StoredFormRef | null): Promise<DraftWrite> => {
        const revision = await notificationRevision(q, notification, stored);
        const form = revision.form;
        // A new draft must hold something the user entered: Save & Exit on an empty form stores nothing.
        if (!stored && !hasEnteredValues(form.schema, data)) throw badRequest(form.manifest.messages?.nothingToSave ?? FORM_ERRORS_MESSAGE, []);
        const errors = validateDraft(form, data);
        if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);
        const formData = data as NotificationData;
        // The record's lookup ids come from the selections the data makes among the server's lookups.
        const opened = openNotification(form, formData, { lookups: await lookupsContext(q) });
        // A draft's levy is the browser's preview only: the record gets levies at submit.
        const { record, columns } = notificationRecord(form, formData, opened.context, null);
        const { formId, version, revision: number, hash } = revision.record;
        return { columns: { ...columns }, record, formId, formVersion: version, formRevision: number, formHash: hash, formData };
      };

      if (target.kind === 'new') {
        const write = await draftWrite(db, null);
        return db.transaction(async (tx) => {
          const key = request.headers['idempotency-key'];
          return once(tx, `${user.contactId} /api/project/save`, typeof key === 'string' ? key : undefined, hashRequest(request.body), async () => ({
            projectId: await insertDraft(tx, user, write),
          }));
        });
      }
      return db.transaction(async (tx) => {
        const project = await lockProject(tx, target.projectId);
        if (!project || !canAccessProject(user, project)) throw forbiddenProject();
        if (project.status !== 'Draft') throw new HttpError(409, NOT_A_DRAFT);
        if (await payNowChargeOf(tx, project.project_id)) {
          // The page saves before every Submit: the retry of a charge whose answer was lost sends the draft as it is stored.
          if (sameData(project.form_data, data)) return { projectId: project.project_id };
          throw new HttpError(409, CHARGE_UNDER_WAY);
        }
        await updateDraft(tx, project.project_id, await draftWrite(tx, storedNotificationRef(notification, project)));
        return { projectId: project.project_id };
      });
    },
  );
}
