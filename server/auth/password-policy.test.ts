import { describe, expect, it } from 'vitest';
import { newPasswordErrors, PASSWORD_CLASSES, PASSWORD_LENGTH, PASSWORD_MISMATCH } from './password-policy.ts';

describe('new password rules', () => {
  it('accepts a password of 8 to 64 characters of three kinds, confirmed', () => {
    expect(newPasswordErrors('Sunny-day-42', 'Sunny-day-42')).toEqual({});
  });

  it("says at once both what is wrong with the password and that its confirmation does not match", () => {
    expect(newPasswordErrors('alllowercase', 'alllowercase!')).toEqual({ password: PASSWORD_CLASSES, confirmPassword: PASSWORD_MISMATCH });
    expect(newPasswordErrors('Short1!', 'Short1!')).toEqual({ password: PASSWORD_LENGTH });
  });

  it('asks for the password first, not for its confirmation to match nothing', () => {
    expect(newPasswordErrors('', 'something')).toEqual({ password: 'Enter a new password' });
  });
});
