import type { Queryable } from '../db/database.ts';

const json = (v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/** INSERT one row (objects and arrays stored as JSON); an existing key is left as it is. */
export async function insertRow(tx: Queryable, table: string, row: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(row);
  const cols = keys.map((k) => `"${k}"`).join(', ');
  const params = keys.map((_, i) => `$${i + 1}`).join(', ');
  await tx.query(`INSERT INTO ${table} (${cols}) VALUES (${params}) ON CONFLICT DO NOTHING`, keys.map((k) => json(row[k])));
}

/** Inserts many rows of the same shape in batches of multi-row INSERTs. */
export async function insertRows(tx: Queryable, table: string, rows: Record<string, unknown>[], batch = 100): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const cols = keys.map((k) => `"${k}"`).join(', ');
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const ph = keys.map((k) => {
        values.push(json(row[k]));
        return `$${values.length}`;
      });
      return `(${ph.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${cols}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, values);
  }
}
