/**
 * Everything a notification must pass before it is submitted, re-checked on the server with its
 * own date and lookups (the browser is never trusted): lookups and copied values refreshed,
 * derived values recomputed for today in Brisbane, the levy recalculated, then the whole data
 * through the compiled notification validator, nothing held in a section the form hides for the
 * organisation (e.g. an exemption its entity type does not offer).
 */
import { applyDerived } from '../../engine/core/derived.ts';
import { hiddenValueErrors } from '../../engine/core/hidden-values.ts';
import { validateFormData } from '../../engine/core/validate.ts';
import type { CompiledForm, FieldError } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { organisationEntityType, resolveNotificationLookups } from '../db/queries/notification-lookups.ts';
import type { LevyResult } from '../levy/levy-calculator.ts';
import { unknownLookupErrors, withServerContext } from './notification-context.ts';
import { NOTIFICATION_FORM, section, type NotificationData } from './notification-form.ts';
import { notificationLevy, withServerLevy } from './notification-levy.ts';
import { notificationRecord } from './notification-record.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';

export type PaymentOption = 'PayLater' | 'Review' | 'Instalment' | 'PayNow';

export type PreparedSubmission =
  | { ok: true; data: NotificationData; levy: LevyResult; paymentOption: PaymentOption } & ReturnType<typeof notificationRecord>
  | { ok: false; message: string; errors: FieldError[] };

export async function prepareSubmission(
  db: Queryable,
  organisationId: string | null,
  stored: NotificationData,
  today: string,
  /** The revision the draft is checked with (`notification-revision.ts`); default the build's. */
  form: CompiledForm = NOTIFICATION_FORM,
): Promise<PreparedSubmission> {
  const building = section(stored, 'buildingDetails');
  const lookups = await resolveNotificationLookups(db, building);
  let data = withServerContext(stored, lookups);
  data = applyDerived(data, form.manifest.derived, { today });
  const levy = notificationLevy(data, today);
  data = withServerLevy(data, levy);

  const errors = [...validateFormData(form, data).errors, ...unknownLookupErrors(data, lookups)];
  const entityType = await organisationEntityType(db, organisationId);
  const reported = new Set(errors.map((e) => e.path));
  errors.push(...hiddenValueErrors(form, data, { organisation: { entityType }, today }).filter((e) => !reported.has(e.path)));
  if (errors.length || !levy) return { ok: false, message: FORM_ERRORS_MESSAGE, errors };

  const paymentOption = section(data, 'summary').paymentOption;
  return { ok: true, data, levy, paymentOption: paymentOption as PaymentOption, ...notificationRecord(data, lookups, levy) };
}
