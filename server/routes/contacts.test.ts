import { expect, it } from 'vitest';
import { ORGS, contactIdOf, oidOf } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';

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
});
