/**
 * The wizard's form data as a project record (spec 3 s3.3 names, money in cents) and the list
 * columns the dashboard reads (description, suburb, dates, totals). The form data itself is kept
 * whole beside it (projects.form_data) for resuming a draft.
 *
 * The record is the form's `projectRecord` payload mapping (form.json, engine/core host.ts
 * `serverPayloads`), applied to this source:
 * - `form`: the form data;
 * - `levyRequest`: the form's levy calculator payload of the data (dollars; `levyPayloadOf`);
 * - `levy`: the server's levy (`LevyResult`, cents: `plsl`, `bctf`, `dwhs`, `totalLevyPayable`,
 *   `bases.plsl|bctf|dwhs`), absent for a draft;
 * and its `context:` pointers read the context the data was opened with (`notification-opening.ts`):
 * the lookups and the items the form's selections chose from them (their ids).
 */
import type { ServerPayloadName } from '../../engine/core/host.ts';
import { requestPayload } from '../../engine/core/payloads.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { LevyResult } from '../levy/levy-calculator.ts';
import { levyPayloadOf } from './notification-levy.ts';
import type { NotificationData } from './notification-form.ts';

export const RECORD_MAPPING: ServerPayloadName = 'projectRecord';

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

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The name of the description of work with this id in the context's lookups. */
function descriptionName(context: Record<string, unknown>, id: unknown): string | null {
  const list = (context.lookups as { descriptionOfWorks?: { id: unknown; name: unknown }[] } | undefined)?.descriptionOfWorks ?? [];
  return textOrNull(list.find((item) => item.id === id)?.name);
}

/** The project record and list columns of a notification opened with `context`; levies only when the server calculated them. */
export function notificationRecord(form: CompiledForm, data: NotificationData, context: Record<string, unknown>, levy: LevyResult | null, today?: string) {
  const source = { form: data, levyRequest: levyPayloadOf(form, data, today), levy };
  const record = requestPayload(form.manifest, RECORD_MAPPING, source, context);
  const columns: ProjectColumns = {
    internal_job_number: textOrNull(record.internalJobNumber),
    description_of_work: numberOrNull(record.descriptionOfWork),
    description_of_work_name: descriptionName(context, record.descriptionOfWork),
    suburb: textOrNull(record.suburb),
    estimated_start_date: textOrNull(record.estimatedStartDate),
    estimated_finish_date: textOrNull(record.estimatedFinishDate),
    total_cost_of_work: numberOrNull(record.totalCostOfWork),
    total_levy_payable: levy?.totalLevyPayable ?? null,
  };
  return { record, columns };
}
