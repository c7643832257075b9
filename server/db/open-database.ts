import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './pg-database.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
