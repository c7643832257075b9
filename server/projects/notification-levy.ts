/**
 * The levy of a notification, recalculated on the server (never the browser's numbers) from the
 * same catalog mappings the browser uses: the form's step action that requests the levy
 * calculator names the request mapping (form data -> calculator payload: an exemption's costs
 * count only while it is ticked, an owner-builder permit deducts the whole cost) and the answer
 * mapping (calculator answer -> form data).
 */
import { requestPayload, responseIntoData } from '../../engine/core/payloads.ts';
import type { StepAction } from '../../engine/core/types.ts';
import { calculateLevyFor, type LevyResult } from '../levy/levy-calculator.ts';
import { levyAnswer } from '../levy/levy-answer.ts';
import { readLevyRequest } from '../levy/levy-request.ts';
import { LEVY_CALCULATOR_PATH } from '../routes/levy-calculator.ts';
import { NOTIFICATION_FORM, type NotificationData } from './notification-form.ts';

const manifest = NOTIFICATION_FORM.manifest;
const levyAction: StepAction | undefined = manifest.steps.flatMap((step) => step.actions ?? []).find((action) => action.endpoint === LEVY_CALCULATOR_PATH);
if (!levyAction) throw new Error(`Form ${manifest.id} has no step action requesting ${LEVY_CALCULATOR_PATH}`);
const LEVY_ACTION = levyAction;

/** The calculator payload of the data, by the form's request mapping (dollars). */
export function levyPayloadOf(data: NotificationData): Record<string, unknown> {
  return requestPayload(manifest, LEVY_ACTION.request, data);
}

/** The levy, or null while the payload cannot be calculated (e.g. no start date or total cost yet). */
export function notificationLevy(data: NotificationData): LevyResult | null {
  const read = readLevyRequest(levyPayloadOf(data));
  return read.ok ? calculateLevyFor(read.input) : null;
}

/** The form data with the server's levy written in by the answer mapping (or the levy fields removed when there is none). */
export function withServerLevy(data: NotificationData, levy: LevyResult | null): NotificationData {
  return responseIntoData(manifest, LEVY_ACTION.response, levy ? levyAnswer(levy) : {}, data) as NotificationData;
}
