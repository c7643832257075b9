/**
 * The wizard's form data as a project record (spec 3 s3.3 names, money in cents) and the list
 * columns the dashboard reads (description, suburb, dates, totals). The form data itself is kept
 * whole beside it (projects.form_data) for resuming a draft.
 *
 * The record is the form's `projectRecord` payload mapping (forms/notification/form.json,
 * engine/core host.ts `serverPayloads`), applied to this source:
 * - `form`: the form data;
 * - `lookups`: the lookups resolved from it (`NotificationLookups`: `descriptionOfWork` with its
 *   `id`, `typeOfWorkId`, `councilId`), ids null where a name matches no lookup;
 * - `levyRequest`: the form's levy calculator payload of the data (dollars; `levyPayloadOf`);
 * - `levy`: the server's levy (`LevyResult`, cents: `plsl`, `bctf`, `dwhs`, `totalLevyPayable`,
 *   `bases.plsl|bctf|dwhs`), absent for a draft.
 */
import type { ServerPayloadName } from '../../engine/core/host.ts';
import { requestPayload } from '../../engine/core/payloads.ts';
import type { LevyResult } from '../levy/levy-calculator.ts';
import type { NotificationLookups } from '../db/queries/notification-lookups.ts';
import { levyPayloadOf } from './notification-levy.ts';
import { NOTIFICATION_FORM, type NotificationData } from './notification-form.ts';

const RECORD_MAPPING: ServerPayloadName = 'projectRecord';

export interface ProjectColumns {
  internal_job_number: string | null;
  description_of_work: number | null;
  description_of_work_name: string | null;
  suburb: string | null;
  estimated_start_date: string | null;
  estimated_finish_date: string | null;
  total_cost_of_work: number | null;
  total_levy_payable: number | null;
}

/** The project record and list columns of a notification; levies only when the server calculated them. */
export function notificationRecord(data: NotificationData, lookups: NotificationLookups, levy: LevyResult | null) {
  const source = { form: data, lookups, levyRequest: levyPayloadOf(data), levy };
  const record = requestPayload(NOTIFICATION_FORM.manifest, RECORD_MAPPING, source);
  const columns: ProjectColumns = {
    internal_job_number: record.internalJobNumber as string | null,
    description_of_work: lookups.descriptionOfWork?.id ?? null,
    description_of_work_name: lookups.descriptionOfWorkName,
    suburb: record.suburb as string | null,
    estimated_start_date: record.estimatedStartDate as string | null,
    estimated_finish_date: record.estimatedFinishDate as string | null,
    total_cost_of_work: record.totalCostOfWork as number | null,
    total_levy_payable: levy?.totalLevyPayable ?? null,
  };
  return { record, columns };
}
