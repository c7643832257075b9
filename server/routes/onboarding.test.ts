import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ABNS, ORGS, oidOf } from '../seed/people.ts';
import { nextValidAbn } from '../seed/abn.ts';
import { lookUpAbn } from '../db/queries/abn-lookup.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';
import { recordedForm } from '../test-support/form-record.ts';
import { catalogWith } from '../test-support/test-catalog.ts';
import { compileTestOnboardingForm, TEST_ONBOARDING_MESSAGES } from '../test-support/test-onboarding-form.ts';

const onboardingForm = compileTestOnboardingForm();

const address = { addressLine1: '12 Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' };
const company = {
  abn: ABNS.coralCoast,
  entityName: 'CORAL COAST CONSTRUCTIONS PTY LTD',
  tradingName: 'Coral Coast Constructions',
  entityType: 'Registeredcompany',
  phoneNo: '07 3100 1234',
  email: 'office@coralcoast.example.com',
  postalAddress: address,
};

/** A brand-new identity: a token for a fresh oid, as after a first sign-up. */
async function freshUser(t: ApiContext, given = 'Fay', family = 'Fresh') {
  const oid = randomUUID();
  const email = `${oid.slice(0, 8)}@example.com`;
  // Signed up at the embedded provider: its directory knows the account.
  await t.db.query(`INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, 'x', $3, $4)`, [oid, email, given, family]);
  const token = await t.issuer.issue({ oid, email, given_name: given, family_name: family });
  return { oid, email, headers: { authorization: `Bearer ${token}` } };
}

function contactOf(email: string, contactType: string, extra: Record<string, unknown> = {}) {
  return { contactType, firstName: 'Fay', lastName: 'Fresh', emailAddress: email, mobilePhone: '0411 123 123', postalAddress: address, emailConsent: true, ...extra };
}

async function register(t: ApiContext, user: Awaited<ReturnType<typeof freshUser>>) {
  return t.app.inject({ method: 'POST', url: '/api/contact/register', headers: user.headers, payload: { emailAddress: user.email, externalObjectId: user.oid } });
}

async function rolesOf(t: ApiContext, contactId: string) {
  const { rows } = await t.db.query(`SELECT organisation_id AS "organisationId", admin, company, "user", active FROM portal_roles WHERE contact_id = $1`, [contactId]);
  return rows;
}

describeApi('registration and onboarding', (t) => {
  it('registers the signed-in identity once, with the email and names from the token', async () => {
    const user = await freshUser(t);
    const first = await register(t, user);
    expect(first.statusCode).toBe(200);
    expect(first.json().userContact).toMatchObject({ firstName: 'Fay', lastName: 'Fresh', emailAddress: user.email, contactType: null, externalObjectId: user.oid });
    const again = await register(t, user);
    expect(again.json().userContact.contactId).toBe(first.json().userContact.contactId);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM contacts WHERE external_object_id = $1', [user.oid]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('never registers another identity', async () => {
    const user = await freshUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/register', headers: user.headers, payload: { emailAddress: 'x@example.com', externalObjectId: randomUUID() } });
    expect(res.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/contact/register', payload: { externalObjectId: user.oid } });
    expect(none.statusCode).toBe(401);
  });

  it('onboards a levy payer without a company with a personal portal role', async () => {
    const user = await freshUser(t);
    const contactId = (await register(t, user)).json().userContact.contactId;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'LevyPayer', { emailConsent: false }), organisation: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userContact).toMatchObject({ contactType: 'LevyPayer', organisationId: null, mobilePhone: '0411 123 123', emailConsent: false, addressDetail: address });
    expect(await rolesOf(t, contactId)).toEqual([{ organisationId: null, admin: false, company: false, user: true, active: true }]);
    // Checked with the form that submits here, as built: no revision of it was published.
    expect(await recordedForm(t, 'contacts', contactId)).toEqual({ form_id: onboardingForm.manifest.id, form_version: onboardingForm.manifest.version, form_revision: null, form_hash: null });
  });

  it('onboards a levy payer with a new company as its active admin, in one go', async () => {
    const user = await freshUser(t);
    const contactId = (await register(t, user)).json().userContact.contactId;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'LevyPayer'), organisation: company } });
    expect(res.statusCode).toBe(200);
    const organisationId = res.json().userContact.organisationId as string;
    const { rows } = await t.db.query(`SELECT abn, org_name AS "orgName", trading_name AS "tradingName", entity_type AS "entityType", address_detail AS "addressDetail" FROM organisations WHERE organisation_id = $1`, [organisationId]);
    expect(rows[0]).toEqual({ abn: ABNS.coralCoast, orgName: company.entityName, tradingName: company.tradingName, entityType: 'Registeredcompany', addressDetail: address });
    expect(await rolesOf(t, contactId)).toEqual([{ organisationId, admin: true, company: true, user: true, active: true }]);

    const twice = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'LevyPayer'), organisation: null } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account has already completed registration and onboarding.');
    expect(await rolesOf(t, contactId)).toHaveLength(1);
  });

  it('onboards a certifier (company forced) and joins a known organisation inactive until its admin activates them', async () => {
    const user = await freshUser(t);
    const contactId = (await register(t, user)).json().userContact.contactId;
    const organisation = { ...company, abn: ORGS.certifierOrg.abn, entityName: ORGS.certifierOrg.org_name, tradingName: ORGS.certifierOrg.trading_name };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/onboard',
      headers: user.headers,
      payload: { contact: contactOf(user.email, 'Certifier', { certifierLicenceNumber: 'A7654321' }), organisation },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userContact).toMatchObject({ contactType: 'Certifier', organisationId: ORGS.certifierOrg.organisation_id, certifierLicenceNumber: 'A7654321' });
    expect(await rolesOf(t, contactId)).toEqual([{ organisationId: ORGS.certifierOrg.organisation_id, admin: false, company: false, user: true, active: false }]);
  });

  it('refuses a certifier without a company or licence with the messages of the form that submits here, saving nothing', async () => {
    const user = await freshUser(t);
    const contactId = (await register(t, user)).json().userContact.contactId;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'Certifier'), organisation: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: '/notifyingAsCompany', message: TEST_ONBOARDING_MESSAGES.certifierCompany },
        { path: '/certifierLicenceNumber', message: TEST_ONBOARDING_MESSAGES.licence },
      ]),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact/onboard',
      headers: user.headers,
      payload: { contact: contactOf(user.email, 'LevyPayer', { mobilePhone: '123' }), organisation: { ...company, tradingName: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: '/mobilePhone', message: TEST_ONBOARDING_MESSAGES.mobilePhone },
        { path: '/company/tradingName', message: TEST_ONBOARDING_MESSAGES.tradingName },
      ]),
    );
    const { rows } = await t.db.query('SELECT contact_type AS "contactType" FROM contacts WHERE contact_id = $1', [contactId]);
    expect(rows[0]).toEqual({ contactType: null });
    expect(await rolesOf(t, contactId)).toEqual([]);
  });

  it('refuses a company under an ABN nobody knows, creating nothing; the entity name, which the user may edit, is theirs', async () => {
    const user = await freshUser(t);
    await register(t, user);
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations')).rows[0].n;
    const unknownAbn = nextValidAbn(10_000_000_000);
    expect(await lookUpAbn(t.db, unknownAbn)).toBeNull();
    const onboard = (organisation: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'LevyPayer'), organisation } });

    const unknown = await onboard({ ...company, abn: unknownAbn });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: '/company/abn', message: TEST_ONBOARDING_MESSAGES.abnNotFound.replace('{abn}', unknownAbn) }]);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations')).rows[0].n).toBe(before);
    expect((await onboard({ ...company, entityName: 'Coral Coast Constructions' })).statusCode).toBe(200);
  });

  it('rolls the organisation back when the contact cannot be completed', async () => {
    const user = await freshUser(t);
    await register(t, user);
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations')).rows[0].n;
    // A mobile phone over the column's reach is not possible; an already-onboarded account is: onboard twice at once.
    const payload = { contact: contactOf(user.email, 'LevyPayer'), organisation: { ...company, abn: ABNS.graniteBelt, entityName: 'GRANITE BELT HOMES PTY LTD', tradingName: 'Granite Belt Homes' } };
    const results = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations')).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('refuses the seeded onboarded users and answers 404 before registration', async () => {
    const payer = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: await t.auth('payer'), payload: { contact: contactOf('payer@example.com', 'LevyPayer'), organisation: null } });
    expect(payer.statusCode).toBe(409);
    const user = await freshUser(t);
    const unregistered = await t.app.inject({ method: 'POST', url: '/api/contact/onboard', headers: user.headers, payload: { contact: contactOf(user.email, 'LevyPayer'), organisation: null } });
    expect(unregistered.statusCode).toBe(404);
    expect(oidOf('new')).toBeTruthy();
  });
}, { catalog: catalogWith(onboardingForm) });
