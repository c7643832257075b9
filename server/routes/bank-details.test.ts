import { expect, it } from 'vitest';
import { oidOf } from '../seed/people.ts';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi } from '../test-support/api.ts';

describeApi('bank details', (t) => {
  it("lists the caller's own bank accounts with their codes", async () => {
    const headers = await t.auth('payer');
    const contact = (await t.app.inject({ url: '/api/contact/user/' + oidOf('payer'), headers })).json().userContact;
    const res = await t.app.inject({ url: `/api/contact/${contact.customerNumber}/bank-details`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankAccounts).toEqual([{ id: seedUuid('bank:payer-refund'), accountName: 'Demo Builders Pty Ltd', accountNumber: '12345678', bsb: '064-000', code: 'REFUND' }]);
  });

  it('answers an empty list for a contact without accounts', async () => {
    const headers = await t.auth('owner');
    const contact = (await t.app.inject({ url: '/api/contact/user/' + oidOf('owner'), headers })).json().userContact;
    const res = await t.app.inject({ url: `/api/contact/${contact.customerNumber}/bank-details`, headers });
    expect(res.json()).toEqual({ bankAccounts: [] });
  });

  it("refuses another contact's accounts", async () => {
    const payer = (await t.app.inject({ url: '/api/contact/user/' + oidOf('payer'), headers: await t.auth('payer') })).json().userContact;
    const res = await t.app.inject({ url: `/api/contact/${payer.customerNumber}/bank-details`, headers: await t.auth('staff') });
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).not.toContain('12345678');
  });
});
