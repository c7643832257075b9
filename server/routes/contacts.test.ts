import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ORGS, contactIdOf, oidOf } from '../seed/people.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';

/** A signed-up account's tokens: names as the provider vouches for them, issued at `issuedAt` (seconds). */
async function account(t: ApiContext) {
  const oid = randomUUID();
  const email = `${oid.slice(0, 8)}@example.com`;
  // Signed up at the embedded provider: its directory knows the account.
  await t.db.query(`INSERT INTO identity_accounts (oid, email, password_hash) VALUES ($1, $2, 'x')`, [oid, email]);
  const headers = async (names: { given_name?: string; family_name?: string }, issuedAt: number) => ({
    authorization: `Bearer ${await t.issuer.issue({ oid, email, ...names }, { issuedAt })}`,
  });
  const contact = async (names: { given_name?: string; family_name?: string }, issuedAt: number) => {
    const res = await t.app.inject({ url: `/api/contact/user/${oid}`, headers: await headers(names, issuedAt) });
    expect(res.statusCode).toBe(200);
    return res.json().userContact as { firstName: string; lastName: string };
  };
  const register = async (names: { given_name?: string; family_name?: string }, issuedAt: number) =>
    t.app.inject({ method: 'POST', url: '/api/contact/register', headers: await headers(names, issuedAt), payload: { emailAddress: email, externalObjectId: oid } });
  return { oid, contact, register };
}

describeApi('contacts and portal roles', (t) => {
  it('returns the caller own contact', async () => {
    const res = await t.app.inject({ url: `/api/contact/user/${oidOf('payer')}`, headers: await t.auth('payer') });
    expect(res.statusCode).toBe(200);
    expect(res.json().userContact).toMatchObject({
      contactId: contactIdOf('payer'),
      customerNumber: 'C0000101',
      firstName: 'Priya',
      lastName: 'Patel',
      contactType: 'LevyPayer',
      organisationId: ORGS.demoBuilders.organisation_id,
      emailAddress: 'payer@example.com',
      addressDetail: { addressLine1: 'Level 4, 120 Edward Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
    });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ url: `/api/contact/user/${oidOf('payer')}` });
    expect(res.statusCode).toBe(401);
  });

  it("refuses another user's contact", async () => {
    const res = await t.app.inject({ url: `/api/contact/user/${oidOf('payer')}`, headers: await t.auth('staff') });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an account that has not onboarded', async () => {
    const res = await t.app.inject({ url: `/api/contact/user/${oidOf('new')}`, headers: await t.auth('new') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('lists the caller own portal roles', async () => {
    const res = await t.app.inject({ url: `/api/portalroles?contactId=${contactIdOf('staff')}`, headers: await t.auth('staff') });
    expect(res.statusCode).toBe(200);
    expect(res.json().portalRoles).toEqual([
      expect.objectContaining({ contactId: contactIdOf('staff'), organisationId: ORGS.demoBuilders.organisation_id, admin: false, user: true, active: true }),
    ]);
  });

  it("lists the organisation's users, sorted by last name, for its members only", async () => {
    const res = await t.app.inject({ url: `/api/portalroles?organisationId=${ORGS.demoBuilders.organisation_id}`, headers: await t.auth('payer') });
    expect(res.json().portalRoles.map((r: { lastName: string; active: boolean }) => [r.lastName, r.active])).toEqual([
      ['Fielding', false],
      ['Nguyen', true],
      ['Patel', true],
    ]);
    const other = await t.app.inject({ url: `/api/portalroles?organisationId=${ORGS.demoBuilders.organisation_id}`, headers: await t.auth('certifier') });
    expect(other.statusCode).toBe(403);
  });

  it("refuses another contact's portal roles and bad ids", async () => {
    const res = await t.app.inject({ url: `/api/portalroles?contactId=${contactIdOf('payer')}`, headers: await t.auth('staff') });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/portalroles?contactId=not-a-uuid', headers: await t.auth('staff') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/contactId');
    const none = await t.app.inject({ url: '/api/portalroles', headers: await t.auth('staff') });
    expect(none.statusCode).toBe(400);
    const noAuth = await t.app.inject({ url: `/api/portalroles?contactId=${contactIdOf('staff')}` });
    expect(noAuth.statusCode).toBe(401);
  });

  it('gives a not-onboarded account no portal roles access', async () => {
    const res = await t.app.inject({ url: `/api/portalroles?contactId=${contactIdOf('payer')}`, headers: await t.auth('new') });
    expect(res.statusCode).toBe(403);
  });

  it('takes the names a newer token vouches for (a profile edit at the provider), never an older token\'s', async () => {
    const now = Math.floor(Date.now() / 1000);
    const carla = await account(t);
    expect((await carla.register({ given_name: 'Carla', family_name: 'Cruz' }, now - 60)).statusCode).toBe(200);
    expect(await carla.contact({ given_name: 'Carla', family_name: 'Cruz' }, now - 50)).toMatchObject({ firstName: 'Carla', lastName: 'Cruz' });

    // Back from the profile edit flow: new tokens carry the new names.
    expect(await carla.contact({ given_name: 'Carla3', family_name: 'Cruz-Lee' }, now - 40)).toMatchObject({ firstName: 'Carla3', lastName: 'Cruz-Lee' });
    // Another tab's token from before the edit, still valid, does not put the old names back.
    expect(await carla.contact({ given_name: 'Carla', family_name: 'Cruz' }, now - 45)).toMatchObject({ firstName: 'Carla3', lastName: 'Cruz-Lee' });
    // Signing in again (registration is idempotent) keeps them too, and takes newer ones.
    expect((await carla.register({ given_name: 'Carla', family_name: 'Cruz' }, now - 50)).json().userContact).toMatchObject({ firstName: 'Carla3', lastName: 'Cruz-Lee' });
    expect((await carla.register({ given_name: 'Carla4', family_name: 'Cruz-Lee' }, now - 30)).json().userContact).toMatchObject({ firstName: 'Carla4', lastName: 'Cruz-Lee' });
  });

  it("keeps a stored name where the token's breaks the name rules (1 to 150 characters) or is absent", async () => {
    const now = Math.floor(Date.now() / 1000);
    const dana = await account(t);
    await dana.register({ given_name: 'Dana', family_name: 'Dale' }, now - 60);
    expect(await dana.contact({ given_name: 'D'.repeat(151), family_name: 'Dale' }, now - 50)).toMatchObject({ firstName: 'Dana', lastName: 'Dale' });
    expect(await dana.contact({ given_name: '   ', family_name: '  Dale-Smith ' }, now - 40)).toMatchObject({ firstName: 'Dana', lastName: 'Dale-Smith' });
    expect(await dana.contact({ family_name: 'Dale-Smith' }, now - 30)).toMatchObject({ firstName: 'Dana', lastName: 'Dale-Smith' });
    expect(await dana.contact({ given_name: 'D'.repeat(150) }, now - 20)).toMatchObject({ firstName: 'D'.repeat(150), lastName: 'Dale-Smith' });
  });

  it("changes no other contact's names", async () => {
    const res = await t.app.inject({ url: `/api/contact/user/${oidOf('payer')}`, headers: await t.auth('payer') });
    expect(res.json().userContact).toMatchObject({ firstName: 'Priya', lastName: 'Patel' });
    const other = await t.app.inject({
      url: `/api/contact/user/${oidOf('payer')}`,
      headers: { authorization: `Bearer ${await t.issuer.issue({ oid: oidOf('staff'), given_name: 'Mallory' })}` },
    });
    expect(other.statusCode).toBe(403);
    const { rows } = await t.db.query('SELECT first_name AS "firstName" FROM contacts WHERE contact_id = $1', [contactIdOf('staff')]);
    expect(rows[0]).toEqual({ firstName: 'Sam' });
    const again = await t.app.inject({ url: `/api/contact/user/${oidOf('payer')}`, headers: await t.auth('payer') });
    expect(again.json().userContact).toMatchObject({ firstName: 'Priya', lastName: 'Patel' });
  });
});
