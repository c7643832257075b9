/**
 * Which exemptions an organisation may claim (spec 3 s5.3, spec 2 s5): by its entity type, and
 * none with an owner-builder permit or without an organisation. The form's schema cannot see the
 * organisation, so the server checks this itself.
 */
import type { FieldError } from '../../engine/core/types.ts';

export type ExemptionFlag = 'exemptionMines' | 'exemptionRow' | 'exemptionNse' | 'exemptionGov' | 'exemptionNfp';
export const EXEMPTION_FLAGS: readonly ExemptionFlag[] = ['exemptionMines', 'exemptionRow', 'exemptionNse', 'exemptionGov', 'exemptionNfp'];

export const EXEMPTIONS_BY_ENTITY_TYPE: Record<string, readonly ExemptionFlag[]> = {
  Registeredcompany: ['exemptionMines', 'exemptionRow', 'exemptionNse'],
  Trust: ['exemptionMines', 'exemptionRow', 'exemptionNse'],
  Notforprofit: ['exemptionNfp'],
  LocalGovernment: ['exemptionGov'],
  StateGovernmentGOC: ['exemptionGov'],
};

export const EXEMPTION_NOT_AVAILABLE = "This exemption is not available for your organisation's entity type.";

export function allowedExemptions(entityType: string | null, ownerBuilderPermit: boolean): readonly ExemptionFlag[] {
  if (ownerBuilderPermit || !entityType) return [];
  return EXEMPTIONS_BY_ENTITY_TYPE[entityType] ?? [];
}

/** An error on each ticked exemption the organisation may not claim. */
export function exemptionErrors(costOfWork: Record<string, unknown>, allowed: readonly ExemptionFlag[]): FieldError[] {
  return EXEMPTION_FLAGS.filter((flag) => costOfWork[flag] === true && !allowed.includes(flag)).map((flag) => ({
    path: `/costOfWork/${flag}`,
    message: EXEMPTION_NOT_AVAILABLE,
  }));
}
