/**
 * The first start, resumable: migrations (one transaction), then the demo seed (one transaction
 * that leaves existing rows alone) recorded in `first_start_steps` once committed. A start killed
 * anywhere in between finds the seed unrecorded and runs it again; nothing is half done.
 */
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from './seed-database.ts';

export interface FirstStartResult {
  /** Migrations applied by this start. */
  applied: string[];
  /** True when this start seeded the database. */
  seeded: boolean;
}

export async function prepareDatabase(db: Database, seed: (db: Database) => Promise<void> = seedDatabase): Promise<FirstStartResult> {
  const { applied } = await migrate(db);
  const { rows } = await db.query(`SELECT 1 FROM first_start_steps WHERE step = 'seed'`);
  if (rows.length) return { applied, seeded: false };
  await seed(db);
  await db.query(`INSERT INTO first_start_steps (step) VALUES ('seed') ON CONFLICT (step) DO NOTHING`);
  return { applied, seeded: true };
}
