/**
 * The levy of a notification, recalculated on the server (never the browser's numbers) from the
 * same catalog mappings the browser uses: the form's step action that requests the levy
 * calculator names the request mapping (form data -> calculator payload: an exemption's costs
 * count only while it is ticked, an owner-builder permit deducts the whole cost) and the answer
 * mapping (calculator answer -> form data).
 */
import { missingRequirement } from '../../engine/core/action-requirements.ts';
import { requestPayload, responseIntoData } from '../../engine/core/payloads.ts';
import type { StepAction } from '../../engine/core/types.ts';
import { calculateLevyFor, type LevyResult } from '../levy/levy-calculator.ts';
import { levyAnswer } from '../levy/levy-answer.ts';
import { readLevyRequest } from '../levy/levy-request.ts';
import { LEVY_CALCULATOR_PATH } from '../routes/levy-calculator.ts';
import { brisbaneToday } from './brisbane-date.ts';
import { NOTIFICATION_FORM, type NotificationData } from './notification-form.ts';

const manifest = NOTIFICATION_FORM.manifest;
const levyAction: StepAction | undefined = manifest.steps.flatMap((step) => step.actions ?? []).find((action) => action.endpoint === LEVY_CALCULATOR_PATH);
if (!levyAction) throw new Error(`Form ${manifest.id} has no step action requesting ${LEVY_CALCULATOR_PATH}`);
const LEVY_ACTION = levyAction;

/** The calculator payload of the data, by the form's request mapping (dollars), with today in Brisbane as the form's context. */
export function levyPayloadOf(data: NotificationData, today: string = brisbaneToday()): Record<string, unknown> {
  return requestPayload(manifest, LEVY_ACTION.request, data, { today });
}

/**
 * The levy, or null while it cannot be calculated: the action's requirements unmet (as the browser
 * refuses to ask, e.g. no project start date yet) or a payload the calculator refuses.
 */
export function notificationLevy(data: NotificationData, today?: string): LevyResult | null {
  if (missingRequirement(LEVY_ACTION, data)) return null;
  const read = readLevyRequest(levyPayloadOf(data, today));
  return read.ok ? calculateLevyFor(read.input) : null;
}

/** The form data with the server's levy written in by the answer mapping (or the levy fields removed when there is none). */
export function withServerLevy(data: NotificationData, levy: LevyResult | null): NotificationData {
  return responseIntoData(manifest, LEVY_ACTION.response, levy ? levyAnswer(levy) : {}, data) as NotificationData;
}
