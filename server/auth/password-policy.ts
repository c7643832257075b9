// Azure AD B2C's password rules and wording for new passwords (sign-up and password reset).
export const PASSWORD_LENGTH = 'The password must be between 8 and 64 characters.';
export const PASSWORD_CLASSES =
  'The password must have at least 3 of the following: a lowercase letter, an uppercase letter, a digit, a symbol.';
export const PASSWORD_MISMATCH =
  'The password entry fields do not match. Please enter the same password in both fields and try again.';

/** Field errors of a new password and its confirmation; empty when both are fine. */
export function newPasswordErrors(password: string, confirm: string): { password?: string; confirmPassword?: string } {
  if (!password) return { password: 'Enter a new password' };
  if (password.length < 8 || password.length > 64) return { password: PASSWORD_LENGTH };
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  if (classes < 3) return { password: PASSWORD_CLASSES };
  if (password !== confirm) return { confirmPassword: PASSWORD_MISMATCH };
  return {};
}
