/**
 * Fault 8: a first start killed between migrating and seeding left a database that was migrated,
 * never seeded, and never repaired. The seed is now recorded only once committed: a start killed
 * anywhere (here: the seed failing halfway, or never reached) seeds on the next start.
 */
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { seedDatabase } from '../../server/seed/seed-database.ts';
import { describeEachDatabase } from '../../server/test-support/databases.ts';

const count = async (db: Database, table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describeEachDatabase(
  'attack: an interrupted first start repairs itself',
  (t) => {
    it('seeds on the next start after a start killed between migrating and seeding', async () => {
      await migrate(t.db); // the killed start got this far
      expect(await count(t.db, 'lookups')).toBe(0);
      const next = await prepareDatabase(t.db);
      expect(next.seeded).toBe(true);
      expect(await count(t.db, 'lookups')).toBeGreaterThan(0);
      expect(await count(t.db, 'identity_accounts')).toBeGreaterThan(0);
    });

    it('leaves nothing half seeded when the seed dies inside its transaction, then completes on the next start', async () => {
      await t.db.exec('DELETE FROM first_start_steps');
      const crash = (db: Database) =>
        seedDatabase({
          ...db,
          query: db.query.bind(db),
          exec: db.exec.bind(db),
          close: db.close.bind(db),
          transaction: (fn) => db.transaction(async (tx) => {
            await fn(tx);
            throw new Error('killed');
          }),
        });
      await expect(prepareDatabase(t.db, crash)).rejects.toThrow('killed');
      expect((await t.db.query(`SELECT 1 FROM first_start_steps`)).rows).toHaveLength(0);
      const again = await prepareDatabase(t.db);
      expect(again.seeded).toBe(true);
      expect((await prepareDatabase(t.db)).seeded).toBe(false);
    });
  },
  { migrated: false },
);
