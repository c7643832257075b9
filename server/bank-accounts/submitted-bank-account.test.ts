import { expect, it } from 'vitest';
import { contactIdOf } from '../seed/people.ts';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi } from '../test-support/api.ts';
import { compileTestChangeForm, TEST_CHANGE_ENDPOINT } from '../test-support/test-change-form.ts';
import { NOT_YOUR_ACCOUNT } from './submitted-bank-account.ts';

const project = seedUuid('project:payer:5');

describeApi(
  'bank details carried by a complex change (submit.bankAccount)',
  (t) => {
    const accounts = async (who: 'payer' | 'staff') =>
      (await t.db.query('SELECT bsb, account_number, account_name, code FROM bank_accounts WHERE contact_id = $1 ORDER BY code', [contactIdOf(who)])).rows;
    const submit = async (bank: unknown, who: 'payer' | 'staff' = 'payer') =>
      t.app.inject({ method: 'POST', url: TEST_CHANGE_ENDPOINT, headers: await t.auth(who), payload: { testChange: { projectId: project, reason: 'Refund please', bank } } });

    it("accepts the contact's own existing account and changes nothing", async () => {
      const before = await accounts('payer');
      const res = await submit({ option: 'UseExisting', id: seedUuid('bank:payer-refund') });
      expect(res.statusCode, res.body).toBe(200);
      expect(await accounts('payer')).toEqual(before);
    });

    it("refuses another contact's account, or an account of another code, and stores no change", async () => {
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM complex_changes')).rows[0].n;
      const before = await count();
      for (const id of [seedUuid('bank:certifier-vendor'), seedUuid('bank:payer-refund')]) {
        const res = await submit({ option: 'UseExisting', id }, id === seedUuid('bank:payer-refund') ? 'staff' : 'payer');
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: '/bank/id', message: NOT_YOUR_ACCOUNT }]);
      }
      expect(await count()).toBe(before);
    });

    it('stores new details as the REFUND account: replacing the one held, or adding one', async () => {
      expect((await submit({ option: 'New', bsb: '123-456', accountNumber: '1234 5678', accountName: ' New Refund Name ' })).statusCode).toBe(200);
      expect(await accounts('payer')).toEqual([{ bsb: '123-456', account_number: '12345678', account_name: 'New Refund Name', code: 'REFUND' }]);
      expect(await accounts('staff')).toEqual([]);
      expect((await submit({ option: 'New', bsb: '111-222', accountNumber: '99', accountName: 'Staff Refund' }, 'staff')).statusCode).toBe(200);
      expect(await accounts('staff')).toEqual([{ bsb: '111-222', account_number: '99', account_name: 'Staff Refund', code: 'REFUND' }]);
    });
  },
  { forms: [compileTestChangeForm()] },
);
