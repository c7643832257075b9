import { portal } from '../../../generated/portal.gen.ts';
import type { Queryable } from '../database.ts';

/**
 * A submitted project's payment status (spec 2 section 4) read from its invoices again: Overdue
 * while an invoice still owing (in one of the catalog's payable statuses) is overdue or past its
 * due date, Pending while one is owing, else Up to date. Run when an invoice is paid.
 */
export async function refreshProjectPaymentStatus(tx: Queryable, projectId: string, today: string): Promise<void> {
  // One payment of the project at a time reads its invoices: two paid at once each see the other paid.
  await tx.query('SELECT 1 FROM projects WHERE project_id = $1 FOR UPDATE', [projectId]);
  await tx.query(
    `UPDATE projects p SET updated_at = now(), project_payment_status = (
        SELECT CASE
          WHEN bool_or(t.transaction_status = 'Overdue' OR t.due_date < $3::date) THEN 'Overdue'
          WHEN count(t.*) > 0 THEN 'PendingPayment'
          ELSE 'UptoDate' END
          FROM transactions t
         WHERE t.project_id = p.project_id AND t.transaction_type = 'Invoice'
           AND t.transaction_status = ANY($2::text[]) AND t.amount_owing > 0)
      WHERE p.project_id = $1 AND p.status <> 'Draft'`,
    [projectId, portal.finances.payableStatuses, today],
  );
}
