import { afterAll, expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { reconcileCardPayments } from '../payments/card-payments.ts';
import { merchantReferenceOf } from '../payments/bpoint-gateway.ts';
import { cardPaymentDeps, createGateway } from '../payments/payment-service.ts';
import { notificationFormOf } from '../projects/notification-form.ts';
import { buildCatalog } from '../studio/submitting-form.ts';
import { startBpointDouble } from '../payments/test-support/bpoint-contract-double.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';

const PENDING = seedUuid('invoice:2'); // INV0900003, PendingPayment
const OVERDUE = seedUuid('invoice:4'); // INV0900005, Overdue
const USER = { username: 'levy-api', password: 'pw', merchantNumber: '5353109000000000' };
const double = await startBpointDouble(USER);
afterAll(() => double.close());

function api(t: ApiContext) {
  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: await t.auth('payer') });
  const invoice = async (id: string) =>
    (await t.db.query<{ invoice_no: string; transaction_status: string; amount_owing: number; payment_reference: string | null }>(
      'SELECT invoice_no, transaction_status, amount_owing, payment_reference FROM transactions WHERE transaction_id = $1',
      [id],
    )).rows[0];
  const setOwing = (id: string, cents: number) => t.db.query('UPDATE transactions SET amount = $2, amount_owing = $2 WHERE transaction_id = $1', [id, cents]);
  const authKey = async (id: string) => {
    const res = await post('/api/bpoint/getauthkey', { amount: 1, referenceNumber: (await invoice(id)).invoice_no });
    expect(res.statusCode, res.body).toBe(200);
    keys.add(merchantReferenceOf(res.json().authkey));
    return res.json().authkey as string;
  };
  // The double serves both databases' runs: count this run's keys only.
  const keys = new Set<string>();
  const charges = (reference: string) => double.processed.filter((txn) => keys.has(txn.merchantReference as string) && txn.crn1 === reference && txn.responseCode === '0').length;
  return { post, invoice, setOwing, authKey, charges };
}

describeApi(
  'card payments through BPOINT',
  (t) => {
    const a = api(t);

    it('names BPOINT’s script to the browser and admits its origin in the CSP, the sandbox’s endpoints gone', async () => {
      const res = await t.app.inject({ url: '/api/config' });
      expect(res.json().cardGatewayScriptUrl).toBe(`${double.baseUrl}/clientscripts/api.js`);
      const origin = new URL(double.baseUrl).origin;
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${origin};`);
      expect(csp).toMatch(new RegExp(`connect-src 'self'[^;]* ${origin}(;|$)`));
      expect(csp).toContain(`frame-src 'self' ${origin}`);
      expect((await t.app.inject({ url: '/sandbox-gateway/v1/card-gateway.js' })).statusCode).toBe(404);
    });

    it('asks BPOINT for the amount owing read from the database, in cents, by invoice number', async () => {
      await a.setOwing(OVERDUE, 123_400);
      const key = await a.authKey(OVERDUE);
      const details = double.requests.find((request) => request.path === `/rest/v5/txns/authkeys/${key}/txn-details`);
      expect(details?.body).toMatchObject({ amount: 123_400, crn1: 'INV0900005', currency: 'AUD', action: 'Payment', merchantReference: merchantReferenceOf(key) });
      expect(details?.authorization).toBe(`Basic ${Buffer.from('levy-api|5353109000000000:pw').toString('base64')}`);
    });

    it('charges one invoice once with the card the browser attached, and marks it Paid with BPOINT’s receipt', async () => {
      await a.setOwing(PENDING, 150_000);
      const keys = [await a.authKey(PENDING), await a.authKey(PENDING)];
      for (const key of keys) expect(await double.attachCard(key)).toBe(200);
      const answers = await Promise.all([...keys, ...keys].map((key) => a.post('/api/transactions/pay', { id: PENDING, authkey: key })));
      const paid = answers.filter((res) => res.statusCode === 200).map((res) => res.json().txn);
      expect(new Set(paid.map((txn) => txn.receiptNumber)).size).toBe(1);
      expect(answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 409).map((res) => res.body)).toEqual([]);
      expect(a.charges('INV0900003')).toBe(1);
      expect(paid[0]).toMatchObject({ approved: true, responseCode: '00', amount: 1500 });
      expect(await a.invoice(PENDING)).toMatchObject({ transaction_status: 'Paid', amount_owing: 0, payment_reference: paid[0].receiptNumber });
      expect((await a.post('/api/bpoint/getauthkey', { referenceNumber: 'INV0900003' })).statusCode).toBe(409);
    });

    it('settles a charge whose answer was lost from BPOINT’s record, never charging again', async () => {
      await a.setOwing(OVERDUE, 99_900);
      const key = await a.authKey(OVERDUE);
      await double.attachCard(key);
      double.loseNextProcessAnswer = true;
      const lost = await a.post('/api/transactions/pay', { id: OVERDUE, authkey: key });
      expect(lost.statusCode).toBe(502);
      expect(a.charges('INV0900005')).toBe(1);
      expect((await a.invoice(OVERDUE)).transaction_status).toBe('Overdue');
      const settled = await reconcileCardPayments(cardPaymentDeps(t.db, createGateway(t.db, t.config.payments), t.config.payments, await notificationFormOf(buildCatalog)), { transactionId: OVERDUE, now: new Date(Date.now() + 10 * 60_000) });
      expect(settled.map((payment) => payment.status)).toEqual(['Finalised']);
      expect(a.charges('INV0900005')).toBe(1);
      const receipt = double.processed.find((txn) => txn.merchantReference === merchantReferenceOf(key))?.receiptNumber;
      expect(await a.invoice(OVERDUE)).toMatchObject({ transaction_status: 'Paid', amount_owing: 0, payment_reference: receipt });
      expect((await a.post('/api/transactions/pay', { id: OVERDUE, authkey: key })).json().txn.receiptNumber).toBe(receipt);
    });
  },
  {
    env: {
      PAYMENT_GATEWAY: 'bpoint',
      BPOINT_BASE_URL: double.baseUrl,
      BPOINT_USERNAME: USER.username,
      BPOINT_PASSWORD: USER.password,
      BPOINT_MERCHANT_NUMBER: USER.merchantNumber,
      BPOINT_TEST_MODE: 'on',
      PAYMENT_GATEWAY_TIMEOUT_MS: '2000',
    },
  },
);
