import type { Queryable } from '../db/database.ts';

/** What oidc-provider stores per model (Session, Interaction, Grant, RefreshToken, ...). */
type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: unknown };

// Expired rows are swept now and then, on writes.
const SWEEP_EVERY = 200;

/**
 * oidc-provider's storage adapter over the `oidc_payloads` table, so the provider's sessions,
 * interactions, grants, codes and tokens survive a restart and are shared by every node.
 */
export function createProviderAdapter(db: Queryable, now: () => Date = () => new Date()) {
  let writes = 0;

  return class DatabaseAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null;
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
      writes += 1;
      if (writes % SWEEP_EVERY === 0) {
        await db.query('DELETE FROM oidc_payloads WHERE expires_at < $1::timestamptz', [now().toISOString()]);
      }
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      const { rows } = await db.query<{ payload: Payload | string; consumed_at: unknown }>(
        `SELECT payload, consumed_at FROM oidc_payloads
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3::timestamptz) LIMIT 1`,
        [this.model, value, now().toISOString()],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: true } : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payloads SET consumed_at = $3::timestamptz WHERE model = $1 AND id = $2', [this.model, id, now().toISOString()]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
    }
  };
}
