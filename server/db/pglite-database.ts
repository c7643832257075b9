import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { DATE_OID, INT8_OID, NUMERIC_OID } from './database.ts';

/**
 * Embedded PostgreSQL (WASM). It has one connection, so every statement and transaction
 * goes through one queue: a transaction never interleaves with other work.
 * `dataDir` undefined = in memory.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({
    dataDir,
    parsers: {
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
      [DATE_OID]: (v: string) => v,
    },
  });
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  const direct: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pg.query<T>(sql, params as unknown[])).rows }),
    exec: async (sql: string) => void (await pg.exec(sql)),
  };
  return {
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    exec: (sql) => enqueue(() => direct.exec(sql)),
    transaction: (fn) =>
      enqueue(async () => {
        await pg.query('BEGIN');
        try {
          const result = await fn(direct);
          await pg.query('COMMIT');
          return result;
        } catch (error) {
          await pg.query('ROLLBACK');
          throw error;
        }
      }),
    close: () => enqueue(() => pg.close()),
  };
}
