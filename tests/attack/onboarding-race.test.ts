/**
 * Fault 5: 20 new users onboarding with one unclaimed ABN at once created 10 organisations with 10
 * admins on PostgreSQL (check, then insert). The ABN is unique now: exactly one organisation with
 * one admin; every other onboarding joins it as a member awaiting activation.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ABNS } from '../../server/seed/people.ts';
import { describeApi, type ApiContext } from '../../server/test-support/api.ts';

const address = { addressLine1: '12 Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' };
const company = { abn: ABNS.coralCoast, entityName: 'CORAL COAST CONSTRUCTIONS PTY LTD', tradingName: 'Coral Coast Constructions', entityType: 'Registeredcompany', phoneNo: '07 3100 1234', email: 'office@coralcoast.example.com', postalAddress: address };

async function registeredNewcomer(t: ApiContext) {
  const oid = randomUUID();
  const email = `${oid.slice(0, 8)}@example.com`;
  await t.db.query(`INSERT INTO identity_accounts (oid, email, password_hash) VALUES ($1, $2, 'x')`, [oid, email]);
  const headers = { authorization: `Bearer ${await t.issuer.issue({ oid, email, given_name: 'Rae', family_name: 'Racer' })}` };
  const res = await t.app.inject({ method: 'POST', url: '/api/contact/register', headers, payload: { emailAddress: email, externalObjectId: oid } });
  expect(res.statusCode).toBe(200);
  return { email, headers };
}

describeApi('attack: onboarding race on one unclaimed ABN', (t) => {
  it('creates one organisation with one admin from 20 concurrent onboardings; the rest join inactive', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => registeredNewcomer(t)));
    const contact = (email: string) => ({ contactType: 'LevyPayer', firstName: 'Rae', lastName: 'Racer', emailAddress: email, mobilePhone: '0411 123 123', postalAddress: address, emailConsent: true });
    const answers = await Promise.all(
      users.map((user) => t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contact(user.email), organisation: company } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const orgs = await t.db.query<{ id: string }>(`SELECT organisation_id AS id FROM organisations WHERE replace(abn, ' ', '') = $1`, [ABNS.coralCoast.replace(/\s+/g, '')]);
    expect(orgs.rows).toHaveLength(1);
    const roles = await t.db.query<{ admin: boolean; active: boolean }>('SELECT admin, active FROM portal_roles WHERE organisation_id = $1', [orgs.rows[0].id]);
    expect(roles.rows.filter((r) => r.admin && r.active)).toHaveLength(1);
    expect(roles.rows.filter((r) => !r.admin && !r.active)).toHaveLength(19);
  });

  it('refuses a second organisation with an ABN already registered, spaces or not', async () => {
    await expect(t.db.query(`INSERT INTO organisations (abn, org_name) VALUES ($1, 'Copy')`, [ABNS.coralCoast.replace(/(\d{2})(\d{3})/, '$1 $2 ')])).rejects.toThrow();
  });
});
