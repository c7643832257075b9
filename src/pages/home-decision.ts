import type { UserContact } from '../api/types.ts';

export type ContactArea = 'LevyPayer' | 'Certifier';

/** Where each contact type's area starts. */
export const AREA_HOME: Record<ContactArea, string> = {
  LevyPayer: '/levies-payer-portal',
  Certifier: '/certifier-portal',
};

/** The area a contact type belongs to; 'BuildingCertifier' is the profile's name for a certifier. */
export function areaOf(contactType: UserContact['contactType'] | undefined): ContactArea | null {
  if (contactType === 'LevyPayer') return 'LevyPayer';
  if (contactType === 'Certifier' || contactType === 'BuildingCertifier') return 'Certifier';
  return null;
}

export interface HomeInputs {
  /** null: no contact is registered yet (first sign-in). */
  contact: Pick<UserContact, 'contactType'> | null;
  /** undefined: the portal-role lookup failed. */
  portalRoles: readonly unknown[] | undefined;
}

/**
 * Route '/' (spec 1 section 4): onboarding without a contact type, without portal roles, or
 * when the roles lookup failed; otherwise the area of the contact type.
 */
export function homePath({ contact, portalRoles }: HomeInputs): string {
  const area = areaOf(contact?.contactType);
  if (!area || !portalRoles || portalRoles.length === 0) return '/onboarding';
  return AREA_HOME[area];
}
