import type { Queryable } from '../database.ts';
import type { DraftWrite } from './project-drafts.ts';

/**
 * Turns a locked Draft into a submitted notification: the next project number, status
 * Submitted, notified today, payment pending, and the server's record. Returns the number.
 */
export async function markSubmitted(tx: Queryable, projectId: string, today: string, write: DraftWrite): Promise<string> {
  const names = Object.keys(write.columns);
  const { rows } = await tx.query<{ project_number: string }>(
    `UPDATE projects
        SET project_number = 'LV' || lpad(nextval('project_number_seq')::text, 7, '0'),
            status = 'Submitted', project_payment_status = 'PendingPayment', notification_date = $2,
            form_id = $3, form_version = $4, form_data = $5, record = $6, form_revision = $7, form_hash = $8, updated_at = now(),
            ${names.map((n, i) => `${n} = $${i + 9}`).join(', ')}
      WHERE project_id = $1 AND status = 'Draft'
      RETURNING project_number`,
    [projectId, today, write.formId, write.formVersion, JSON.stringify(write.formData), JSON.stringify(write.record), write.formRevision, write.formHash, ...names.map((n) => write.columns[n])],
  );
  return rows[0].project_number;
}

/**
 * The project's levy invoice (PendingPayment, the whole levy owing), in cents. Its document is
 * generated on request (finance-documents/), so it is named at once.
 */
export async function createLevyInvoice(tx: Queryable, projectId: string, amountCents: number, dueDate: string): Promise<{ transactionId: string; invoiceNo: string }> {
  const { rows } = await tx.query<{ transactionId: string; invoiceNo: string }>(
    `WITH numbered AS (SELECT 'INV' || lpad(nextval('transaction_number_seq')::text, 7, '0') AS invoice_no)
     INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing, document_path)
     SELECT 'Invoice', $1, invoice_no, $2, 'PendingPayment', $3, $3, 'invoices/' || invoice_no || '.pdf' FROM numbered
     RETURNING transaction_id AS "transactionId", invoice_no AS "invoiceNo"`,
    [projectId, dueDate, amountCents],
  );
  return rows[0];
}
