import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { portal } from '../../generated/portal.gen.ts';
import { seedUuid } from '../seed/deterministic.ts';
import { oidOf } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';

describeApi('certifier claims', (t) => {
  const list = async (query = '') => t.app.inject({ url: `/api/certifierclaims${query}`, headers: await t.auth('certifier') });

  it('lists the claims in every status, newest claim date first, amounts in dollars', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { claims, recordCount } = res.json();
    expect(recordCount).toBe(5);
    expect(new Set(claims.map((c: { claimStatus: string }) => c.claimStatus))).toEqual(new Set(Object.keys(portal.certifierClaims.statuses)));
    const dates = claims.map((c: { dateClaimed: string }) => c.dateClaimed);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(claims[0]).toEqual({ claimId: seedUuid('claim:0'), claimNo: 'CL0900001', dateClaimed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), claimStatus: 'Draft', amount: 122.5 });
  });

  it('pages, sorts and searches on the server', async () => {
    const page = (await list('?pageSize=10&pageNumber=1&sortBy=amount&sortDescending=false')).json();
    const amounts = page.claims.map((c: { amount: number }) => c.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await list('?pageSize=10&pageNumber=2')).json()).toEqual({ claims: [], recordCount: 5 });
    const found = (await list('?searchTerm=cl0900003')).json();
    expect(found.recordCount).toBe(1);
    expect(found.claims[0].claimNo).toBe('CL0900003');
    expect((await list('?searchTerm=%25')).json().recordCount).toBe(0);
    expect((await list('?sortBy=password')).statusCode).toBe(400);
  });

  it('finds a claim by the status label its badge shows, as well as by the stored status', async () => {
    const label = portal.certifierClaims.statuses.PendingPayment.label;
    expect(label.toLowerCase()).not.toContain('pendingpayment');
    const byLabel = (await list(`?searchTerm=${encodeURIComponent(label.toUpperCase())}`)).json();
    expect(byLabel.claims.map((c: { claimStatus: string }) => c.claimStatus)).toEqual(['PendingPayment']);
    expect((await list('?searchTerm=pendingpayment')).json().recordCount).toBe(1);
  });

  it('shows one claim with a page of its sighting fees, newest sighting first', async () => {
    const res = await t.app.inject({ url: `/api/certifierclaims/${seedUuid('claim:2')}`, headers: await t.auth('certifier') });
    expect(res.statusCode).toBe(200);
    const { claim, recordCount } = res.json();
    expect(claim).toMatchObject({ claimId: seedUuid('claim:2'), claimNo: 'CL0900003', claimStatus: 'PendingPayment' });
    expect(recordCount).toBe(claim.sightingFees.length);
    expect(claim.sightingFees[0]).toEqual({
      sightingFeeId: expect.any(String), projectNumber: expect.any(String), developmentPermitNumber: expect.stringMatching(/^DA2024\//),
      dateSighted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), postcode: expect.any(String), suburb: expect.any(String), fee: 55,
    });
    const dates = claim.sightingFees.map((f: { dateSighted: string }) => f.dateSighted);
    expect(dates).toEqual([...dates].sort().reverse());
    const byFee = (await t.app.inject({ url: `/api/certifierclaims/${seedUuid('claim:2')}?sortBy=fee&sortDescending=true`, headers: await t.auth('certifier') })).json();
    expect(byFee.claim.sightingFees.map((f: { fee: number }) => f.fee)).toEqual([92.5, 80, 67.5, 55]);
    const searched = (await t.app.inject({ url: `/api/certifierclaims/${seedUuid('claim:2')}?searchTerm=DA2024/1021`, headers: await t.auth('certifier') })).json();
    expect(searched.recordCount).toBe(1);
  });

  it("never shows another organisation's claim, and refuses levy payers", async () => {
    const payer = await t.db.query<{ contact_id: string }>('SELECT contact_id FROM contacts WHERE external_object_id = $1', [oidOf('payer')]);
    const { rows } = await t.db.query<{ claim_id: string }>(
      `INSERT INTO certifier_claims (contact_id, date_claimed, claim_status, amount) VALUES ($1, '2025-01-01', 'Submitted', 100) RETURNING claim_id`,
      [payer.rows[0].contact_id],
    );
    expect((await t.app.inject({ url: `/api/certifierclaims/${rows[0].claim_id}`, headers: await t.auth('certifier') })).statusCode).toBe(404);
    expect((await list()).json().recordCount).toBe(5);
    await t.db.query('DELETE FROM certifier_claims WHERE claim_id = $1', [rows[0].claim_id]);

    const headers = await t.auth('payer');
    for (const url of ['/api/certifierclaims', `/api/certifierclaims/${seedUuid('claim:0')}`, '/api/document/certifiertemplate']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portal.messages.notAuthorisedPage);
    }
    expect((await t.app.inject({ url: '/api/certifierclaims/not-a-uuid', headers: await t.auth('certifier') })).statusCode).toBe(400);
  });

  it('serves the claim template: the four columns in order, behind a signed URL', async () => {
    const res = await t.app.inject({ url: '/api/document/certifiertemplate', headers: await t.auth('certifier') });
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ url: new URL(res.json().blobUri, 'http://x').pathname + new URL(res.json().blobUri, 'http://x').search });
    expect(file.statusCode).toBe(200);
    const text = file.body.replace(/^\uFEFF/, '');
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([portal.certifierClaims.csv.columns]);
  });

  it("gives the certifier's vendor bank account, and only their own", async () => {
    const headers = await t.auth('certifier');
    const contact = (await t.app.inject({ url: '/api/contact/user/' + oidOf('certifier'), headers })).json().userContact;
    const res = await t.app.inject({ url: `/api/contact/${contact.customerNumber}/vendor-bank-details`, headers });
    expect(res.json()).toEqual({ bankAccounts: [{ id: seedUuid('bank:certifier-vendor'), bsb: '124-001', accountNumber: '987654321', accountName: 'Sunshine Certification Services', code: 'VENDOR' }] });
    expect((await t.app.inject({ url: `/api/contact/${contact.customerNumber}/vendor-bank-details`, headers: await t.auth('payer') })).statusCode).toBe(403);
  });
});
