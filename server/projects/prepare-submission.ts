/**
 * Everything a notification must pass before it is submitted, re-checked on the server with its
 * own date and lookups (the browser is never trusted): the data opened with the server's context
 * (`notification-opening.ts`), what hidden sections hold reset as the page resets it, derived
 * values recomputed for today in Brisbane, the levy
 * recalculated, then the whole data through the compiled notification validator, no choice its
 * lookup list lacks, nothing held in a section the form hides for the organisation (e.g. an
 * exemption its entity type does not offer), and no ABN the form looks up that neither the
 * register nor the authority knows.
 */
import { serverAbnLookupErrors } from '../../engine/core/abn-lookup.ts';
import { applyDerived } from '../../engine/core/derived.ts';
import { hiddenValueErrors, withHiddenFieldsReset } from '../../engine/core/hidden-values.ts';
import { unknownOptionErrors } from '../../engine/core/option-lists.ts';
import { validateFormData } from '../../engine/core/validate.ts';
import type { CompiledForm, FieldError } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { lookUpSubmittedAbns } from '../db/queries/abn-lookup.ts';
import type { LevyResult } from '../levy/levy-calculator.ts';
import type { NotificationData } from './notification-form.ts';
import { notificationLevy, withServerLevy } from './notification-levy.ts';
import { openNotification, serverContext } from './notification-opening.ts';
import { notificationRecord } from './notification-record.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';

/** The record's payment options (spec 3 s3.3 `paymentOption`). */
export type PaymentOption = 'PayLater' | 'Review' | 'Instalment' | 'PayNow';

export type PreparedSubmission =
  | { ok: true; data: NotificationData; levy: LevyResult; paymentOption: PaymentOption } & ReturnType<typeof notificationRecord>
  | { ok: false; message: string; errors: FieldError[] };

export async function prepareSubmission(
  db: Queryable,
  organisationId: string | null,
  stored: NotificationData,
  today: string,
  /** The notification form revision the draft is checked with (`notification-revision.ts`). */
  form: CompiledForm,
): Promise<PreparedSubmission> {
  const opened = openNotification(form, stored, await serverContext(db, organisationId, today));
  const { context } = opened;
  let data = withHiddenFieldsReset(form, opened.data, context);
  data = applyDerived(data, form.manifest.derived, context);
  const levy = notificationLevy(form, data, today);
  data = withServerLevy(form, data, levy);

  const errors = [...validateFormData(form, data).errors];
  // One error a field: the schema's first, then a choice its list lacks, then a hidden section's, then an unknown ABN.
  const abnResults = await lookUpSubmittedAbns(db, form.manifest.abnLookup, data);
  for (const error of [...unknownOptionErrors(form, data, context), ...hiddenValueErrors(form, data, context), ...serverAbnLookupErrors(data, form, abnResults)]) {
    if (!errors.some((reported) => reported.path === error.path)) errors.push(error);
  }
  if (errors.length || !levy) return { ok: false, message: FORM_ERRORS_MESSAGE, errors };

  const { record, columns } = notificationRecord(form, data, context, levy, today);
  return { ok: true, data, levy, paymentOption: record.paymentOption as PaymentOption, record, columns };
}
