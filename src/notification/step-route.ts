import type { FormManifest } from '../../engine/core/types.ts';

/** Where the wizard lives (DESIGN.md section 4); the catalog form hosted at its step route runs in it. */
export const NOTIFY_PATH = '/levies-payer-portal/notify-new-project';
export const NOTIFY_STEP_ROUTE = `${NOTIFY_PATH}/:stepId`;
export const HOME_PATH = '/levies-payer-portal';

export const stepPath = (step: string) => `${NOTIFY_PATH}/${step}`;

/** The step id a wizard path names, if it is one. */
export const stepOfPath = (path: string): string | undefined => (path.startsWith(`${NOTIFY_PATH}/`) ? path.slice(NOTIFY_PATH.length + 1) || undefined : undefined);

/** An unknown step id in the route (not a step of the form): the router's error page ('Something went wrong!'). */
export function assertStepId(manifest: FormManifest, value: string | undefined): void {
  if (!manifest.steps.some((step) => step.id === value)) throw new Error(`Unknown step '${value ?? ''}' of form ${manifest.id}`);
}
