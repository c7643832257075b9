import { describe, expect, it } from 'vitest';
import { CONFIRMATION_WINDOW_MS, isConfirmationAvailable, type ConfirmationFacts } from './confirmation-availability.ts';

const now = new Date('2025-06-15T02:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const facts = (over: Partial<ConfirmationFacts>): ConfirmationFacts => ({
  status: 'Submitted',
  initialInvoicePaid: false,
  approvedChangeAt: null,
  ...over,
});

describe('isConfirmationAvailable', () => {
  it('is available once the initial invoice is paid, however long ago', () => {
    expect(isConfirmationAvailable(facts({ initialInvoicePaid: true }), now)).toBe(true);
    expect(isConfirmationAvailable(facts({ initialInvoicePaid: true, status: 'Finalised' }), now)).toBe(true);
  });

  it('is not available before payment without a recent change', () => {
    expect(isConfirmationAvailable(facts({}), now)).toBe(false);
  });

  it('is available for the window after an approved change (a quick edit is recorded as one)', () => {
    expect(isConfirmationAvailable(facts({ approvedChangeAt: ago(0) }), now)).toBe(true);
    expect(isConfirmationAvailable(facts({ approvedChangeAt: ago(CONFIRMATION_WINDOW_MS) }), now)).toBe(true);
    expect(isConfirmationAvailable(facts({ approvedChangeAt: ago(CONFIRMATION_WINDOW_MS + 1) }), now)).toBe(false);
    // The database's clock may run a little ahead of this node's.
    expect(isConfirmationAvailable(facts({ approvedChangeAt: ago(-2000) }), now)).toBe(true);
  });

  it('is never available for a Draft', () => {
    expect(isConfirmationAvailable(facts({ status: 'Draft', initialInvoicePaid: true, approvedChangeAt: now }), now)).toBe(false);
  });
});
