import { expect, it } from 'vitest';
import { abnLookupOutcome } from '../../engine/core/abn-lookup.ts';
import { ABNS, ORGS } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';
import { portal } from '../../generated/portal.gen.ts';

describeApi('ABN lookup', (t) => {
  const lookup = async (abn: string) => t.app.inject({ method: 'POST', url: '/api/organisation/abn', headers: await t.auth('new'), payload: { abn } });

  it('a known organisation: the register record and the organisation records', async () => {
    const res = await lookup(ORGS.demoBuilders.abn.replace(/(\d{2})(\d{3})(\d{3})(\d{3})/, '$1 $2 $3 $4'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.abrAbnRecord).toMatchObject({ abn: ORGS.demoBuilders.abn, entityType: { entityTypeCode: 'PRV' }, mainOrganisationName: 'DEMO BUILDERS PTY LTD' });
    expect(body.crmOrganisations[0]).toMatchObject({ organisationId: ORGS.demoBuilders.organisation_id, orgName: 'Demo Builders Pty Ltd', tradingName: 'Demo Builders', phoneNumber: '07 3100 1234' });
    expect(abnLookupOutcome(body).kind).toBe('organisation');
  });

  it('an individual in the register: a sole trader with the legal name', async () => {
    const body = (await lookup(ABNS.ngocAnhTran)).json();
    expect(body).toEqual({
      abrAbnRecord: { abn: ABNS.ngocAnhTran, entityType: { entityTypeCode: 'IND' }, legalName: { givenName: 'Ngoc', otherGivenName: 'Anh', familyName: 'Tran' }, mainOrganisationName: null, mainTradingName: 'Tran Carpentry' },
      crmOrganisations: [],
    });
    expect(abnLookupOutcome(body)).toEqual({ kind: 'sole-trader', values: { organisationId: undefined, entityType: 'Soletrader_ABN', entityName: 'Ngoc Anh Tran' } });
  });

  it('a company only in the register: its organisation and trading names', async () => {
    const body = (await lookup(ABNS.coralCoast)).json();
    expect(abnLookupOutcome(body)).toEqual({ kind: 'registry', values: { organisationId: undefined, entityName: 'CORAL COAST CONSTRUCTIONS PTY LTD', tradingName: 'Coral Coast Constructions' } });
  });

  it('an unknown ABN is 404, a malformed one 400, and the call needs a token', async () => {
    expect((await lookup('53004085616')).statusCode).toBe(404);
    const bad = await lookup('1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(portal.messages.invalidAbn);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/organisation/abn', payload: { abn: ABNS.coralCoast } });
    expect(anonymous.statusCode).toBe(401);
  });
});
