/**
 * The levy of a notification, recalculated on the server (never the browser's numbers) from the
 * same catalog mappings the browser uses: the form's step action that requests the levy
 * calculator names the request mapping (form data -> calculator payload: an exemption's costs
 * count only while it is ticked, an owner-builder permit deducts the whole cost) and the answer
 * mapping (calculator answer -> form data). A form without that action has no levy.
 */
import { missingRequirement } from '../../engine/core/action-requirements.ts';
import { requestPayload, responseIntoData } from '../../engine/core/payloads.ts';
import type { CompiledForm, StepAction } from '../../engine/core/types.ts';
import { calculateLevyFor, type LevyResult } from '../levy/levy-calculator.ts';
import { levyAnswer } from '../levy/levy-answer.ts';
import { readLevyRequest } from '../levy/levy-request.ts';
import { LEVY_CALCULATOR_PATH } from '../routes/levy-calculator.ts';
import { brisbaneToday } from './brisbane-date.ts';
import type { NotificationData } from './notification-form.ts';

/** The form's step action that requests the levy calculator. */
const levyAction = (form: CompiledForm): StepAction | undefined =>
  form.manifest.steps.flatMap((step) => step.actions ?? []).find((candidate) => candidate.endpoint === LEVY_CALCULATOR_PATH);

/** The calculator payload of the data, by the form's request mapping (dollars), with today in Brisbane as the form's context. */
export function levyPayloadOf(form: CompiledForm, data: NotificationData, today: string = brisbaneToday()): Record<string, unknown> | undefined {
  const action = levyAction(form);
  return action && requestPayload(form.manifest, action.request, data, { today });
}

/**
 * The levy, or null while it cannot be calculated: the action's requirements unmet (as the browser
 * refuses to ask, e.g. no project start date yet) or a payload the calculator refuses.
 */
export function notificationLevy(form: CompiledForm, data: NotificationData, today?: string): LevyResult | null {
  const action = levyAction(form);
  if (!action || missingRequirement(action, data)) return null;
  const read = readLevyRequest(levyPayloadOf(form, data, today));
  return read.ok ? calculateLevyFor(read.input) : null;
}

/** The form data with the server's levy written in by the answer mapping (or the levy fields removed when there is none). */
export function withServerLevy(form: CompiledForm, data: NotificationData, levy: LevyResult | null): NotificationData {
  const action = levyAction(form);
  return action ? (responseIntoData(form.manifest, action.response, levy ? levyAnswer(levy) : {}, data) as NotificationData) : data;
}
