import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { TRANSACTION_NOT_FOUND } from './transactions.ts';

interface Transaction {
  transactionId: string;
  transactionType: string;
  projectId: string;
  projectName: string | null;
  projectNumber: string;
  invoiceNo: string;
  dueDate: string;
  transactionStatus: string;
  amount: number;
  amountOwing: number;
  documentPath: string | null;
  descriptionOfWork: string | null;
  paymentReference: string | null;
  modified: string;
}

const compare = (x: unknown, y: unknown) => (x === y ? 0 : x === null ? -1 : y === null ? 1 : (x as number) < (y as number) ? -1 : 1);

describeApi('transactions', (t) => {
  const get = async (url: string, user: DemoUser = 'payer') => t.app.inject({ url, headers: await t.auth(user) });
  const list = async (query: string, user: DemoUser = 'payer') => {
    const res = await get(`/api/transactions?${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { transactions: Transaction[]; recordCount: number };
  };

  it('lists the invoices and the credit notes apart, in dollars, by due date descending by default', async () => {
    const invoices = await list('transactiontype=Invoice');
    expect(invoices.recordCount).toBe(7);
    expect(invoices.transactions.every((x) => x.transactionType === 'Invoice')).toBe(true);
    const dates = invoices.transactions.map((x) => x.dueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const credits = await list('transactiontype=CreditNote&pageSize=50');
    expect(credits.recordCount).toBe(14);
    expect(credits.transactions.every((x) => x.transactionType === 'CreditNote' && x.invoiceNo.startsWith('CN'))).toBe(true);
    expect((await list('pageSize=50')).recordCount).toBe(21);

    const { rows } = await t.db.query<{ amount: number; amount_owing: number }>('SELECT amount, amount_owing FROM transactions WHERE invoice_no = $1', ['INV0900007']);
    const applied = invoices.transactions.find((x) => x.invoiceNo === 'INV0900007')!;
    expect(applied).toMatchObject({ transactionStatus: 'Applied', amount: rows[0].amount / 100, amountOwing: rows[0].amount_owing / 100 });
    expect(applied.projectNumber).toMatch(/^LV\d{7}$/);
    expect(applied.projectName).toBeTruthy();
    expect(applied.descriptionOfWork).toBeTruthy();
    expect(applied.documentPath).toBeTruthy();
    expect(applied.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pages without overlap, 1-based', async () => {
    const first = await list('transactiontype=CreditNote&pageSize=10&pageNumber=1');
    const second = await list('transactiontype=CreditNote&pageSize=10&pageNumber=2');
    expect(first.transactions).toHaveLength(10);
    expect(second.transactions).toHaveLength(4);
    expect(new Set([...first.transactions, ...second.transactions].map((x) => x.transactionId)).size).toBe(14);
    expect((await list('transactiontype=CreditNote&pageSize=10&pageNumber=3')).transactions).toHaveLength(0);
  });

  it("sorts by each of the spec's sort names both ways", async () => {
    const fields: [string, (x: Transaction) => unknown][] = [
      ['name', (x) => x.projectName?.toLowerCase() ?? null],
      ['invoiceNumber', (x) => x.invoiceNo],
      ['dueDate', (x) => x.dueDate],
      ['statusCode', (x) => x.transactionStatus],
      ['amount', (x) => x.amount],
      ['owingAmount', (x) => x.amountOwing],
    ];
    for (const [sortBy, value] of fields) {
      const asc = (await list(`pageSize=50&sortBy=${sortBy}&sortDescending=false`)).transactions.map(value);
      expect(asc, sortBy).toEqual([...asc].sort(compare));
      const desc = (await list(`pageSize=50&sortBy=${sortBy}&sortDescending=true`)).transactions.map(value);
      expect(desc, sortBy).toEqual([...desc].sort(compare).reverse());
    }
  });

  it('searches by invoice or credit number and by levy number, case-insensitively', async () => {
    expect((await list('searchTerm=inv0900003')).transactions.map((x) => x.invoiceNo)).toEqual(['INV0900003']);
    expect((await list('transactiontype=CreditNote&searchTerm=CN0900012')).transactions.map((x) => x.invoiceNo)).toEqual(['CN0900012']);
    const one = (await list('transactiontype=Invoice')).transactions[0];
    const byLevy = await list(`pageSize=50&searchTerm=${one.projectNumber.toLowerCase()}`);
    expect(byLevy.recordCount).toBeGreaterThan(0);
    expect(byLevy.transactions.every((x) => x.projectNumber === one.projectNumber)).toBe(true);
    expect((await list('searchTerm=%25')).recordCount).toBe(0);
    expect((await list('searchTerm=_')).recordCount).toBe(0);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['sortBy=invoiceNo', 'transactiontype=Refund', 'pageSize=5', 'pageNumber=0', 'searchTerm=' + 'x'.repeat(201)]) {
      expect((await get(`/api/transactions?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows an organisation member its transactions, a sole payer only their own, and refuses everyone else', async () => {
    expect((await list('pageSize=50', 'staff')).recordCount).toBe(21);
    expect((await list('pageSize=50', 'owner')).recordCount).toBe(0);
    // The owner (no organisation) gets an invoice on one of their own projects.
    const ownerInvoice = seedUuid('test:owner-invoice');
    await t.db.query(
      `INSERT INTO transactions (transaction_id, transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing, document_path)
       SELECT $1, 'Invoice', project_id, 'INV0999999', '2025-07-01', 'PendingPayment', 50000, 50000, 'invoices/INV0999999.pdf'
         FROM projects WHERE levy_payer_organisation_id IS NULL AND project_number IS NOT NULL ORDER BY project_number LIMIT 1`,
      [ownerInvoice],
    );
    try {
      expect((await list('pageSize=50', 'owner')).transactions.map((x) => x.transactionId)).toEqual([ownerInvoice]);
      expect((await list('pageSize=50', 'payer')).recordCount).toBe(21);
      expect((await get(`/api/transactions/${ownerInvoice}`, 'owner')).json()).toMatchObject({ invoiceNo: 'INV0999999', amount: 500, amountOwing: 500 });
      const foreign = await get(`/api/transactions/${ownerInvoice}`, 'payer');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(TRANSACTION_NOT_FOUND);
    } finally {
      await t.db.query('DELETE FROM transactions WHERE transaction_id = $1', [ownerInvoice]);
    }
    for (const user of ['certifier', 'new'] as const) {
      expect((await get('/api/transactions', user)).statusCode, user).toBe(403);
      expect((await get(`/api/transactions/${seedUuid('invoice:0')}`, user)).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/transactions' })).statusCode).toBe(401);
  });

  it("reaches none of the organisation's transactions once the member's portal role is inactive", async () => {
    const { rows } = await t.db.query<{ contact_id: string }>(`SELECT contact_id FROM contacts WHERE email_address = 'staff@example.com'`);
    await t.db.query('UPDATE portal_roles SET active = false WHERE contact_id = $1', [rows[0].contact_id]);
    try {
      // A member whose role is not active acts for no levy payer: refused, as on every levy payer route.
      expect((await get('/api/transactions?pageSize=50', 'staff')).statusCode).toBe(403);
      expect((await get(`/api/transactions/${seedUuid('invoice:0')}`, 'staff')).statusCode).toBe(403);
    } finally {
      await t.db.query('UPDATE portal_roles SET active = true WHERE contact_id = $1', [rows[0].contact_id]);
    }
  });

  it('answers one transaction as the list shows it; 404 for an unknown id, 400 for a malformed one', async () => {
    const listed = (await list('transactiontype=Invoice&searchTerm=INV0900004')).transactions[0];
    const res = await get(`/api/transactions/${listed.transactionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
    expect(listed).toMatchObject({ transactionStatus: 'Paid', amountOwing: 0, paymentReference: expect.stringMatching(/^RCPT/), paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await get(`/api/transactions/${seedUuid('nothing')}`)).statusCode).toBe(404);
    expect((await get('/api/transactions/not-a-uuid')).statusCode).toBe(400);
  });
});
