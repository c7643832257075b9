import type { Queryable } from '../db/database.ts';
import { minutes } from './sign-in-throttle.ts';

/** How many verification codes (sign-up, password reset) an email address and a client address may ask for in a window. */
export interface CodeRequestPolicy {
  emailRequests: number;
  addressRequests: number;
  windowSeconds: number;
}

export const DEFAULT_CODE_REQUEST_POLICY: CodeRequestPolicy = { emailRequests: 5, addressRequests: 20, windowSeconds: 15 * 60 };

export const codeRequestsThrottledMessage = (remainingMs: number) =>
  `You have asked for too many verification codes. Wait ${minutes(remainingMs)} before asking for another.`;

/** Said when the email address is within its limit but the client address (e.g. an office's shared one) is not: nobody blames this user. */
export const networkCodeRequestsThrottledMessage = (remainingMs: number) =>
  `Too many verification codes have been asked for from your network. Wait ${minutes(remainingMs)} before asking for another.`;

// Counts the request for the email and the address in one upsert (in the sign-in throttles'
// table, so it holds across nodes), starting a new window when the last one ended.
const TAKE = `
INSERT INTO sign_in_throttles AS t (throttle_key, attempts, window_started_at)
VALUES ($1, 1, $2::timestamptz), ($4, 1, $2::timestamptz)
ON CONFLICT (throttle_key) DO UPDATE SET
  attempts = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN 1 ELSE t.attempts + 1 END,
  window_started_at = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN $2::timestamptz ELSE t.window_started_at END
RETURNING throttle_key, attempts, window_started_at`;

// A refused request is taken back, so that asking again while refused never lengthens the wait
// nor uses up what others behind the same client address may ask.
const GIVE_BACK = `UPDATE sign_in_throttles SET attempts = attempts - 1 WHERE throttle_key = ANY($1::text[]) AND attempts > 0`;

/**
 * Verification code requests throttled per email address and per client address. Every request
 * is counted (whether or not the account exists, so the answer reveals nothing) before a code
 * is made; over the limit the caller gets `message`, how long to wait (`waitMs`) and no code,
 * and the request is not counted.
 */
export function createCodeRequestThrottle(db: Queryable, options: { now: () => Date; policy?: CodeRequestPolicy }) {
  const policy = options.policy ?? DEFAULT_CODE_REQUEST_POLICY;
  return {
    async take(email: string, address: string): Promise<{ allowed: true } | { allowed: false; message: string; waitMs: number }> {
      const at = options.now();
      const emailKey = `code-email:${email.trim().toLowerCase()}`;
      const addressKey = `code-ip:${address}`;
      const { rows } = await db.query<{ throttle_key: string; attempts: number; window_started_at: Date | string }>(TAKE, [
        emailKey,
        at.toISOString(),
        policy.windowSeconds,
        addressKey,
      ]);
      const over = rows.filter((row) => row.attempts > (row.throttle_key === emailKey ? policy.emailRequests : policy.addressRequests));
      if (!over.length) return { allowed: true };
      await db.query(GIVE_BACK, [[emailKey, addressKey]]);
      const waitMs = Math.max(...over.map((row) => new Date(row.window_started_at).getTime() + policy.windowSeconds * 1000)) - at.getTime();
      const message = over.some((row) => row.throttle_key === emailKey) ? codeRequestsThrottledMessage(waitMs) : networkCodeRequestsThrottledMessage(waitMs);
      return { allowed: false, message, waitMs };
    },
  };
}

export type CodeRequestThrottle = ReturnType<typeof createCodeRequestThrottle>;
