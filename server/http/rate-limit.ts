import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

export interface ApiRateLimitOptions {
  /** Requests per caller per minute: a signed-in user by account, anyone else by address. */
  perMinute: number;
  now?: () => Date;
}

const WINDOW_MS = 60_000;

// One atomic upsert per request: the caller's count in the current fixed window.
const HIT = `
INSERT INTO rate_limit_windows AS w (limit_key, hits, window_started_at)
VALUES ($1, 1, $2::timestamptz)
ON CONFLICT (limit_key) DO UPDATE SET
  hits = CASE WHEN w.window_started_at = $2::timestamptz THEN w.hits + 1 ELSE 1 END,
  window_started_at = $2::timestamptz
RETURNING hits`;

export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Rate limits on `/api/*`, counted in the database so they hold across server nodes: over the
 * limit, 429 with `Retry-After` until the window ends. Register after authentication, so a
 * signed-in caller is counted by account whatever address it comes from.
 */
export function registerApiRateLimit(app: FastifyInstance, db: Queryable, options: ApiRateLimitOptions): void {
  const now = options.now ?? (() => new Date());
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const at = now().getTime();
    const windowStart = at - (at % WINDOW_MS);
    const key = request.identity?.oid ? `user:${request.identity.oid}` : `ip:${request.ip}`;
    const { rows } = await db.query<{ hits: number }>(HIT, [key, new Date(windowStart).toISOString()]);
    if (rows[0].hits <= options.perMinute) return;
    const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_MS - at) / 1000));
    return reply.code(429).header('retry-after', String(retryAfter)).send({ message: tooManyRequestsMessage(retryAfter) });
  });
}
