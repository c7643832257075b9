/**
 * Form data rebuilt from a project record, for a draft stored without the wizard's data (e.g. a
 * demo draft): the form's `draftFromRecord` mapping (form.json, engine/core
 * host.ts `serverPayloads`), the inverse of its `projectRecord` for the fields the record holds.
 * Levies are left out, so the wizard asks for a new calculation. Its source:
 * - `record`: the stored project record (spec 3 s3.3 names, money in cents);
 * - `names`: the names of the record's lookups (`descriptionOfWork`, `typeOfWork`, `localCouncil`).
 */
import type { ServerPayloadName } from '../../engine/core/host.ts';
import { dataFromNamedAnswer } from '../../engine/core/payloads.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { NotificationData } from './notification-form.ts';

const DRAFT_MAPPING: ServerPayloadName = 'draftFromRecord';

type Names = { descriptionOfWork?: string | null; typeOfWork?: string; localCouncil?: string };

export function notificationFromRecord(form: CompiledForm, record: Record<string, unknown>, names: Names): NotificationData {
  return dataFromNamedAnswer(form.manifest, DRAFT_MAPPING, { record, names }) as NotificationData;
}
