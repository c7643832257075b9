import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-database.ts';
import { openPostgres } from '../db/pg-database.ts';

/** The PostgreSQL the integration tests use; TEST_DATABASE_URL overrides. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL only: the schema, for more connection pools on it (more server nodes). */
  schema?: string;
  dispose(): Promise<void>;
}

/** A fresh empty database: PGlite in memory, or a new schema in PostgreSQL dropped on dispose. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, kind, dispose: () => db.close() };
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres(TEST_POSTGRES_URL, { searchPath: schema, max: 4 });
  return {
    db,
    kind,
    schema,
    async dispose() {
      await db.close();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export interface DatabaseFixture {
  /** Available inside tests and hooks of the block. */
  readonly db: Database;
  readonly kind: DatabaseKind;
}

/**
 * Runs `fn` once per database kind, with one database shared by the block:
 * created (and migrated, unless `migrated: false`) before the block, disposed after it.
 * Setting TEST_DATABASES=pglite (or postgres) narrows the kinds.
 */
export function describeEachDatabase(
  name: string,
  fn: (fixture: DatabaseFixture) => void,
  options: { migrated?: boolean; setup?: (db: Database) => Promise<void> } = {},
): void {
  const kinds = (process.env.TEST_DATABASES?.split(',') ?? ['pglite', 'postgres']) as DatabaseKind[];
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let test: TestDatabase | undefined;
      const fixture: DatabaseFixture = {
        get db() {
          if (!test) throw new Error('database not ready');
          return test.db;
        },
        kind,
      };
      beforeAll(async () => {
        test = await createTestDatabase(kind);
        if (options.migrated !== false) await migrate(test.db);
        await options.setup?.(test.db);
      });
      afterAll(async () => {
        await test?.dispose();
      });
      fn(fixture);
    });
  }
}
