import type { Queryable } from '../db/database.ts';

/** How many sign-in attempts an account and a client address get, and for how long a lock lasts. */
export interface SignInThrottlePolicy {
  accountAttempts: number;
  addressAttempts: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInThrottlePolicy = {
  accountAttempts: 5,
  addressAttempts: 30,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
};

export const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export const accountLockedMessage = (remainingMs: number) =>
  `Your account is temporarily locked to prevent unauthorised use. Try again in ${minutes(remainingMs)}.`;
export const addressThrottledMessage = (remainingMs: number) =>
  `There have been too many sign-in attempts from your network. Try again in ${minutes(remainingMs)}.`;

export type SignInAttempt =
  | { allowed: false; message: string }
  | {
      allowed: true;
      /** Records the outcome: success clears the account's count; failure may lock the account. */
      settle(succeeded: boolean): Promise<{ lockedMessage?: string }>;
    };

interface Counted {
  throttle_key: string;
  attempts: number;
  locked_until: Date | string | null;
}

// Counts the attempt for the account and the address atomically (one upsert), starting a new window when the last one ended or
// a lock expired; a current lock is kept as it is.
const TAKE = `
INSERT INTO sign_in_throttles AS t (throttle_key, attempts, window_started_at)
VALUES ($1, 1, $2::timestamptz), ($4, 1, $2::timestamptz)
ON CONFLICT (throttle_key) DO UPDATE SET
  attempts = CASE
    WHEN t.locked_until > $2::timestamptz THEN t.attempts
    WHEN t.locked_until IS NOT NULL OR t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN 1
    ELSE t.attempts + 1 END,
  window_started_at = CASE
    WHEN t.locked_until > $2::timestamptz THEN t.window_started_at
    WHEN t.locked_until IS NOT NULL OR t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN $2::timestamptz
    ELSE t.window_started_at END,
  locked_until = CASE WHEN t.locked_until > $2::timestamptz THEN t.locked_until ELSE NULL END
RETURNING throttle_key, attempts, locked_until`;

/**
 * Sign-in throttling kept in the database (it holds across server nodes): an account is locked
 * after `accountAttempts` failures in a window, a client address is refused after
 * `addressAttempts`. Refused attempts never reach the password hash.
 */
export function createSignInThrottle(db: Queryable, options: { now?: () => Date; policy?: SignInThrottlePolicy } = {}) {
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? DEFAULT_SIGN_IN_POLICY;

  const take = async (accountKey: string, addressKey: string, at: Date): Promise<Counted[]> => {
    const { rows } = await db.query<Counted>(TAKE, [accountKey, at.toISOString(), policy.windowSeconds, addressKey]);
    return [accountKey, addressKey].map((key) => rows.find((row) => row.throttle_key === key)!);
  };

  const lock = async (key: string, at: Date): Promise<number> => {
    const until = new Date(at.getTime() + policy.lockSeconds * 1000);
    await db.query('UPDATE sign_in_throttles SET locked_until = $2::timestamptz WHERE throttle_key = $1', [key, until.toISOString()]);
    return until.getTime() - at.getTime();
  };

  /** Refuses with a message, or lets one password check through. */
  async function attempt(email: string, address: string): Promise<SignInAttempt> {
    const at = now();
    const accountKey = `account:${email.trim().toLowerCase()}`;
    const addressKey = `ip:${address}`;

    const [account, client] = await take(accountKey, addressKey, at);
    const accountLock = account.locked_until ? new Date(account.locked_until).getTime() - at.getTime() : 0;
    if (accountLock > 0) return { allowed: false, message: accountLockedMessage(accountLock) };
    if (account.attempts > policy.accountAttempts) return { allowed: false, message: accountLockedMessage(await lock(accountKey, at)) };

    const clientLock = client.locked_until ? new Date(client.locked_until).getTime() - at.getTime() : 0;
    if (clientLock > 0) return { allowed: false, message: addressThrottledMessage(clientLock) };
    if (client.attempts > policy.addressAttempts) return { allowed: false, message: addressThrottledMessage(await lock(addressKey, at)) };

    return {
      allowed: true,
      async settle(succeeded) {
        if (succeeded) {
          await db.query(
            `WITH cleared AS (DELETE FROM sign_in_throttles WHERE throttle_key = $1)
             UPDATE sign_in_throttles SET attempts = greatest(attempts - 1, 0) WHERE throttle_key = $2`,
            [accountKey, addressKey],
          );
          return {};
        }
        if (account.attempts >= policy.accountAttempts) return { lockedMessage: accountLockedMessage(await lock(accountKey, at)) };
        return {};
      },
    };
  }

  return { attempt };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
