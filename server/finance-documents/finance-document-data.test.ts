import { expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';
import { readFinanceDocumentData } from './finance-document-data.ts';

describeApi('finance document data', (t) => {
  it('dates a document by its issue, which a later change to the transaction (its payment) does not move', async () => {
    const { rows } = await t.db.query<{ transaction_id: string; due_date: string }>(
      `SELECT t.transaction_id, to_char(t.due_date, 'YYYY-MM-DD') AS due_date FROM transactions t JOIN projects p USING (project_id)
        WHERE t.transaction_type = 'Invoice' AND t.transaction_status IN ('PendingPayment', 'Overdue') AND p.project_number IS NOT NULL ORDER BY t.invoice_no LIMIT 1`,
    );
    const { transaction_id: id, due_date: due } = rows[0];
    const before = (await readFinanceDocumentData(t.db, id))!;
    expect(before.issuedOn <= due).toBe(true);
    await t.db.query(`UPDATE transactions SET transaction_status = 'Paid', amount_owing = 0, paid_at = now() + interval '40 days', modified = now() + interval '40 days' WHERE transaction_id = $1`, [id]);
    expect((await readFinanceDocumentData(t.db, id))!.issuedOn).toBe(before.issuedOn);
  });
});
