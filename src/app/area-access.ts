import { areaOf, type ContactArea } from '../pages/home-decision.ts';
import type { UserContact } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';

export const NOT_AUTHORISED_PAGE = portal.messages.notAuthorisedPage;
export const NOT_AUTHORISED_TOAST_MS = 5_000;

/**
 * Navigation state onboarding passes on completion, so the guard lets a just-onboarded user in
 * even before the refreshed contact arrives: `navigate(AREA_HOME.LevyPayer, { state: { onboardedAs: 'LevyPayer' } })`.
 */
export interface OnboardedState {
  onboardedAs?: ContactArea;
}

/** May this contact open the given area? */
export function canEnterArea(area: ContactArea, contact: Pick<UserContact, 'contactType'> | null | undefined, navigationState: unknown): boolean {
  if (areaOf(contact?.contactType) === area) return true;
  return (navigationState as OnboardedState | null)?.onboardedAs === area;
}
