import type { Queryable } from '../db/database.ts';

/**
 * When a submitted project's levy was paid by card on submission (spec 3 s2.6): the time its
 * invoice was paid by the project's payment reference (the receipt number), or null.
 */
export async function paymentDateOf(db: Queryable, projectId: string, paymentReference: unknown): Promise<string | null> {
  if (typeof paymentReference !== 'string' || !paymentReference) return null;
  const { rows } = await db.query<{ paid_at: Date | string | null }>(
    `SELECT paid_at FROM transactions WHERE project_id = $1 AND transaction_type = 'Invoice' AND payment_reference = $2 AND paid_at IS NOT NULL ORDER BY paid_at LIMIT 1`,
    [projectId, paymentReference],
  );
  const paidAt = rows[0]?.paid_at;
  return paidAt ? (paidAt instanceof Date ? paidAt : new Date(paidAt)).toISOString() : null;
}
