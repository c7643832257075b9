import { describe, expect, it } from 'vitest';
import { formatPaymentDateTime } from './payment-date.ts';

describe('formatPaymentDateTime', () => {
  it('writes yyyy-MM-dd hh:mm a in Brisbane time', () => {
    expect(formatPaymentDateTime(new Date('2025-06-15T04:05:00Z'))).toBe('2025-06-15 02:05 PM');
    expect(formatPaymentDateTime('2025-06-14T14:30:00Z')).toBe('2025-06-15 12:30 AM');
    expect(formatPaymentDateTime('2025-06-15T02:00:00Z')).toBe('2025-06-15 12:00 PM');
  });

  it("shows '-' for no date", () => {
    expect(formatPaymentDateTime(null)).toBe('-');
    expect(formatPaymentDateTime('not a date')).toBe('-');
  });
});
