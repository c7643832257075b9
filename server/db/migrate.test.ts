import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { migrate } from './migrate.ts';

describeEachDatabase(
  'migrate',
  (t) => {
    it('applies every migration to a new database, then nothing', async () => {
      const first = await migrate(t.db);
      expect(first.fresh).toBe(true);
      expect(first.applied).toContain('001-initial.sql');
      const again = await migrate(t.db);
      expect(again).toEqual({ applied: [], fresh: false });
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
      expect(rows[0].n).toBe(first.applied.length);
    });

    it('rolls a failed transaction back and keeps serving queries', async () => {
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query(`INSERT INTO lookups (type, id, name) VALUES (1, 999, 'x')`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const { rows } = await t.db.query('SELECT * FROM lookups WHERE id = 999');
      expect(rows).toHaveLength(0);
    });

    it('parses dates as yyyy-MM-dd and bigints as numbers', async () => {
      const { rows } = await t.db.query<{ d: string; n: number }>(
        `SELECT DATE '2025-03-04' AS d, 1000000000000000::bigint AS n`,
      );
      expect(rows[0]).toEqual({ d: '2025-03-04', n: 1e15 });
    });
  },
  { migrated: false },
);
