import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './display-format.ts';

const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

describe('money as AUD', () => {
  it('writes what the en-AU currency format writes', () => {
    const values = [0, -0, 0.5, 1, 9.99, 12.345, 999.995, 1000, 1234.5, 99999.99, 1234567.891, 25000000, -0.004, -1, -1234.56, 0.1 + 0.2, 450.75];
    for (const value of values) expect(formatMoney(value)).toBe(intl.format(value));
    for (const cents of [0, 1, 99, 100, 123456, 987654321, -5025]) expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });

  it("shows '-' for what is not a number", () => {
    for (const value of [undefined, null, '12', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('-');
      expect(formatCents(value)).toBe('-');
    }
  });
});
