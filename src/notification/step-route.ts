/** Where the wizard lives and the step ids its routes may name (DESIGN.md section 4). */
export const NOTIFY_PATH = '/levies-payer-portal/notify-new-project';
export const HOME_PATH = '/levies-payer-portal';
export const STEP_IDS = ['building-details', 'cost-of-work', 'summary', 'payment'] as const;
export type StepId = (typeof STEP_IDS)[number];

export const isStepId = (value: string | undefined): value is StepId => STEP_IDS.includes(value as StepId);

export const stepPath = (step: string) => `${NOTIFY_PATH}/${step}`;

/** An unknown step id in the route: the router's error page ('Something went wrong!'). */
export function assertStepId(value: string | undefined): asserts value is StepId {
  if (!isStepId(value)) throw new Error(`Unknown notification step '${value ?? ''}'`);
}
