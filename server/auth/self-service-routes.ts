import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { B2C_PASSWORD_RESET_POLICY, B2C_POLICY } from './accounts.ts';
import { CODE_EXPIRED, CODE_INCORRECT, CODE_LIFETIME_MINUTES, CODE_TOO_MANY_TRIES, createVerification, isPendingCode, pendingVerification, useVerification, verificationOf, type VerificationPurpose } from './identity-verifications.ts';
import type { InteractionRequest, SelfServiceDeps } from './interaction-types.ts';
import { hashPassword } from './password.ts';
import { newPasswordErrors } from './password-policy.ts';
import { nameError } from './name-rules.ts';
import { renderSelfServicePage, type InputModel, type SelfServicePageModel } from './self-service-pages.ts';

// Azure AD B2C's wording.
export const ACCOUNT_EXISTS = 'A user with the specified ID already exists. Please choose a different one.';
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

const input = (name: string, label: string, type: InputModel['type'], autocomplete: string, value?: string, hint?: string): InputModel => ({
  name,
  label,
  type,
  autocomplete,
  value,
  hint,
});
const NEW_PASSWORD_HINT = '8 to 64 characters, with at least 3 of: a lowercase letter, an uppercase letter, a digit, a symbol.';
const CODE_INPUT: InputModel = { ...input('code', 'Verification code', 'text', 'one-time-code'), inputmode: 'numeric' };
const SEND_NEW_CODE = 'Send a new code';
const NOT_SENT = 'No new code was sent.';
const EXPIRES_AFTER = `it expires ${CODE_LIFETIME_MINUTES} minutes after it was sent.`;

/**
 * What a code page shows besides the code field: the code in development, what the user typed,
 * whether the code was just sent anew, or whether a new one was refused (its error says for how long).
 */
interface CodePageState {
  developmentCode?: string;
  code?: string;
  resent?: boolean;
  refused?: boolean;
}

function emailError(email: string): string | undefined {
  if (!email) return 'Enter your email address';
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter an email address in the correct format, like name@example.com';
  return undefined;
}

/** Sign-up and password reset at the local provider, each proving the email with a one-time code. */
export function registerSelfServiceRoutes(scope: FastifyInstance, deps: SelfServiceDeps): void {
  const { db, path, now } = deps;
  const at = (uid: string, step: string) => `${path}/${encodeURIComponent(uid)}/${step}`;
  const back = (uid: string) => ({ href: deps.signInPage(uid), text: 'Back to sign in' });
  const render = (reply: FastifyReply, status: number, model: SelfServicePageModel) => deps.page(reply, status, renderSelfServicePage(model));

  /** Sends (logs) a code and, in development, shows it on the next page. */
  const sendCode = async (request: InteractionRequest, purpose: VerificationPurpose, email: string, details?: Record<string, unknown>) => {
    const { verificationId, code } = await createVerification(db, { purpose, email, details, now: now() });
    request.log.info({ purpose, email }, `Verification code for ${email}: ${code}`);
    return { verificationId, developmentCode: deps.showVerificationCodes ? code : undefined };
  };

  const text = (request: InteractionRequest, name: string) => String(request.body?.[name] ?? '').trim();

  // In development the code a page shows comes back with its forms, to be shown again on the
  // pages that follow while it can be used; checked first, so a page never shows a wrong one.
  const withShownCode = (values: Record<string, string>, developmentCode?: string) => (developmentCode ? { ...values, developmentCode } : values);
  const shownCode = async (request: InteractionRequest, purpose: VerificationPurpose, verificationId: string) => {
    const code = deps.showVerificationCodes ? text(request, 'developmentCode') : '';
    return code && (await isPendingCode(db, { verificationId, purpose, code, now: now() })) ? code : undefined;
  };

  // Sign-up: details and a password, then the emailed code creates the account and signs in.
  /** The details a sign-up gave with a code that can no longer be used, to fill its form again (never the password). */
  const givenBefore = async (verificationId: string, given?: { email: string; details: Record<string, unknown> }): Promise<Record<string, string>> => {
    const before = given ?? (await verificationOf(db, { verificationId, purpose: 'SignUp' }));
    if (!before) return {};
    const { givenName, surname } = before.details as Record<string, unknown>;
    return { email: before.email, givenName: String(givenName ?? ''), surname: String(surname ?? '') };
  };
  const signUpForm = (uid: string, values: Record<string, string> = {}): SelfServicePageModel => ({
    title: 'Create your account',
    intro: 'Enter your details. We will email you a code to verify your email address.',
    action: at(uid, 'sign-up'),
    submitLabel: 'Send verification code',
    inputs: [
      input('email', 'Email address', 'email', 'email', values.email),
      input('givenName', 'Given name', 'text', 'given-name', values.givenName),
      input('surname', 'Surname', 'text', 'family-name', values.surname),
      input('password', 'New password', 'password', 'new-password', undefined, NEW_PASSWORD_HINT),
      input('confirmPassword', 'Confirm new password', 'password', 'new-password'),
    ],
    back: back(uid),
  });
  const signUpCodeForm = (uid: string, email: string, verificationId: string, state: CodePageState = {}): SelfServicePageModel => ({
    title: 'Verify your email address',
    intro: 'Enter the verification code to create your account.',
    notice:
      !state.refused
        ? `We have sent ${state.resent ? 'a new' : 'a'} verification code to ${email}. It expires ${CODE_LIFETIME_MINUTES} minutes after it was sent.`
        : `${NOT_SENT} The code we sent to ${email} before still works: ${EXPIRES_AFTER}`,
    developmentCode: state.developmentCode,
    action: at(uid, 'sign-up/verify'),
    submitLabel: 'Create account',
    hidden: withShownCode({ verificationId }, state.developmentCode),
    inputs: [{ ...CODE_INPUT, value: state.code }],
    secondary: { action: at(uid, 'sign-up/resend'), label: SEND_NEW_CODE, hidden: withShownCode({ verificationId }, state.developmentCode) },
    back: back(uid),
  });

  scope.get(`${path}/:uid/sign-up`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    return render(reply, 200, signUpForm(interaction.uid));
  });

  scope.post(`${path}/:uid/sign-up`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    const values = { email: text(request, 'email'), givenName: text(request, 'givenName'), surname: text(request, 'surname') };
    const password = String(request.body?.password ?? '');
    const errors = {
      email: emailError(values.email),
      givenName: nameError(values.givenName, 'given name'),
      surname: nameError(values.surname, 'surname'),
      ...newPasswordErrors(password, String(request.body?.confirmPassword ?? '')),
    };
    // An email with an account already is told so only once its code has proved it is the user's,
    // as B2C does: said here, the page would tell anyone which emails have accounts.
    if (Object.values(errors).some(Boolean)) return render(reply, 400, { ...signUpForm(interaction.uid, values), errors });
    const allowed = await deps.codeThrottle.take(values.email, request.ip);
    if (!allowed.allowed) return render(reply, 429, { ...signUpForm(interaction.uid, values), errors: { email: allowed.message } });
    const details = { givenName: values.givenName, surname: values.surname, passwordHash: await hashPassword(password) };
    const { verificationId, developmentCode } = await sendCode(request, 'SignUp', values.email, details);
    return render(reply, 200, signUpCodeForm(interaction.uid, values.email, verificationId, { developmentCode }));
  });

  scope.post(`${path}/:uid/sign-up/verify`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    const verificationId = text(request, 'verificationId');
    const code = text(request, 'code');
    const checked = code
      ? await useVerification(db, { verificationId, purpose: 'SignUp', code, now: now() })
      : ({ ok: false, message: 'Enter the verification code' } as const);
    if (!checked.ok) {
      // While the code can still be used, the page keeps saying where it went and offers a new one;
      // a code used up or expired leaves the details to give again.
      const pending = await pendingVerification(db, { verificationId, purpose: 'SignUp', now: now() });
      if (!pending) return render(reply, 400, { ...signUpForm(interaction.uid, await givenBefore(verificationId, 'given' in checked ? checked.given : undefined)), formError: checked.message === CODE_TOO_MANY_TRIES ? CODE_TOO_MANY_TRIES : CODE_EXPIRED });
      const developmentCode = await shownCode(request, 'SignUp', verificationId);
      return render(reply, 400, { ...signUpCodeForm(interaction.uid, pending.email, verificationId, { developmentCode, code }), errors: { code: checked.message } });
    }
    const { givenName, surname, passwordHash } = checked.details as Record<string, string>;
    const oid = randomUUID();
    const { rows } = await db.query(
      // An account's email is one whatever its letter case (sign-in finds it so).
      `INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM identity_accounts WHERE lower(email) = lower($2))
       ON CONFLICT DO NOTHING RETURNING oid`,
      [oid, checked.email, passwordHash, givenName, surname],
    );
    if (!rows.length) return render(reply, 409, { ...signUpForm(interaction.uid, await givenBefore(verificationId, { email: checked.email, details: checked.details })), errors: { email: ACCOUNT_EXISTS } });
    return deps.finish(request, reply, { login: { accountId: oid, amr: ['pwd'], acr: B2C_POLICY } });
  });

  // A new code in place of one mistyped, lost or not arrived, for the details given before; one
  // expired or used up leaves the details to give again.
  scope.post(`${path}/:uid/sign-up/resend`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    const verificationId = text(request, 'verificationId');
    const pending = await pendingVerification(db, { verificationId, purpose: 'SignUp', now: now() });
    if (!pending) return render(reply, 400, { ...signUpForm(interaction.uid, await givenBefore(verificationId)), formError: CODE_EXPIRED });
    // Too many codes asked for: the code sent last still works, so its page stays, saying no new one was sent.
    const allowed = await deps.codeThrottle.take(pending.email, request.ip);
    if (!allowed.allowed) {
      const developmentCode = await shownCode(request, 'SignUp', verificationId);
      return render(reply, 429, { ...signUpCodeForm(interaction.uid, pending.email, verificationId, { developmentCode, refused: true }), formError: allowed.message });
    }
    const sent = await sendCode(request, 'SignUp', pending.email, pending.details);
    return render(reply, 200, signUpCodeForm(interaction.uid, pending.email, sent.verificationId, { developmentCode: sent.developmentCode, resent: true }));
  });

  // Password reset: the email, then the emailed code with a new password signs in.
  const resetForm = (uid: string, email = ''): SelfServicePageModel => ({
    title: 'Reset your password',
    intro: 'Enter the email address of your account. We will email you a code to verify it.',
    action: at(uid, 'password-reset'),
    submitLabel: 'Send verification code',
    inputs: [input('email', 'Email address', 'email', 'email', email)],
    back: back(uid),
  });
  // The code typed is kept on the page that reports an error; the passwords never are.
  const resetCodeForm = (uid: string, email: string, verificationId: string, state: CodePageState = {}): SelfServicePageModel => ({
    title: 'Choose a new password',
    intro: 'Enter the verification code and your new password.',
    notice: !email
      ? undefined
      : !state.refused
        ? `If ${email} has an account, we have sent it a verification code. It expires ${CODE_LIFETIME_MINUTES} minutes after it was sent.`
        : `${NOT_SENT} If ${email} has an account, the code we sent it before still works: ${EXPIRES_AFTER}`,
    developmentCode: state.developmentCode,
    action: at(uid, 'password-reset/verify'),
    submitLabel: 'Reset password',
    // The email the user typed (not a secret) comes back with the code, for the page to say it again.
    hidden: withShownCode({ verificationId, email }, state.developmentCode),
    // A new code asked for from this page names the code it replaces, to come back here if refused.
    secondary: email
      ? { action: at(uid, 'password-reset'), label: SEND_NEW_CODE, hidden: withShownCode({ email, verificationId }, state.developmentCode) }
      : undefined,
    inputs: [
      { ...CODE_INPUT, value: state.code },
      input('password', 'New password', 'password', 'new-password', undefined, NEW_PASSWORD_HINT),
      input('confirmPassword', 'Confirm new password', 'password', 'new-password'),
    ],
    back: back(uid),
  });

  scope.get(`${path}/:uid/password-reset`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    return render(reply, 200, resetForm(interaction.uid));
  });

  scope.post(`${path}/:uid/password-reset`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    const email = text(request, 'email');
    const error = emailError(email);
    if (error) return render(reply, 400, { ...resetForm(interaction.uid, email), errors: { email: error } });
    // Counted whether or not the account exists, so the reply says nothing about it.
    const allowed = await deps.codeThrottle.take(email, request.ip);
    if (!allowed.allowed) {
      // Too many codes asked for from the code page: while the code sent last still works (an
      // unknown email's too), its page stays, saying no new one was sent.
      const previous = text(request, 'verificationId');
      const pending = previous ? await pendingVerification(db, { verificationId: previous, purpose: 'PasswordReset', now: now() }) : undefined;
      if (pending) {
        const developmentCode = await shownCode(request, 'PasswordReset', previous);
        return render(reply, 429, { ...resetCodeForm(interaction.uid, pending.email, previous, { developmentCode, refused: true }), formError: allowed.message });
      }
      return render(reply, 429, { ...resetForm(interaction.uid, email), errors: { email: allowed.message } });
    }
    // The same reply whether or not the account exists; only a real account gets a code.
    const { rows } = await db.query('SELECT 1 FROM identity_accounts WHERE lower(email) = lower($1)', [email]);
    // An unknown email gets a code too, sent nowhere, so that a wrong code is answered alike.
    const sent = rows.length ? await sendCode(request, 'PasswordReset', email) : { verificationId: (await createVerification(db, { purpose: 'PasswordReset', email, now: now() })).verificationId, developmentCode: undefined };
    return render(reply, 200, resetCodeForm(interaction.uid, email, sent.verificationId, { developmentCode: sent.developmentCode }));
  });

  scope.post(`${path}/:uid/password-reset/verify`, async (request: InteractionRequest, reply) => {
    const interaction = await deps.details(request, reply);
    if (!interaction) return deps.expired(reply);
    const verificationId = text(request, 'verificationId');
    const code = text(request, 'code');
    const password = String(request.body?.password ?? '');
    const errors: Record<string, string | undefined> = {
      code: code ? undefined : 'Enter the verification code',
      ...newPasswordErrors(password, String(request.body?.confirmPassword ?? '')),
    };
    if (!Object.values(errors).some(Boolean)) {
      const checked = await useVerification(db, { verificationId, purpose: 'PasswordReset', code, now: now() });
      if (checked.ok) {
        const { rows } = await db.query<{ oid: string }>(
          'UPDATE identity_accounts SET password_hash = $2 WHERE lower(email) = lower($1) RETURNING oid::text AS oid',
          [checked.email, await hashPassword(password)],
        );
        if (rows[0]) {
          // A new password ends a lockout of the account, and every session and grant made with the
          // old one: whoever else knew it is signed out and their refresh tokens refused.
          await db.query('DELETE FROM sign_in_throttles WHERE throttle_key = $1', [`account:${checked.email.toLowerCase()}`]);
          await db.query(`DELETE FROM oidc_payloads WHERE model IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode') AND payload->>'accountId' = $1`, [rows[0].oid]);
          return deps.finish(request, reply, { login: { accountId: rows[0].oid, amr: ['pwd'], acr: B2C_PASSWORD_RESET_POLICY } });
        }
      }
      errors.code = checked.ok ? CODE_INCORRECT : checked.message;
    }
    const typedEmail = text(request, 'email');
    const developmentCode = await shownCode(request, 'PasswordReset', verificationId);
    return render(reply, 400, { ...resetCodeForm(interaction.uid, emailError(typedEmail) ? '' : typedEmail, verificationId, { developmentCode, code }), errors });
  });
}
