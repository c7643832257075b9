import type { CompiledForm } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { lockProject, type LockedProject } from '../db/queries/project-drafts.ts';
import { markSubmitted } from '../db/queries/project-submission.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import type { NotificationData } from '../projects/notification-form.ts';
import { resumeStoredDraft } from '../projects/notification-revision.ts';
import { prepareSubmission } from '../projects/prepare-submission.ts';
import { setCardPaymentStatus } from '../db/queries/card-payments.ts';
import type { PaymentPurpose } from './card-payments.ts';

export const NOT_PAYABLE_NOW = 'This notification cannot be paid now: only a draft whose payment option is Pay now can be.';
export const LEVY_CHANGED = 'The levy payable has changed. Please start the payment again.';

/** A Draft notification prepared for submission as today's (projects/prepare-submission.ts) with the catalog's notification form `form`, or the refusal. */
export async function preparePayNow(tx: Queryable, form: CompiledForm, project: LockedProject, today = brisbaneToday()) {
  if (project.status !== 'Draft' || !project.form_data) throw new HttpError(409, NOT_PAYABLE_NOW);
  const { revision, resumed } = await resumeStoredDraft(tx, form, project, project.form_data as NotificationData);
  if (resumed.reEnter.length) throw badRequest('Please re-enter the fields listed.', resumed.reEnter);
  const prepared = await prepareSubmission(tx, project.levy_payer_organisation_id, resumed.notification, today, revision.form);
  if (!prepared.ok) throw badRequest(prepared.message, prepared.errors);
  if (prepared.paymentOption !== 'PayNow' || prepared.levy.totalLevyPayable <= 0) throw new HttpError(409, NOT_PAYABLE_NOW);
  return { ...prepared, formRecord: revision.record };
}

/**
 * Paying on submission (spec 3 s4.3 Pay now): the charge is the levy the server calculates for
 * the draft; once approved the notification is submitted with its invoice paid by that receipt.
 * `notification` is the catalog's notification form (`notificationFormOf`).
 */
export const payNowPayment = (notification: CompiledForm): PaymentPurpose => ({
  async checkChargeable(tx, payment) {
    const project = await lockProject(tx, payment.project_id);
    if (!project) throw new HttpError(409, NOT_PAYABLE_NOW);
    const prepared = await preparePayNow(tx, notification, project);
    if (prepared.levy.totalLevyPayable !== Number(payment.amount)) throw new HttpError(409, LEVY_CHANGED);
  },
  async finalise(tx, payment, charge) {
    const project = (await lockProject(tx, payment.project_id))!;
    const today = brisbaneToday();
    if (project.status === 'Draft') {
      const prepared = await preparePayNow(tx, notification, project, today);
      await markSubmitted(tx, project.project_id, today, {
        columns: { ...prepared.columns },
        record: { ...prepared.record, paymentReference: charge.receiptNumber },
        formId: prepared.formRecord.formId,
        formVersion: prepared.formRecord.version,
        formRevision: prepared.formRecord.revision,
        formHash: prepared.formRecord.hash,
        formData: prepared.data,
      });
    }
    const { rows } = await tx.query<{ transaction_id: string }>(
      `WITH numbered AS (SELECT 'INV' || lpad(nextval('transaction_number_seq')::text, 7, '0') AS invoice_no)
       INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing, document_path, payment_reference, paid_at)
       SELECT 'Invoice', $1, invoice_no, $2, 'Paid', $3, 0, 'invoices/' || invoice_no || '.pdf', $4, $5 FROM numbered
       RETURNING transaction_id`,
      [project.project_id, today, payment.amount, charge.receiptNumber, charge.processedDateTime],
    );
    await tx.query(`UPDATE projects SET project_payment_status = 'UptoDate', updated_at = now() WHERE project_id = $1`, [project.project_id]);
    await setCardPaymentStatus(tx, payment.auth_key, 'Approved', { transactionId: rows[0].transaction_id });
  },
});
