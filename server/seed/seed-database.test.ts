import { expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { describeEachDatabase } from '../test-support/databases.ts';
import { isAbn as isValidAbn } from '../../engine/core/formats.ts';
import { CLAIM_STATUSES, TRANSACTION_STATUSES } from './finance-data.ts';
import { ORGS, contactIdOf } from './people.ts';
import { COMPLETED_STATUSES, CURRENT_STATUSES } from './projects-data.ts';
import { seedDatabase } from './seed-database.ts';

const TODAY = '2025-06-15';
const COUNTED = ['identity_accounts', 'contacts', 'organisations', 'portal_roles', 'projects', 'transactions', 'complex_changes', 'certifier_claims', 'sighting_fees', 'lookups', 'abn_register', 'addresses', 'bank_accounts'];

describeEachDatabase('seedDatabase', (t) => {
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(COUNTED.map(async (table) => [table, (await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n])),
    );

  it('seeds the demo accounts with the demo password', async () => {
    await seedDatabase(t.db, { today: TODAY });
    const { rows } = await t.db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM identity_accounts ORDER BY email');
    expect(rows.map((r) => r.email)).toEqual(['analyst@example.com', 'certifier@example.com', 'new-certifier@example.com', 'new@example.com', 'owner@example.com', 'payer@example.com', 'staff@example.com', 'tester@example.com']);
    const studio = await t.db.query<{ email: string; roles: string[] }>("SELECT email, roles FROM identity_accounts WHERE roles <> '{}' ORDER BY email");
    expect(studio.rows).toEqual([{ email: 'analyst@example.com', roles: ['analyst'] }, { email: 'tester@example.com', roles: ['tester'] }]);
    expect(await verifyPassword('demo-password', rows[0].password_hash)).toBe(true);
    const roles = await t.db.query<{ email_address: string; admin: boolean; active: boolean; contact_type: string; organisation_id: string | null }>(
      `SELECT c.email_address, c.contact_type, c.organisation_id, r.admin, r.active FROM contacts c JOIN portal_roles r USING (contact_id)
       WHERE c.external_object_id IS NOT NULL ORDER BY c.email_address`,
    );
    expect(roles.rows).toEqual([
      { email_address: 'certifier@example.com', contact_type: 'Certifier', organisation_id: ORGS.certifierOrg.organisation_id, admin: true, active: true },
      { email_address: 'owner@example.com', contact_type: 'LevyPayer', organisation_id: null, admin: false, active: true },
      { email_address: 'payer@example.com', contact_type: 'LevyPayer', organisation_id: ORGS.demoBuilders.organisation_id, admin: true, active: true },
      { email_address: 'staff@example.com', contact_type: 'LevyPayer', organisation_id: ORGS.demoBuilders.organisation_id, admin: false, active: true },
    ]);
  });

  it('gives the payer organisation projects in every status, 25+ current and 10+ completed', async () => {
    const { rows } = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*) AS n FROM projects WHERE levy_payer_organisation_id = $1 GROUP BY status',
      [ORGS.demoBuilders.organisation_id],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const s of [...CURRENT_STATUSES, ...COMPLETED_STATUSES]) expect(by[s], s).toBeGreaterThan(0);
    const sum = (list: readonly string[]) => list.reduce((a, s) => a + (by[s] ?? 0), 0);
    expect(sum(CURRENT_STATUSES)).toBeGreaterThanOrEqual(25);
    expect(sum(COMPLETED_STATUSES)).toBeGreaterThanOrEqual(10);
    const dates = await t.db.query<{ past: number; future: number }>(
      `SELECT count(*) FILTER (WHERE estimated_start_date < $1) AS past, count(*) FILTER (WHERE estimated_start_date > $1) AS future FROM projects`,
      [TODAY],
    );
    expect(dates.rows[0].past).toBeGreaterThan(0);
    expect(dates.rows[0].future).toBeGreaterThan(0);
  });

  it('computes levies at 0.575 % of the leviable cost', async () => {
    const { rows } = await t.db.query<{ record: Record<string, number> }>('SELECT record FROM projects');
    for (const { record: r } of rows) {
      const base = r.totalCostOfWork - r.feasibilityStudies - r.environmentalImpactStudies;
      expect(r.portableLongServiceLeaveLevy).toBe(Math.round((base * 35) / 10000));
      expect(r.totalLevyPayable).toBe(r.portableLongServiceLeaveLevy + r.constructionSkillsQueenslandLevy + r.workHealthAndSafetyLevy);
    }
  });

  it('has invoices and credit notes in every status, claims in every status, bank accounts', async () => {
    const tx = await t.db.query<{ transaction_type: string; transaction_status: string }>('SELECT transaction_type, transaction_status FROM transactions');
    for (const type of ['Invoice', 'CreditNote']) {
      expect(new Set(tx.rows.filter((r) => r.transaction_type === type).map((r) => r.transaction_status))).toEqual(new Set(TRANSACTION_STATUSES));
    }
    const claims = await t.db.query<{ claim_status: string; fees: number; amount: number; total: number }>(
      `SELECT c.claim_status, c.amount, count(f.*) AS fees, sum(f.fee) AS total FROM certifier_claims c JOIN sighting_fees f USING (claim_id) GROUP BY c.claim_id`,
    );
    expect(new Set(claims.rows.map((r) => r.claim_status))).toEqual(new Set(CLAIM_STATUSES));
    for (const c of claims.rows) expect(c.total).toBe(c.amount);
    const banks = await t.db.query<{ contact_id: string; code: string }>('SELECT contact_id, code FROM bank_accounts ORDER BY code');
    expect(banks.rows).toEqual([
      { contact_id: contactIdOf('payer'), code: 'REFUND' },
      { contact_id: contactIdOf('certifier'), code: 'VENDOR' },
    ]);
  });

  it('seeds payable invoices the card sandbox approves (whole dollars owing), but INV0900003, kept declining', async () => {
    const { rows } = await t.db.query<{ invoice_no: string; amount_owing: number }>(
      `SELECT invoice_no, amount_owing FROM transactions WHERE transaction_type = 'Invoice' AND transaction_status IN ('PendingPayment', 'Overdue', 'Applied') ORDER BY invoice_no`,
    );
    expect(rows.map((row) => row.invoice_no)).toEqual(['INV0900003', 'INV0900005', 'INV0900007']);
    expect(rows.map((row) => Number(row.amount_owing) % 100 === 0)).toEqual([false, true, true]);
  });

  it('has checksum-valid ABNs covering the lookup outcomes, and lookups with questions', async () => {
    const { rows } = await t.db.query<{ abn: string; entity_type_code: string; has_org: boolean }>(
      `SELECT a.abn, a.entity_type_code, EXISTS (SELECT 1 FROM organisations o WHERE o.abn = a.abn) AS has_org FROM abn_register a`,
    );
    for (const r of rows) expect(isValidAbn(r.abn), r.abn).toBe(true);
    expect(rows.some((r) => r.entity_type_code === 'IND' && !r.has_org)).toBe(true);
    expect(rows.some((r) => r.entity_type_code !== 'IND' && !r.has_org)).toBe(true);
    expect(rows.some((r) => r.has_org)).toBe(true);
    expect(isValidAbn(ORGS.demoBuilders.abn)).toBe(true);
    const other = await t.db.query(`SELECT * FROM lookups WHERE type = 0 AND name = 'OTHER'`);
    expect(other.rows).toHaveLength(1);
    const q = await t.db.query<{ required: boolean }>('SELECT required FROM description_of_work_questions');
    expect(new Set(q.rows.map((r) => r.required))).toEqual(new Set([true, false]));
    const addresses = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM addresses');
    expect(addresses.rows[0].n).toBeGreaterThanOrEqual(200);
  });

  it('is idempotent', async () => {
    const before = await counts();
    const projects = await t.db.query('SELECT project_id, record FROM projects ORDER BY project_id');
    await seedDatabase(t.db, { today: TODAY });
    expect(await counts()).toEqual(before);
    expect((await t.db.query('SELECT project_id, record FROM projects ORDER BY project_id')).rows).toEqual(projects.rows);
  });
});
