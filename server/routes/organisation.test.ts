import { expect, it } from 'vitest';
import { ORGS } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';
import { recordedForm } from '../test-support/form-record.ts';
import { catalogWith } from '../test-support/test-catalog.ts';
import { compileTestOrganisationForm, TEST_ORGANISATION_MESSAGES } from '../test-support/test-organisation-form.ts';

const demo = ORGS.demoBuilders;
const companyForm = compileTestOrganisationForm();
const form = {
  organisationId: demo.organisation_id,
  abn: demo.abn,
  entityName: demo.org_name,
  tradingName: 'Demo Builders Queensland',
  entityType: 'Registeredcompany',
  phoneNo: '07 3100 5555',
  email: 'office@demobuilders.example.com',
  postalAddress: { addressLine1: 'PO Box 42', addressLine2: '', suburb: 'Brisbane City', state: 'QLD', postcode: '4001' },
};

describeApi('organisation details', (t) => {
  const read = async () => (await t.app.inject({ url: `/api/organisation/${demo.organisation_id}`, headers: await t.auth('payer') })).json().organisation;

  it('returns the caller own organisation to any member', async () => {
    for (const user of ['payer', 'staff'] as const) {
      const res = await t.app.inject({ url: `/api/organisation/${demo.organisation_id}`, headers: await t.auth(user) });
      expect(res.statusCode).toBe(200);
      expect(res.json().organisation).toMatchObject({ organisationId: demo.organisation_id, abn: demo.abn, orgName: 'Demo Builders Pty Ltd', entityType: 'Registeredcompany' });
    }
  });

  it("refuses another organisation and answers 400 for a bad id", async () => {
    expect((await t.app.inject({ url: `/api/organisation/${demo.organisation_id}`, headers: await t.auth('certifier') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/organisation/${demo.organisation_id}`, headers: await t.auth('owner') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/organisation/nope', headers: await t.auth('payer') })).statusCode).toBe(400);
  });

  it('refuses a save by a non-admin member (staff): nothing changes', async () => {
    const before = await read();
    const res = await t.app.inject({ method: 'POST', url: '/api/organisation/save', headers: await t.auth('staff'), payload: { organisation: form } });
    expect(res.statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  it('refuses a save by an admin of another organisation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/organisation/save', headers: await t.auth('certifier'), payload: { organisation: form } });
    expect(res.statusCode).toBe(403);
  });

  it("answers 400 with the messages of the form that submits here, and saves nothing", async () => {
    const before = await read();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/save',
      headers: await t.auth('payer'),
      payload: { organisation: { ...form, tradingName: ' ', email: 'nobody', postalAddress: undefined } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: '/tradingName', message: TEST_ORGANISATION_MESSAGES.tradingName },
        { path: '/email', message: TEST_ORGANISATION_MESSAGES.email },
        { path: '/postalAddress', message: TEST_ORGANISATION_MESSAGES.postalAddress },
      ]),
    );
    expect(await read()).toEqual(before);
  });

  it('never lets the request change the ABN or the entity name', async () => {
    const before = await read();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/save',
      headers: await t.auth('payer'),
      payload: { organisation: { ...form, abn: ORGS.certifierOrg.abn, entityName: 'Someone Else Pty Ltd' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['/abn', '/entityName']);
    expect(await read()).toEqual(before);
  });

  it('saves the editable details for the active admin (payer)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/organisation/save', headers: await t.auth('payer'), payload: { organisation: form } });
    expect(res.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      abn: demo.abn,
      orgName: demo.org_name,
      tradingName: 'Demo Builders Queensland',
      phoneNumber: '07 3100 5555',
      email: 'office@demobuilders.example.com',
      addressDetail: form.postalAddress,
    });
    // Checked with the form that submits here, as built: no revision of it was published.
    expect(await recordedForm(t, 'organisations', demo.organisation_id)).toEqual({ form_id: companyForm.manifest.id, form_version: companyForm.manifest.version, form_revision: null, form_hash: null });
  });
}, { catalog: catalogWith(companyForm) });
