import { expect, it } from 'vitest';
import { portal } from '../../generated/portal.gen.ts';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { readPdfText } from '../test-support/pdfjs-text.ts';
import { storePaymentReceipt } from '../finance-documents/finance-documents.ts';
import { createLocalStorage } from '../documents/local-storage.ts';
import { join } from 'node:path';

interface Row {
  transaction_id: string;
  project_id: string;
  invoice_no: string;
  project_number: string;
}

describeApi('transaction documents', (t) => {
  const transaction = async (invoiceNo: string) =>
    (
      await t.db.query<Row>(
        'SELECT t.transaction_id, t.project_id, t.invoice_no, p.project_number FROM transactions t JOIN projects p USING (project_id) WHERE invoice_no = $1',
        [invoiceNo],
      )
    ).rows[0];
  const request = async (tx: Pick<Row, 'transaction_id' | 'project_id'>, user: DemoUser = 'payer', extra = '') =>
    t.app.inject({ url: `/api/document/${tx.transaction_id}?projectId=${tx.project_id}${extra}`, headers: await t.auth(user) });
  const download = async (tx: Row, extra = '') => {
    const res = await request(tx, 'payer', extra);
    expect(res.statusCode, res.body).toBe(200);
    const { blobUri } = res.json() as { blobUri: string };
    expect(blobUri).toMatch(/^\/api\/blob\/[0-9a-f-]{36}\?op=download&expires=\d+&signature=[\w-]+$/);
    const file = await t.app.inject({ url: blobUri });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return { text: await readPdfText(file.rawPayload), disposition: String(file.headers['content-disposition']), blobUri };
  };

  it('serves an unpaid invoice as a PDF behind a signed URL: payer, project, levy, due date and BPAY/EFT details', async () => {
    const tx = await transaction('INV0900003');
    const { text, disposition, blobUri } = await download(tx);
    expect(disposition).toContain('invoice-INV0900003.pdf');
    for (const expected of ['Tax invoice', 'INV0900003', tx.project_number, 'Demo Builders Pty Ltd', 'Pending payment', 'Total (GST exclusive)', portal.finances.bpay.billerCode, portal.finances.eft.accountNumber]) {
      expect(text).toContain(expected);
    }
    const { rows } = await t.db.query<{ amount: number; due_date: string }>('SELECT amount, due_date FROM transactions WHERE invoice_no = $1', ['INV0900003']);
    expect(text).toContain(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(rows[0].amount / 100));
    expect(text).toContain(rows[0].due_date.split('-').reverse().join('/'));
    // A tampered signature opens nothing.
    expect((await t.app.inject({ url: blobUri.replace(/signature=[\w-]+/, 'signature=forged') })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves a credit note as an adjustment note, and a paid invoice or its receipt', async () => {
    const credit = await download(await transaction('CN0900007'));
    expect(credit.text).toContain('Adjustment note');
    expect(credit.text).toContain('CN0900007');
    const paid = await transaction('INV0900004');
    const invoice = await download(paid);
    expect(invoice.text).toContain('Paid');
    expect(invoice.text).not.toContain('How to pay');
    const receipt = await download(paid, '&document=receipt');
    expect(receipt.disposition).toContain('receipt-RCPT700004.pdf');
    for (const expected of ['Payment receipt', 'RCPT700004', 'INV0900004', '2025-06-12 07:30 PM']) expect(receipt.text).toContain(expected);
  });

  it('refuses a receipt of an unpaid invoice, a transaction without a document, a wrong project and foreign users', async () => {
    const unpaid = await transaction('INV0900003');
    expect((await request(unpaid, 'payer', '&document=receipt')).statusCode).toBe(404);
    const draft = await request(await transaction('INV0900001'));
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe(portal.finances.messages.noDocument);
    const other = await transaction('INV0900002');
    const mismatch = await request({ transaction_id: unpaid.transaction_id, project_id: other.project_id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ path: '/projectId', message: 'The project does not match the transaction.' }]);
    expect((await request(unpaid, 'owner')).statusCode).toBe(404);
    expect((await request(unpaid, 'certifier')).statusCode).toBe(403);
    expect((await request({ transaction_id: seedUuid('nothing'), project_id: unpaid.project_id })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/document/${unpaid.transaction_id}`, headers: await t.auth('payer') })).statusCode).toBe(400);
  });

  it('stores the receipt of a payment for the payment flow, and none for an unpaid invoice', async () => {
    const storage = createLocalStorage(join(t.config.dataDir, 'documents'));
    const payer = (await t.db.query<{ contact_id: string }>(`SELECT contact_id FROM contacts WHERE email_address = 'payer@example.com'`)).rows[0].contact_id;
    const unpaid = await transaction('INV0900003');
    expect(await storePaymentReceipt(t.db, storage, unpaid.transaction_id, payer)).toBeNull();
    await t.db.query(
      `UPDATE transactions SET transaction_status = 'Paid', amount_owing = 0, payment_reference = 'RCPT999', paid_at = '2025-06-20T01:00:00Z' WHERE transaction_id = $1`,
      [unpaid.transaction_id],
    );
    const stored = await storePaymentReceipt(t.db, storage, unpaid.transaction_id, payer);
    expect(stored).toMatchObject({ fileName: 'receipt-RCPT999.pdf' });
    const { rows } = await t.db.query<{ generated: boolean; project_number: string }>('SELECT generated, project_number FROM documents WHERE document_id = $1', [stored!.documentId]);
    expect(rows[0]).toEqual({ generated: true, project_number: unpaid.project_number });
    const receipt = await download(unpaid, '&document=receipt');
    expect(receipt.text).toContain('RCPT999');
    expect(receipt.text).toContain('2025-06-20 11:00 AM');
  });
});
