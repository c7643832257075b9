import { describe, expect, it } from 'vitest';
import { isAbn, isAccountNumber, isAustralianPhone, isBsb, isCardNumber, isEmail, isIsoDate } from './formats.ts';

describe('isAustralianPhone (spec 1 section 5)', () => {
  it.each(['+61411123123', '0411 123 123', '61411123123', '411123123', '07 3100 1234', '731001234', '(02) 9876-5432', '1300 123 456', '1800123456', '13 12 34'])(
    'accepts %s',
    (value) => expect(isAustralianPhone(value)).toBe(true),
  );
  it.each(['', '0411 123 12', '05 3100 1234', '1900 123 456', '13 12 345', '+1 411 123 123', 'phone', '04111231234'])('refuses %s', (value) =>
    expect(isAustralianPhone(value)).toBe(false),
  );
});

describe('isAbn (register checksum)', () => {
  it.each(['51 824 753 556', '53004085616', '33 102 417 032'])('accepts %s', (value) => expect(isAbn(value)).toBe(true));
  it.each(['51 824 753 557', '1234567890', '123456789012', 'abcdefghijk', ''])('refuses %s', (value) => expect(isAbn(value)).toBe(false));
});

describe('other formats', () => {
  it('checks BSBs as six digits with a hyphen', () => {
    expect(isBsb('123-456')).toBe(true);
    expect(isBsb('123456')).toBe(false);
    expect(isBsb('12-3456')).toBe(false);
  });
  it('checks account numbers as 1 to 9 digits, spaces allowed', () => {
    expect(isAccountNumber('1')).toBe(true);
    expect(isAccountNumber('1234 5678 9')).toBe(true);
    expect(isAccountNumber('1234567890')).toBe(false);
    expect(isAccountNumber('12a')).toBe(false);
    expect(isAccountNumber('   ')).toBe(false);
  });
  it('checks calendar dates written yyyy-MM-dd', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('15/01/2027')).toBe(false);
  });
  it('checks dates of years 0000-0099 as written, not as 1900-1999', () => {
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('0099-12-31')).toBe(true);
    expect(isIsoDate('0000-02-29')).toBe(true);
    expect(isIsoDate('0001-02-29')).toBe(false);
    expect(isIsoDate('0001-13-01')).toBe(false);
    expect(isIsoDate('0001-04-31')).toBe(false);
  });
  it('checks emails, ignoring surrounding spaces', () => {
    expect(isEmail(' name@example.com ')).toBe(true);
    expect(isEmail('name@example')).toBe(false);
    expect(isEmail('name example.com')).toBe(false);
  });
});

describe('isCardNumber (Luhn)', () => {
  it.each(['4987654321098769', '5123 4567 8901 2346', '3456-789012-34564', '4111111111111111'])('accepts %s', (value) => expect(isCardNumber(value)).toBe(true));
  it.each(['4987654321098768', '4111', '41111111111111111111', 'abcd efgh ijkl mnop', ''])('refuses %s', (value) => expect(isCardNumber(value)).toBe(false));
});
