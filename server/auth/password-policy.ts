// Azure AD B2C's password rules and wording for new passwords (sign-up and password reset).
export const PASSWORD_LENGTH = 'The password must be between 8 and 64 characters.';
export const PASSWORD_CLASSES =
  'The password must have at least 3 of the following: a lowercase letter, an uppercase letter, a digit, a symbol.';
export const PASSWORD_MISMATCH =
  'The password entry fields do not match. Please enter the same password in both fields and try again.';

/** The new password's own fault, if any: missing, of the wrong length, or of too few kinds of character. */
function passwordError(password: string): string | undefined {
  if (!password) return 'Enter a new password';
  if (password.length < 8 || password.length > 64) return PASSWORD_LENGTH;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  return classes < 3 ? PASSWORD_CLASSES : undefined;
}

/** Field errors of a new password and its confirmation, each at its field at once; empty when both are fine. */
export function newPasswordErrors(password: string, confirm: string): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  const own = passwordError(password);
  if (own) errors.password = own;
  if (password && password !== confirm) errors.confirmPassword = PASSWORD_MISMATCH;
  return errors;
}
