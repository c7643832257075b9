import { describe, expect, it } from 'vitest';
import { availabilityNames, isAvailable, type AvailabilityFacts } from './availability.ts';

const open: AvailabilityFacts = { readOnly: false, status: 'Submitted', certifierClaimed: false, confirmationAvailable: false, projectConfirmationSent: false };

describe('availability rules', () => {
  it('editable: only while the project is not read-only', () => {
    expect(isAvailable('editable', open)).toBe(true);
    expect(isAvailable('editable', { ...open, readOnly: true, status: 'OnHold' })).toBe(false);
  });

  it('editableOrFinalised: also on a Finalised (read-only) project, not on another read-only one', () => {
    expect(isAvailable('editableOrFinalised', open)).toBe(true);
    expect(isAvailable('editableOrFinalised', { ...open, readOnly: true, status: 'Finalised' })).toBe(true);
    expect(isAvailable('editableOrFinalised', { ...open, readOnly: true, status: 'Cancelled' })).toBe(false);
  });

  it('finaliseAvailable: not read-only and a confirmation exists (was issued), whether or not it can be downloaded now', () => {
    expect(isAvailable('finaliseAvailable', open)).toBe(false);
    expect(isAvailable('finaliseAvailable', { ...open, confirmationAvailable: true })).toBe(false);
    expect(isAvailable('finaliseAvailable', { ...open, projectConfirmationSent: true })).toBe(true);
    expect(isAvailable('finaliseAvailable', { ...open, projectConfirmationSent: true, readOnly: true })).toBe(false);
  });

  it('confirmationAvailable: what the server says, read-only or not', () => {
    expect(isAvailable('confirmationAvailable', open)).toBe(false);
    expect(isAvailable('confirmationAvailable', { ...open, readOnly: true, confirmationAvailable: true })).toBe(true);
  });

  it('certifierEditable: neither read-only nor claimed by a certifier', () => {
    expect(isAvailable('certifierEditable', open)).toBe(true);
    expect(isAvailable('certifierEditable', { ...open, certifierClaimed: true })).toBe(false);
    expect(isAvailable('certifierEditable', { ...open, readOnly: true })).toBe(false);
  });

  it('no rule: available; an unknown name: never', () => {
    expect(isAvailable(undefined, { ...open, readOnly: true })).toBe(true);
    expect(isAvailable('always', open)).toBe(false);
    expect(availabilityNames).toEqual(['editable', 'editableOrFinalised', 'finaliseAvailable', 'confirmationAvailable', 'certifierEditable']);
  });
});
