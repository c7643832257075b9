import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export type VerificationPurpose = 'SignUp' | 'PasswordReset';

/** How long an emailed code can be used, from the moment it is sent. */
export const CODE_LIFETIME_MINUTES = 15;
const TTL_MS = CODE_LIFETIME_MINUTES * 60_000;
const MAX_ATTEMPTS = 5;

// Azure AD B2C's wording for a wrong or expired email code.
export const CODE_INCORRECT = 'That code is incorrect. Please try again.';
export const CODE_EXPIRED = 'That code is expired. Please request a new code.';
/** Said for the last wrong try a code allows: the code is gone, and why. */
export const CODE_TOO_MANY_TRIES = 'You have made too many incorrect attempts. Please request a new code.';

const digest = (verificationId: string, code: string) => createHash('sha256').update(`${verificationId}:${code}`).digest();

/** A new six-digit code for `email`, superseding (deleting) its earlier ones for the purpose; only its hash is stored. */
export async function createVerification(
  db: Queryable,
  input: { purpose: VerificationPurpose; email: string; details?: Record<string, unknown>; now: Date },
): Promise<{ verificationId: string; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    'DELETE FROM identity_verifications WHERE (purpose = $1 AND lower(email) = lower($2)) OR expires_at <= $3::timestamptz',
    [input.purpose, input.email, input.now.toISOString()],
  );
  const { rows } = await db.query<{ verification_id: string }>(
    `INSERT INTO identity_verifications (purpose, email, code_hash, details, expires_at)
     VALUES ($1, $2, '', $3::jsonb, $4::timestamptz) RETURNING verification_id::text AS verification_id`,
    [input.purpose, input.email, JSON.stringify(input.details ?? {}), new Date(input.now.getTime() + TTL_MS).toISOString()],
  );
  const verificationId = rows[0].verification_id;
  await db.query('UPDATE identity_verifications SET code_hash = $2 WHERE verification_id = $1', [verificationId, digest(verificationId, code).toString('hex')]);
  return { verificationId, code };
}

export type CheckedCode =
  | { ok: true; email: string; details: Record<string, unknown> }
  | { ok: false; message: string; given?: { email: string; details: Record<string, unknown> } };

/** The stored details (PGlite and pg may answer jsonb as text or as an object). */
const detailsOf = (details: Record<string, unknown> | string): Record<string, unknown> => (typeof details === 'string' ? JSON.parse(details) : details);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A code that can still be used ($1 its id, $2 the purpose, $3 now, $4 the tries allowed). */
const PENDING = 'verification_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz AND attempts < $4';

/**
 * Checks and, when right, uses up (deletes) a code: at most five tries, within fifteen minutes,
 * once. Every try is counted before comparing, so parallel guesses cannot exceed the limit; the
 * last wrong try deletes the code too.
 */
export async function useVerification(
  db: Queryable,
  input: { verificationId: string; purpose: VerificationPurpose; code: string; now: Date },
): Promise<CheckedCode> {
  if (!UUID.test(input.verificationId)) return { ok: false, message: CODE_EXPIRED };
  const { rows } = await db.query<{ email: string; code_hash: string; details: Record<string, unknown> | string; attempts: number; expires_at: Date | string; used_at: unknown }>(
    `UPDATE identity_verifications SET attempts = attempts + 1
     WHERE verification_id = $1 AND purpose = $2
     RETURNING email, code_hash, details, attempts, expires_at, used_at`,
    [input.verificationId, input.purpose],
  );
  const row = rows[0];
  if (!row || row.used_at || new Date(row.expires_at).getTime() <= input.now.getTime() || row.attempts > MAX_ATTEMPTS) {
    return { ok: false, message: CODE_EXPIRED };
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  // Spaces typed between the digits (as the code is often read out in groups) are no part of it.
  const actual = digest(input.verificationId, input.code.replace(/\s+/g, ''));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    if (row.attempts < MAX_ATTEMPTS) return { ok: false, message: CODE_INCORRECT };
    await db.query('DELETE FROM identity_verifications WHERE verification_id = $1', [input.verificationId]);
    // The code is gone; what was given with it can fill the form again.
    return { ok: false, message: CODE_TOO_MANY_TRIES, given: { email: row.email, details: detailsOf(row.details) } };
  }
  // Whoever deletes the row uses the code: a concurrent second use finds nothing.
  const used = await db.query('DELETE FROM identity_verifications WHERE verification_id = $1 RETURNING verification_id', [input.verificationId]);
  if (!used.rows.length) return { ok: false, message: CODE_EXPIRED };
  return { ok: true, email: row.email, details: detailsOf(row.details) };
}

/**
 * The email and details of a code that can still be used (not used up, not expired, tries left):
 * for its page again after a wrong try, and to send a new code in its place.
 */
export async function pendingVerification(db: Queryable, input: { verificationId: string; purpose: VerificationPurpose; now: Date }): Promise<{ email: string; details: Record<string, unknown> } | undefined> {
  if (!UUID.test(input.verificationId)) return undefined;
  const { rows } = await db.query<{ email: string; details: Record<string, unknown> | string }>(
    `SELECT email, details FROM identity_verifications WHERE ${PENDING}`,
    [input.verificationId, input.purpose, input.now.toISOString(), MAX_ATTEMPTS],
  );
  const row = rows[0];
  return row ? { email: row.email, details: detailsOf(row.details) } : undefined;
}

/** The email and details of a verification still stored, whatever its state (e.g. expired): to give them back to fill in again. */
export async function verificationOf(db: Queryable, input: { verificationId: string; purpose: VerificationPurpose }): Promise<{ email: string; details: Record<string, unknown> } | undefined> {
  if (!UUID.test(input.verificationId)) return undefined;
  const { rows } = await db.query<{ email: string; details: Record<string, unknown> | string }>('SELECT email, details FROM identity_verifications WHERE verification_id = $1 AND purpose = $2', [input.verificationId, input.purpose]);
  const row = rows[0];
  return row ? { email: row.email, details: detailsOf(row.details) } : undefined;
}

/**
 * Whether `code` is the code of a verification that can still be used, without counting a try:
 * only to show a development code again on its page, never to accept one.
 */
export async function isPendingCode(db: Queryable, input: { verificationId: string; purpose: VerificationPurpose; code: string; now: Date }): Promise<boolean> {
  if (!UUID.test(input.verificationId)) return false;
  const { rows } = await db.query<{ code_hash: string }>(
    `SELECT code_hash FROM identity_verifications WHERE ${PENDING}`,
    [input.verificationId, input.purpose, input.now.toISOString(), MAX_ATTEMPTS],
  );
  if (!rows[0]) return false;
  const expected = Buffer.from(rows[0].code_hash, 'hex');
  const actual = digest(input.verificationId, input.code.replace(/\s+/g, ''));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
