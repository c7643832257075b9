import { expect, it } from 'vitest';
import { validNotification } from '../test-support/catalog-notification-data.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';

const CARD = { cardNumber: '5123456789012346', expiryMonth: '01', expiryYear: '40', name: 'Pat Payer', cvn: '321' };
const payNow = validNotification({ summary: { paymentOption: 'PayNow' }, payment: { certification: { certified: true, declared: true } } });

describeApi('pay and submit (Pay now)', (t) => {
  const post = async (url: string, payload: object, user: DemoUser = 'payer') => t.app.inject({ method: 'POST', url, payload, headers: await t.auth(user) });
  const saveDraft = async (data: object = payNow) => {
    const res = await post('/api/project/save', { project: { projectId: 'new-project', ...data } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().projectId as string;
  };
  const attachedKey = async (projectId: string) => {
    const res = await post('/api/bpoint/getauthkey', { amount: 1, referenceNumber: projectId });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().authkey as string;
    expect((await t.app.inject({ method: 'POST', url: `/sandbox-gateway/v1/authkeys/${key}/card`, payload: CARD })).statusCode).toBe(204);
    return key;
  };

  it('charges the levy the server calculates once, submits the draft and records its paid invoice, however often it is sent', async () => {
    const projectId = await saveDraft();
    const key = await attachedKey(projectId);
    const { rows: keys } = await t.db.query<{ amount: number }>('SELECT amount FROM sandbox_gateway_auth_keys WHERE auth_key = $1', [key]);
    expect(keys[0].amount).toBe(575_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/project/payandsubmit', { id: projectId, authKey: key })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(new Set(bodies.map((b) => b.projectNumber)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.txn.receiptNumber)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ projectId, projectNumber: expect.stringMatching(/^LV\d{7}$/), txn: { approved: true, amount: 5750 } });

    const { rows: project } = await t.db.query<{ status: string; project_payment_status: string }>('SELECT status, project_payment_status FROM projects WHERE project_id = $1', [projectId]);
    expect(project[0]).toEqual({ status: 'Submitted', project_payment_status: 'UptoDate' });
    const { rows: invoices } = await t.db.query('SELECT transaction_status, amount, amount_owing, payment_reference FROM transactions WHERE project_id = $1', [projectId]);
    expect(invoices).toEqual([{ transaction_status: 'Paid', amount: 575_000, amount_owing: 0, payment_reference: bodies[0].txn.receiptNumber }]);
    const { rows: charges } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_gateway_auth_keys WHERE reference = $1 AND approved', [projectId]);
    expect(charges[0].n).toBe(1);

    // The project, read again (the confirmation after a reload), names its receipt and when it was paid.
    const read = await t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers: await t.auth('payer') });
    expect(read.statusCode, read.body).toBe(200);
    const { rows: paid } = await t.db.query<{ paid_at: Date }>('SELECT paid_at FROM transactions WHERE project_id = $1', [projectId]);
    expect(read.json().project).toMatchObject({
      status: 'Submitted',
      projectNumber: bodies[0].projectNumber,
      notificationDate: bodies[0].notificationDate,
      paymentReference: bodies[0].txn.receiptNumber,
      paymentDate: new Date(paid[0].paid_at).toISOString(),
    });

    // Submitted now: no further auth key, and a retry answers the same receipt.
    expect((await post('/api/bpoint/getauthkey', { referenceNumber: projectId })).statusCode).toBe(409);
    expect((await post('/api/project/payandsubmit', { id: projectId, authKey: key })).json().txn.receiptNumber).toBe(bodies[0].txn.receiptNumber);
  });

  it("refuses another payer's draft, a draft not paying now, and a key of another draft", async () => {
    const projectId = await saveDraft();
    expect((await post('/api/bpoint/getauthkey', { referenceNumber: projectId }, 'owner')).statusCode).toBe(403);
    expect((await post('/api/project/payandsubmit', { id: projectId, authKey: 'x' }, 'owner')).statusCode).toBe(403);
    const later = await saveDraft(validNotification({ summary: { paymentOption: 'PayLater' } }));
    expect((await post('/api/bpoint/getauthkey', { referenceNumber: later })).statusCode).toBe(409);
    const key = await attachedKey(projectId);
    const other = await post('/api/project/payandsubmit', { id: later, authKey: key });
    expect(other.statusCode).toBe(400);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM projects WHERE project_id = $1', [later]);
    expect(rows[0].status).toBe('Draft');
    // A project not paid by card has no payment date.
    const draft = await t.app.inject({ method: 'GET', url: `/api/project/${later}`, headers: await t.auth('payer') });
    expect(draft.json().project.paymentDate).toBeNull();
  });
});
