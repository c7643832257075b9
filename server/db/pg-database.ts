import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { DATE_OID, INT8_OID, NUMERIC_OID } from './database.ts';

// Same value shapes as PGlite: counts and cents as numbers, dates as 'yyyy-MM-dd'.
const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/** PostgreSQL through a `pg` pool. `searchPath` isolates tests in their own schema. */
export function openPostgres(connectionString: string, options: { searchPath?: string; max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    exec: async (sql: string) => void (await client.query(sql)),
  });
  return {
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
