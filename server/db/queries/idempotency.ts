import { createHash } from 'node:crypto';
import { HttpError } from '../../http/http-error.ts';
import type { Queryable } from '../database.ts';

export const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Runs `create` once per (scope, key) inside the caller's transaction: a retry with the same
 * key and body gets the first response; the same key with another body is refused.
 * Without a key it just runs `create`.
 */
export async function once<T>(tx: Queryable, scope: string, key: string | undefined, requestHash: string, create: () => Promise<T>): Promise<T> {
  if (!key) return create();
  if (key.length > 200) throw new HttpError(400, 'The Idempotency-Key header is too long.');
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
    [scope, key, requestHash],
  );
  if (claimed.rows.length === 0) {
    const { rows } = await tx.query<{ request_hash: string; response: T }>(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    if (rows[0].request_hash !== requestHash) throw new HttpError(422, 'The Idempotency-Key was already used for a different request.');
    return rows[0].response;
  }
  const response = await create();
  await tx.query('UPDATE idempotency_keys SET response = $3, status_code = 200 WHERE scope = $1 AND key = $2', [scope, key, JSON.stringify(response)]);
  return response;
}
