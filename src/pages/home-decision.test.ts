import { describe, expect, it } from 'vitest';
import { homePath } from './home-decision.ts';

const role = { portalRoleId: 'r1' };

describe('route / decision (spec 1 section 4)', () => {
  it('sends a levy payer and a certifier with portal roles to their area', () => {
    expect(homePath({ contact: { contactType: 'LevyPayer' }, portalRoles: [role] })).toBe('/levies-payer-portal');
    expect(homePath({ contact: { contactType: 'Certifier' }, portalRoles: [role] })).toBe('/certifier-portal');
    expect(homePath({ contact: { contactType: 'BuildingCertifier' }, portalRoles: [role] })).toBe('/certifier-portal');
  });

  it('sends to onboarding without a contact, a contact type or portal roles, or when the roles lookup failed', () => {
    expect(homePath({ contact: null, portalRoles: undefined })).toBe('/onboarding');
    expect(homePath({ contact: { contactType: null }, portalRoles: [role] })).toBe('/onboarding');
    expect(homePath({ contact: { contactType: 'LevyPayer' }, portalRoles: [] })).toBe('/onboarding');
    expect(homePath({ contact: { contactType: 'LevyPayer' }, portalRoles: undefined })).toBe('/onboarding');
  });
});
