import { expect, it } from 'vitest';
import { fillMessage, WHOLE_FILE_ROW } from '../../engine/core/claim-csv.ts';
import { portal } from '../../generated/portal.gen.ts';
import { oidOf } from '../seed/people.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';
import { currentFormRecord, recordedForm } from '../test-support/form-record.ts';
import { CLAIM_ENDPOINT } from './certifier-claim-create.ts';

const { csv, messages } = portal.certifierClaims;
const header = csv.columns.join(',');

interface Sent {
  file?: { name: string; body: string | Uint8Array<ArrayBuffer>; type?: string };
  vendorNo?: string;
  bankAccount?: unknown;
  extraFile?: boolean;
}

async function submit(t: ApiContext, sent: Sent, user: 'certifier' | 'payer' = 'certifier') {
  const form = new FormData();
  if (sent.file) form.append('claimsFile', new Blob([sent.file.body], { type: sent.file.type ?? 'text/csv' }), sent.file.name);
  if (sent.extraFile) form.append('claimsFile', new Blob(['x'], { type: 'text/csv' }), 'second.csv');
  if (sent.vendorNo !== undefined) form.append('vendorNo', sent.vendorNo);
  if (sent.bankAccount !== undefined) form.append('bankAccount', typeof sent.bankAccount === 'string' ? sent.bankAccount : JSON.stringify(sent.bankAccount));
  return t.app.inject({ method: 'POST', url: '/api/certifierclaims/create', payload: form, headers: await t.auth(user) });
}

describeApi('certifier claim submission', (t) => {
  let vendorNo = '';
  const unclaimed: string[] = [];
  const claimCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM certifier_claims')).rows[0].n);
  const rowsOf = (res: { json(): { errors: { row: number; error: string }[] } }) => res.json().errors.map(({ row, error }) => ({ row, error }));

  it('finds the certifier and projects not yet claimed', async () => {
    const contact = (await t.app.inject({ url: '/api/contact/user/' + oidOf('certifier'), headers: await t.auth('certifier') })).json().userContact;
    vendorNo = contact.customerNumber;
    const { rows } = await t.db.query<{ project_number: string }>(
      `SELECT project_number FROM projects p WHERE status <> 'Draft' AND status <> ALL($1::text[]) AND NOT (record -> 'certifierClaimed' = 'true'::jsonb)
          AND NOT EXISTS (SELECT 1 FROM sighting_fees f WHERE f.project_number = p.project_number) ORDER BY project_number LIMIT 4`,
      [csv.unclaimableStatuses],
    );
    unclaimed.push(...rows.map((r) => r.project_number));
    expect(unclaimed).toHaveLength(4);
  });

  it('refuses a levy payer, and a vendor number that is not the caller', async () => {
    const file = { name: 'c.csv', body: `${header}\n${unclaimed[0]},DA1,1/2/2025,4000\n` };
    expect((await submit(t, { file, vendorNo }, 'payer')).statusCode).toBe(403);
    expect((await submit(t, { file, vendorNo: 'C9999999' })).statusCode).toBe(403);
    expect(await claimCount()).toBe(5);
  });

  it('refuses a request that is not multipart, without a file, with two files, a wrong type or over 10 MB', async () => {
    const headers = await t.auth('certifier');
    expect((await t.app.inject({ method: 'POST', url: '/api/certifierclaims/create', payload: { vendorNo }, headers })).statusCode).toBe(400);
    const noFile = await submit(t, { vendorNo });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors.map((e: { path: string }) => e.path)).toContain('/claimsFile');
    const two = await submit(t, { vendorNo, file: { name: 'a.csv', body: header }, extraFile: true });
    expect(two.json().errors).toEqual([{ path: '/claimsFile', message: expect.any(String) }]);
    const wrongType = await submit(t, { vendorNo, file: { name: 'claims.xlsx', body: 'PK\u0003\u0004', type: 'application/zip' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual([{ path: '/claimsFile/0/fileName', message: expect.any(String) }]);
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(65);
    const oversize = await submit(t, { vendorNo, file: { name: 'big.csv', body: big } });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().errors).toEqual([{ path: '/claimsFile/0/sizeBytes', message: expect.any(String) }]);
    // Just under the limit: read whole (blank lines are skipped), then checked row by row.
    const padding = ' \n'.repeat((10 * 1024 * 1024 - 200) / 2);
    const nearLimit = await submit(t, { vendorNo, file: { name: 'big.csv', body: `${header}\nLV9999999,DA1,1/2/2025,4000\n${padding}` } });
    expect(nearLimit.statusCode).toBe(400);
    expect(rowsOf(nearLimit)).toEqual([{ row: 2, error: fillMessage(csv.messages.projectNotFound, { projectNumber: 'LV9999999' }) }]);
    expect(await claimCount()).toBe(5);
  });

  it('refuses bad bank details: malformed JSON, invalid new details, an account not held', async () => {
    const file = { name: 'c.csv', body: `${header}\n${unclaimed[0]},DA1,1/2/2025,4000\n` };
    expect((await submit(t, { file, vendorNo, bankAccount: '{oops' })).statusCode).toBe(400);
    const invalid = await submit(t, { file, vendorNo, bankAccount: { option: 'New', bsb: '12' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['/bankAccount/accountName', '/bankAccount/accountNumber', '/bankAccount/bsb']);
    const foreign = await submit(t, { file, vendorNo, bankAccount: { option: 'UseExisting', id: '00000000-0000-4000-8000-000000000000' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('/bankAccount/id');
    expect(await claimCount()).toBe(5);
  });

  it('re-runs every CSV check on the file itself, grouped by row number plus 2', async () => {
    const empty = await submit(t, { vendorNo, file: { name: 'c.csv', body: '' } });
    expect(empty.json()).toMatchObject({ success: false, claimNo: null, message: messages.resultFailed });
    expect(rowsOf(empty)).toEqual([{ row: WHOLE_FILE_ROW, error: csv.messages.noData }]);
    const headers = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${csv.columns.slice(0, 3).join(',')},Notes\nx,y,z,w\n` } });
    expect(rowsOf(headers)).toEqual([
      { row: 1, error: fillMessage(csv.messages.missingHeaders, { headers: csv.columns[3] }) },
      { row: 1, error: fillMessage(csv.messages.extraHeaders, { headers: 'Notes' }) },
    ]);
    const rows = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${header}\n${unclaimed[0]},,2025-02-01,4000\n\n,DA2,1/2/2025,\n` } });
    expect(rowsOf(rows)).toEqual([
      { row: 2, error: fillMessage(csv.messages.missingColumn, { column: csv.columns[1] }) },
      { row: 2, error: fillMessage(csv.messages.dateFormat, { value: '2025-02-01' }) },
      { row: 4, error: fillMessage(csv.messages.missingColumn, { column: csv.columns[0] }) },
      { row: 4, error: fillMessage(csv.messages.missingColumn, { column: csv.columns[3] }) },
    ]);
    const many = Array.from({ length: 30 }, () => 'x,y,bad,4000').join('\n');
    const capped = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${header}\n${many}\n` } });
    expect(new Set(rowsOf(capped).map((e: { row: number }) => e.row)).size).toBe(csv.maxErrorGroups);
    expect(capped.json().moreErrors).toBe(true);
    expect(await claimCount()).toBe(5);
  });

  it('refuses unknown, already claimed and repeated projects, storing nothing', async () => {
    const claimed = (await t.db.query<{ project_number: string }>('SELECT project_number FROM sighting_fees LIMIT 1')).rows[0].project_number;
    const body = `${header}\nLV9999999,DA1,1/2/2025,4000\n${claimed},DA2,1/2/2025,4000\n${unclaimed[0]},DA3,1/2/2025,4000\n${unclaimed[0]},DA4,2/2/2025,4000\n`;
    const res = await submit(t, { vendorNo, file: { name: 'c.csv', body } });
    expect(res.statusCode).toBe(400);
    expect(rowsOf(res)).toEqual([
      { row: 2, error: fillMessage(csv.messages.projectNotFound, { projectNumber: 'LV9999999' }) },
      { row: 3, error: fillMessage(csv.messages.projectAlreadyClaimed, { projectNumber: claimed }) },
      { row: 5, error: fillMessage(csv.messages.projectRepeated, { projectNumber: unclaimed[0] }) },
    ]);
    expect(await claimCount()).toBe(5);
  });

  it('refuses a project whose notification no longer stands (cancelled), storing nothing', async () => {
    const { rows } = await t.db.query<{ project_number: string }>(
      `SELECT project_number FROM projects p WHERE status = ANY($1::text[]) AND NOT (record -> 'certifierClaimed' = 'true'::jsonb)
          AND NOT EXISTS (SELECT 1 FROM sighting_fees f WHERE f.project_number = p.project_number) ORDER BY project_number LIMIT 1`,
      [csv.unclaimableStatuses],
    );
    const cancelled = rows[0].project_number;
    const res = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${header}\n${cancelled},DA1,1/2/2025,4000\n` } });
    expect(res.statusCode).toBe(400);
    expect(rowsOf(res)).toEqual([{ row: 2, error: fillMessage(csv.messages.projectNotClaimable, { projectNumber: cancelled }) }]);
    expect(await claimCount()).toBe(5);
  });

  it('refuses malicious files: formula cells name no project, binary content fails the checks, never a 500', async () => {
    const body = `${header}\n=HYPERLINK("http://evil"),@SUM(1),1/2/2025,4000\n"${unclaimed[0]}\u0000","=cmd|' /C calc'!A0",1/2/2025,+4000\n`;
    const res = await submit(t, { vendorNo, file: { name: 'evil.csv', body } });
    expect(res.statusCode).toBe(400);
    expect(rowsOf(res)).toEqual([{ row: 3, error: fillMessage(csv.messages.postcodeFormat, { value: '+4000' }) }]);
    // Once the file's own checks pass, the formula cell names no project.
    const formulaOnly = await submit(t, { vendorNo, file: { name: 'evil.csv', body: `${header}\n=HYPERLINK("http://evil"),@SUM(1),1/2/2025,4000\n` } });
    expect(rowsOf(formulaOnly)).toEqual([{ row: 2, error: fillMessage(csv.messages.projectNotFound, { projectNumber: '=HYPERLINK("http://evil")' }) }]);
    const binary = await submit(t, { vendorNo, file: { name: 'evil.csv', body: new Uint8Array([0, 255, 254, 10, 0, 1, 2]) } });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().success).toBe(false);
  });

  it('stores a good claim with all its fees and the new vendor account in one go, answering the claim number', async () => {
    const body = `\uFEFF${header}\r\n${unclaimed[1]},DA2025/1,1/2/2025,4000\r\n${unclaimed[2]},"DA2025/2",28/02/2025,4101\r\n`;
    const bankAccount = { option: 'New', bsb: '064-111', accountNumber: '11 22 33', accountName: 'New Certifier Account' };
    const res = await submit(t, { vendorNo, file: { name: 'Claims.CSV', body, type: 'application/vnd.ms-excel' }, bankAccount });
    expect(res.statusCode).toBe(200);
    const { success, claimNo, errors } = res.json();
    expect({ success, errors }).toEqual({ success: true, errors: [] });
    expect(claimNo).toMatch(/^CL\d{7}$/);
    const stored = await t.db.query<{ claim_id: string; claim_status: string; amount: number; fees: number }>(
      `SELECT c.claim_id, c.claim_status, c.amount, (SELECT count(*) FROM sighting_fees f WHERE f.claim_id = c.claim_id) AS fees FROM certifier_claims c WHERE claim_no = $1`,
      [claimNo],
    );
    const { claim_id: claimId, ...claim } = stored.rows[0];
    expect(await recordedForm(t, 'certifier_claims', claimId)).toEqual(await currentFormRecord(t, 'POST', CLAIM_ENDPOINT));
    expect(claim).toEqual({ claim_status: portal.certifierClaims.newClaimStatus, amount: 2 * portal.certifierClaims.sightingFeeCents, fees: 2 });
    const fee = await t.db.query<{ date_sighted: string; suburb: string | null }>('SELECT date_sighted, suburb FROM sighting_fees WHERE project_number = $1', [unclaimed[2]]);
    expect(fee.rows[0].date_sighted).toBe('2025-02-28');
    expect(fee.rows[0].suburb).toEqual(expect.any(String));
    const vendor = await t.db.query('SELECT bsb, account_number, account_name FROM bank_accounts b JOIN contacts c USING (contact_id) WHERE c.customer_number = $1 AND code = $2', [vendorNo, 'VENDOR']);
    expect(vendor.rows).toEqual([{ bsb: '064-111', account_number: '112233', account_name: 'New Certifier Account' }]);

    const again = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${header}\n${unclaimed[1]},DA9,1/2/2025,4000\n` } });
    expect(rowsOf(again)).toEqual([{ row: 2, error: fillMessage(csv.messages.projectAlreadyClaimed, { projectNumber: unclaimed[1] }) }]);
    const list = (await t.app.inject({ url: '/api/certifierclaims', headers: await t.auth('certifier') })).json();
    expect(list.recordCount).toBe(6);
  });

  it('uses the vendor account held when no bank details are sent', async () => {
    const res = await submit(t, { vendorNo, file: { name: 'c.csv', body: `${header}\n${unclaimed[3]},DA7,3/3/2025,4000\n` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});
