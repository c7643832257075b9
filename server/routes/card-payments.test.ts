import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { PAYMENT_IN_PROGRESS, reconcileCardPayments, UNKNOWN_AUTH_KEY } from '../payments/card-payments.ts';
import { cardPaymentDeps, createGateway } from '../payments/payment-service.ts';
import { notificationFormOf } from '../projects/notification-form.ts';
import { buildCatalog } from '../studio/submitting-form.ts';
import { describeApi, type ApiContext, type DemoUser } from '../test-support/api.ts';

const PENDING = seedUuid('invoice:2'); // INV0900003, PendingPayment
const OVERDUE = seedUuid('invoice:4'); // INV0900005, Overdue
const APPLIED = seedUuid('invoice:6'); // INV0900007, Applied
const PAID = seedUuid('invoice:3');
const CARD = { cardNumber: '4987 6543 2109 8769', expiryMonth: '12', expiryYear: '39', name: 'Pat Payer', cvn: '123' };
const TIMEOUT_MS = 400;

function api(t: ApiContext) {
  const post = async (url: string, payload: unknown, user: DemoUser = 'payer') => t.app.inject({ method: 'POST', url, payload: payload as object, headers: await t.auth(user) });
  const invoice = async (id: string) =>
    (await t.db.query<{ invoice_no: string; transaction_status: string; amount_owing: number; payment_reference: string | null; paid_at: Date | null }>(
      'SELECT invoice_no, transaction_status, amount_owing, payment_reference, paid_at FROM transactions WHERE transaction_id = $1',
      [id],
    )).rows[0];
  const setOwing = (id: string, cents: number) => t.db.query('UPDATE transactions SET amount = $2, amount_owing = $2 WHERE transaction_id = $1', [id, cents]);
  const gatewayMode = (delayMs: number, failure: string) => t.app.inject({ method: 'PUT', url: '/sandbox-gateway/v1/test-mode', payload: { delayMs, failure } });
  const authKey = async (id: string, user: DemoUser = 'payer') => {
    const res = await post('/api/bpoint/getauthkey', { amount: 1, referenceNumber: (await invoice(id)).invoice_no, email: 'payer@example.com' }, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().authkey as string;
  };
  const attach = (key: string, card: object = CARD) => t.app.inject({ method: 'POST', url: `/sandbox-gateway/v1/authkeys/${encodeURIComponent(key)}/card`, payload: card });
  const pay = (id: string, key: string) => post('/api/transactions/pay', { id, authkey: key });
  const charges = async (reference: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_gateway_auth_keys WHERE reference = $1 AND approved', [reference])).rows[0].n;
  const receipts = async (id: string) =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM card_payments WHERE transaction_id = $1 AND receipt_number IS NOT NULL", [id])).rows[0].n;
  return { post, invoice, setOwing, gatewayMode, authKey, attach, pay, charges, receipts };
}

describeApi(
  'card payments',
  (t) => {
    const a = api(t);

    it('makes the auth key for the amount owing read on the server, whatever amount the browser names', async () => {
      await a.setOwing(OVERDUE, 123_400);
      const key = await a.authKey(OVERDUE);
      const { rows } = await t.db.query<{ amount: number; reference: string }>('SELECT amount, reference FROM sandbox_gateway_auth_keys WHERE auth_key = $1', [key]);
      expect(rows[0]).toEqual({ amount: 123_400, reference: 'INV0900005' });
    });

    it("refuses another payer's invoice, a paid invoice and a non levy payer", async () => {
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900003' }, 'owner')).statusCode).toBe(404);
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900004' })).statusCode).toBe(409);
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900003' }, 'certifier')).statusCode).toBe(403);
      const key = await a.authKey(PENDING);
      expect((await a.post('/api/transactions/pay', { id: PENDING, authkey: key }, 'owner')).statusCode).toBe(404);
      expect((await a.pay(PAID, key)).json().message).toBe(UNKNOWN_AUTH_KEY);
      expect((await a.post('/api/transactions/pay', { id: 'not-a-uuid', authkey: key })).statusCode).toBe(400);
    });

    it('attaches only a Luhn-valid test card with a valid expiry and CVN, at the gateway', async () => {
      const key = await a.authKey(PENDING);
      expect((await a.attach(key, { ...CARD, cardNumber: '4987654321098768' })).json().message).toBe('Invalid card number');
      expect((await a.attach(key, { ...CARD, cardNumber: '4111111111111111' })).json().message).toBe('Card number is not a test card');
      expect((await a.attach(key, { ...CARD, expiryYear: '20' })).json().message).toBe('Expired card');
      expect((await a.attach(key, { ...CARD, cvn: '12' })).json().message).toBe('Invalid CVN');
      expect((await a.attach(key, CARD)).statusCode).toBe(204);
      const { rows } = await t.db.query<{ card: unknown }>('SELECT card FROM sandbox_gateway_auth_keys WHERE auth_key = $1', [key]);
      expect(JSON.stringify(rows[0].card)).not.toContain('4987654321098769');
    });

    it('charges one invoice once and makes one receipt, for 20 concurrent and repeated pays', async () => {
      await a.setOwing(PENDING, 150_000);
      const keys = [await a.authKey(PENDING), await a.authKey(PENDING), await a.authKey(PENDING)];
      for (const key of keys) expect((await a.attach(key)).statusCode).toBe(204);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => a.pay(PENDING, keys[i % keys.length])));
      const paid = answers.filter((res) => res.statusCode === 200).map((res) => res.json().txn);
      expect(paid.length).toBeGreaterThan(0);
      expect(new Set(paid.map((txn) => txn.receiptNumber)).size).toBe(1);
      expect(answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 409).map((res) => res.body)).toEqual([]);
      const again = await Promise.all(keys.map((key) => a.pay(PENDING, key)));
      expect(again.filter((res) => res.statusCode === 200).map((res) => res.json().txn.receiptNumber)).toEqual([paid[0].receiptNumber]);
      expect(await a.charges('INV0900003')).toBe(1);
      expect(await a.receipts(PENDING)).toBe(1);
      const invoice = await a.invoice(PENDING);
      expect(invoice).toMatchObject({ transaction_status: 'Paid', amount_owing: 0, payment_reference: paid[0].receiptNumber });
      expect(invoice.paid_at).not.toBeNull();
      expect(paid[0]).toMatchObject({ approved: true, responseCode: '00', amount: 1500 });
    });

    it("makes the project's payment status follow its invoices once one is paid: up to date when nothing is owed, else still owing", async () => {
      const paymentStatus = async (projectId: string) => (await t.db.query<{ s: string }>('SELECT project_payment_status AS s FROM projects WHERE project_id = $1', [projectId])).rows[0].s;
      // A submitted project of the demo levy payer's organisation that owes nothing, given two invoices: one overdue, one not yet due.
      const { rows } = await t.db.query<{ project_id: string }>(
        `SELECT p.project_id FROM projects p
          WHERE p.status = 'Submitted' AND p.levy_payer_organisation_id = (SELECT p2.levy_payer_organisation_id FROM transactions t2 JOIN projects p2 USING (project_id) WHERE t2.transaction_id = $1)
            AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = p.project_id AND t.amount_owing > 0)
          ORDER BY p.project_number LIMIT 1`,
        [OVERDUE],
      );
      const projectId = rows[0].project_id;
      const invoiceFor = async (invoiceNo: string, due: string, status: string) =>
        (await t.db.query<{ transaction_id: string }>(
          `INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing)
           VALUES ('Invoice', $1, $2, (now() + $3::interval)::date, $4, 50000, 50000) RETURNING transaction_id`,
          [projectId, invoiceNo, due, status],
        )).rows[0].transaction_id;
      const overdue = await invoiceFor('INV-PAYSTATUS-1', '-10 days', 'Overdue');
      const pending = await invoiceFor('INV-PAYSTATUS-2', '30 days', 'PendingPayment');
      await t.db.query("UPDATE projects SET project_payment_status = 'Overdue' WHERE project_id = $1", [projectId]);
      for (const [id, after] of [[overdue, 'PendingPayment'], [pending, 'UptoDate']]) {
        const key = await a.authKey(id);
        await a.attach(key);
        const res = await a.pay(id, key);
        expect(res.statusCode, res.body).toBe(200);
        expect(await paymentStatus(projectId)).toBe(after);
      }
    });

    it("declines by the amount's cents, leaves the invoice payable and answers a retry the same", async () => {
      await a.setOwing(APPLIED, 150_051);
      const key = await a.authKey(APPLIED);
      await a.attach(key);
      const first = await a.pay(APPLIED, key);
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ message: 'Insufficient funds', details: ['Insufficient funds'] });
      expect((await a.pay(APPLIED, key)).json().message).toBe('Insufficient funds');
      expect(await a.invoice(APPLIED)).toMatchObject({ transaction_status: 'Applied', amount_owing: 150_051 });
      await a.setOwing(APPLIED, 150_000);
      const next = await a.authKey(APPLIED);
      await a.attach(next);
      expect((await a.pay(APPLIED, next)).statusCode).toBe(200);
    });

    it('refuses an expired auth key and one without a card, charging nothing', async () => {
      await a.setOwing(OVERDUE, 99_900);
      const bare = await a.authKey(OVERDUE);
      expect((await a.pay(OVERDUE, bare)).json().message).toBe('No card has been attached to the auth key');
      const key = await a.authKey(OVERDUE);
      await a.attach(key);
      await t.db.query("UPDATE sandbox_gateway_auth_keys SET expires_at = now() - interval '1 minute' WHERE auth_key = $1", [key]);
      const res = await a.pay(OVERDUE, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Auth key has expired');
      expect((await a.attach(key)).json().message).toBe('Auth key has expired');
      expect(await a.charges('INV0900005')).toBe(0);
      expect((await a.invoice(OVERDUE)).transaction_status).toBe('Overdue');
    });

    it('answers a gateway timeout when making the auth key', async () => {
      await a.gatewayMode(TIMEOUT_MS * 3, 'none');
      try {
        const res = await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900005' });
        expect(res.statusCode).toBe(504);
      } finally {
        await a.gatewayMode(0, 'none');
      }
    });

    it('answers a new auth key for an invoice whose charge is under way with the payment in progress, not a second card form', async () => {
      const { rows } = await t.db.query<{ transaction_id: string; project_id: string; contact_id: string }>(
        `INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing)
         SELECT 'Invoice', project_id, 'INV0999998', due_date, 'PendingPayment', 100000, 100000 FROM transactions WHERE transaction_id = $1
         RETURNING transaction_id, project_id, (SELECT levy_payer_contact_id FROM projects p WHERE p.project_id = transactions.project_id) AS contact_id`,
        [APPLIED],
      );
      const { transaction_id: id, project_id: projectId, contact_id: contactId } = rows[0];
      await t.db.query(
        `INSERT INTO card_payments (auth_key, purpose, transaction_id, project_id, contact_id, amount, reference, status) VALUES ('under-way', 'Invoice', $1, $2, $3, 100000, 'INV0999998', 'Processing')`,
        [id, projectId, contactId],
      );
      const res = await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0999998' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_IN_PROGRESS);
      await t.db.query(`UPDATE card_payments SET status = 'Declined' WHERE auth_key = 'under-way'`);
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0999998' })).statusCode).toBe(200);
    });

    it('settles a charge whose answer was lost from the gateway record, without charging again', async () => {
      const key = await a.authKey(OVERDUE);
      await a.attach(key);
      await a.gatewayMode(0, 'lost-response');
      const lost = await a.pay(OVERDUE, key);
      await a.gatewayMode(0, 'none');
      expect(lost.statusCode).toBe(502);
      expect(await a.charges('INV0900005')).toBe(1);
      expect((await a.invoice(OVERDUE)).transaction_status).toBe('Overdue');
      // Another attempt meanwhile is refused: the first may have charged.
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900005' })).statusCode).toBe(409);
      const retry = await a.pay(OVERDUE, key);
      expect(retry.statusCode).toBe(200);
      expect(await a.charges('INV0900005')).toBe(1);
      expect(await a.invoice(OVERDUE)).toMatchObject({ transaction_status: 'Paid', payment_reference: retry.json().txn.receiptNumber });
    });

    it('settles a charge processed after the portal stopped waiting, in the periodic reconciliation', async () => {
      const { rows } = await t.db.query<{ transaction_id: string }>(
        `INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing)
         SELECT 'Invoice', project_id, 'INV0999999', due_date, 'PendingPayment', 200000, 200000 FROM transactions WHERE transaction_id = $1
         RETURNING transaction_id`,
        [APPLIED],
      );
      const invoiceId = rows[0].transaction_id;
      const key = await a.authKey(invoiceId);
      await a.attach(key);
      await a.gatewayMode(TIMEOUT_MS * 2, 'none');
      const timedOut = await a.pay(invoiceId, key);
      expect(timedOut.statusCode).toBe(502);
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
      await a.gatewayMode(0, 'none');
      const gateway = createGateway(t.db, t.config.payments);
      await reconcileCardPayments(cardPaymentDeps(t.db, gateway, t.config.payments, await notificationFormOf(buildCatalog)));
      expect(await a.invoice(invoiceId)).toMatchObject({ transaction_status: 'Paid', amount_owing: 0 });
      expect(await a.receipts(invoiceId)).toBe(1);
      expect(await a.charges('INV0999999')).toBe(1);
    });
  },
  { env: { PAYMENT_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS), SANDBOX_GATEWAY_CONTROL: 'on' } },
);
