import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Arbitrary constant: serialises migrations when several nodes start at once.
const MIGRATION_LOCK = 7_401_123;

export interface MigrationResult {
  applied: string[];
  /** True when the database had no migrations before: a new database. */
  fresh: boolean;
}

/** Applies pending `NNN-name.sql` files in order, in one transaction, recording each. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = readdirSync(dir).filter((f) => /^\d+-[\w-]+\.sql$/.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return { applied, fresh: done.size === 0 };
  });
}
