import { describe, expect, it } from 'vitest';
import { abnChangedMessage, abnLookupFailureMessage, abnLookupOutcome, applyAbnLookup, clearChangedAbnLookup, findAbnLookupRule, lookedUpAbn, normaliseAbnInput, personName, serverAbnLookupErrors, submittedAbns, type AbnLookupRule } from './abn-lookup.ts';
import type { FormManifest } from './types.ts';

const rule: AbnLookupRule = {
  field: '/company/abn',
  fills: {
    organisationId: '/company/organisationId',
    entityName: '/company/entityName',
    tradingName: '/company/tradingName',
    entityType: '/company/entityType',
    email: '/company/email',
    phone: '/company/phoneNo',
    address: '/company/postalAddress',
  },
  invalidMessage: 'That ABN does not look right.',
  failureMessage: 'Looking up ABN {abn} failed - {details}',
  notFoundMessage: 'Nobody is registered under {abn}.',
  changedMessage: 'The details found for {abn} were cleared.',
};

describe('ABN lookup outcomes (spec 1 section 5)', () => {
  it('normalises the input to 11 digits or refuses it', () => {
    expect(normaliseAbnInput('51 824 753 556')).toBe('51824753556');
    expect(normaliseAbnInput('5182475355')).toBeNull();
    expect(normaliseAbnInput('518247535561')).toBeNull();
    expect(normaliseAbnInput('5182475355a')).toBeNull();
    expect(normaliseAbnInput(undefined)).toBeNull();
    // 11 digits that fail the register's checksum are no ABN either: the lookup is not asked.
    expect(normaliseAbnInput('12345678901')).toBeNull();
  });

  it('names a person as given name, optional other given name, family name', () => {
    expect(personName({ givenName: 'Ngoc', otherGivenName: 'Anh', familyName: 'Tran' })).toBe('Ngoc Anh Tran');
    expect(personName({ givenName: 'Jane', familyName: 'Citizen' })).toBe('Jane Citizen');
    expect(personName(null)).toBe('');
  });

  it('organisation records: the first fills id, names, type, email, phone and address', () => {
    const address = { addressLine1: '1 Main St', suburb: 'Cairns', state: 'QLD', postcode: '4870' };
    const outcome = abnLookupOutcome({
      abrAbnRecord: { entityType: { entityTypeCode: 'PRV' }, mainOrganisationName: 'REGISTER NAME' },
      crmOrganisations: [
        { organisationId: 'o1', orgName: 'First Pty Ltd', tradingName: 'First', entityType: 'Registeredcompany', email: 'a@b.co', phoneNumber: '07 3100 1234', addressDetail: address },
        { organisationId: 'o2', orgName: 'Second' },
      ],
    });
    expect(outcome).toEqual({
      kind: 'organisation',
      values: { organisationId: 'o1', entityName: 'First Pty Ltd', tradingName: 'First', entityType: 'Registeredcompany', email: 'a@b.co', phone: '07 3100 1234', address },
    });
  });

  it('an organisation record without names falls back to the register names; without a phone it leaves the phone alone', () => {
    const outcome = abnLookupOutcome({
      abrAbnRecord: { entityType: { entityTypeCode: 'PRV' }, mainOrganisationName: 'REGISTER NAME PTY LTD', mainTradingName: 'Register Name' },
      crmOrganisations: [{ organisationId: 'o1', orgName: '', tradingName: null, phoneNumber: null }],
    });
    expect(outcome).toEqual({
      kind: 'organisation',
      values: { organisationId: 'o1', entityName: 'REGISTER NAME PTY LTD', tradingName: 'Register Name', entityType: undefined, email: undefined, address: undefined },
    });
    expect('phone' in (outcome as { values: object }).values).toBe(false);
    const data = { company: { abn: '51 824 753 281', phoneNo: '0411 123 123' } };
    const filled = applyAbnLookup(data, rule, { crmOrganisations: [{ organisationId: 'o1', orgName: 'First Pty Ltd', phoneNumber: undefined }] });
    expect(filled.company.phoneNo).toBe('0411 123 123');
    expect(applyAbnLookup(data, rule, { crmOrganisations: [{ organisationId: 'o1', orgName: 'First Pty Ltd', phoneNumber: '07 3100 1234' }] }).company.phoneNo).toBe('07 3100 1234');
  });

  it('no organisation record and an individual with a legal name: sole trader with the legal name', () => {
    const outcome = abnLookupOutcome({ abrAbnRecord: { entityType: { entityTypeCode: 'IND' }, legalName: { givenName: 'Oliver', otherGivenName: 'James', familyName: 'Owen' } }, crmOrganisations: [] });
    expect(outcome).toEqual({ kind: 'sole-trader', values: { organisationId: undefined, entityType: 'Soletrader_ABN', entityName: 'Oliver James Owen' } });
  });

  it('an individual without a legal name falls back to the register names', () => {
    const outcome = abnLookupOutcome({ abrAbnRecord: { entityType: { entityTypeCode: 'IND' }, legalName: null, mainTradingName: 'Handy Co' } });
    expect(outcome).toEqual({ kind: 'registry', values: { organisationId: undefined, tradingName: 'Handy Co' } });
  });

  it('no organisation record and not an individual: the register organisation and trading names', () => {
    const outcome = abnLookupOutcome({ abrAbnRecord: { entityType: { entityTypeCode: 'PRV' }, mainOrganisationName: 'CORAL COAST CONSTRUCTIONS PTY LTD', mainTradingName: 'Coral Coast Constructions' }, crmOrganisations: [] });
    expect(outcome).toEqual({ kind: 'registry', values: { organisationId: undefined, entityName: 'CORAL COAST CONSTRUCTIONS PTY LTD', tradingName: 'Coral Coast Constructions' } });
  });

  it("a register record without a trading name clears one left from before: the register's names fill in", () => {
    const data = { company: { abn: '86 101 550 181', tradingName: 'Earlier Trading', phoneNo: '0411 123 123' } };
    const filled = applyAbnLookup(data, rule, { abrAbnRecord: { entityType: { entityTypeCode: 'PUB' }, mainOrganisationName: 'RIVER DEVELOPMENTS LIMITED' }, crmOrganisations: [] });
    expect(JSON.parse(JSON.stringify(filled))).toEqual({ company: { abn: '86101550181', entityName: 'RIVER DEVELOPMENTS LIMITED', phoneNo: '0411 123 123' } });
  });

  it('no result: nothing found', () => {
    expect(abnLookupOutcome(null)).toEqual({ kind: 'none' });
    expect(abnLookupOutcome({ abrAbnRecord: null, crmOrganisations: [] })).toEqual({ kind: 'none' });
  });

  it('applies an outcome to the fields the rule fills, and clears the ABN when nothing was found', () => {
    const data = { company: { abn: '51 824 753 556', organisationId: 'stale', tradingName: 'Kept', phoneNo: '0411 123 123' } };
    const filled = applyAbnLookup(data, rule, { abrAbnRecord: { entityType: { entityTypeCode: 'IND' }, legalName: { givenName: 'Jane', familyName: 'Citizen' } } });
    expect(JSON.parse(JSON.stringify(filled))).toEqual({
      company: { abn: '51824753556', tradingName: 'Kept', phoneNo: '0411 123 123', entityType: 'Soletrader_ABN', entityName: 'Jane Citizen' },
    });
    expect(JSON.parse(JSON.stringify(applyAbnLookup(data, rule, null).company))).toEqual({ tradingName: 'Kept', phoneNo: '0411 123 123' });
    // A lookup that finds nothing leaves no earlier organisation behind.
    const earlier = applyAbnLookup(data, rule, { crmOrganisations: [{ organisationId: 'o1', orgName: 'First Pty Ltd', phoneNumber: '07 3100 1234' }] });
    expect(JSON.parse(JSON.stringify(applyAbnLookup(earlier, rule, null).company))).toEqual({ phoneNo: '07 3100 1234' });
    expect(data.company.abn).toBe('51 824 753 556');
  });

  it('finds a form rule by pointer and fills the failure message', () => {
    const manifest = { abnLookup: [rule] } as unknown as FormManifest;
    expect(findAbnLookupRule(manifest, '/company/abn')).toBe(rule);
    expect(findAbnLookupRule(manifest, '/abn')).toBeUndefined();
    expect(abnLookupFailureMessage(rule, '51824753556', 'An error occurred (500)')).toBe('Looking up ABN 51824753556 failed - An error occurred (500)');
  });
});

describe('an ABN changed after a successful lookup', () => {
  const result = { abrAbnRecord: { mainOrganisationName: 'REGISTER NAME', mainTradingName: 'Register Trading' }, crmOrganisations: [] };
  const after = applyAbnLookup({ company: { abn: '51 824 753 556', phoneNo: '0411 123 123' } }, rule, result);
  const found = lookedUpAbn(rule, after, result)!;

  it('records the ABN and what the lookup filled; a lookup that found nothing records nothing', () => {
    expect(found).toEqual({ abn: '51824753556', values: { '/company/entityName': 'REGISTER NAME', '/company/tradingName': 'Register Trading' } });
    expect(lookedUpAbn(rule, after, null)).toBeNull();
  });

  it('keeps the details while the ABN is the one looked up, however it is spaced', () => {
    expect(clearChangedAbnLookup(after, rule, found)).toBeNull();
    expect(clearChangedAbnLookup({ company: { ...after.company, abn: '518 247 535 56' } }, rule, found)).toBeNull();
  });

  it('clears what the lookup filled once the ABN is made invalid, changed or emptied, keeping what the user changed since', () => {
    for (const abn of ['51 824 753', '53 004 085 616', undefined]) {
      expect(clearChangedAbnLookup({ company: { ...after.company, abn } }, rule, found)).toEqual({ company: { abn, phoneNo: '0411 123 123', entityName: undefined, tradingName: undefined } });
    }
    const edited = { company: { ...after.company, abn: '51 824', tradingName: 'My own name' } };
    expect(clearChangedAbnLookup(edited, rule, found)).toEqual({ company: { ...edited.company, entityName: undefined } });
    expect(clearChangedAbnLookup({ company: { abn: '51 824', entityName: 'Mine', tradingName: 'Mine too' } }, rule, found)).toBeNull();
    expect(abnChangedMessage(rule, found.abn)).toBe('The details found for 51824753556 were cleared.');
  });

  it("clears a looked-up address the form has since copied unchanged (a group's value is a new object on every change)", () => {
    const address = { addressLine1: '22 Ocean Street', suburb: 'Maroochydore', state: 'QLD', postcode: '4558' };
    const organisation = { crmOrganisations: [{ organisationId: 'org-1', orgName: 'Sunshine Certification', addressDetail: address }] };
    const filled = applyAbnLookup({ company: { abn: '62 113 400 017' } }, rule, organisation);
    const record = lookedUpAbn(rule, filled, organisation)!;
    const copied = { company: { ...filled.company, abn: '91 555 220 550', postalAddress: { ...address, addressLine2: undefined } } };
    const cleared = clearChangedAbnLookup(copied, rule, record)!;
    // Unset, not held as undefined: the form's defaults (the State) fill an absent entry in again.
    expect('postalAddress' in cleared.company).toBe(false);
    expect(Object.entries(cleared.company).filter(([, value]) => value === undefined)).toEqual([]);
    const moved = { company: { ...copied.company, postalAddress: { ...address, postcode: '4000' } } };
    expect(clearChangedAbnLookup(moved, rule, record)?.company.postalAddress).toEqual({ ...address, postcode: '4000' });
  });
});

describe('a lookup that finds nothing', () => {
  it('unsets the ABN and what only a lookup sets, leaving no entry held as undefined', () => {
    const after = applyAbnLookup({ company: { abn: '53 004 085 616', organisationId: 'org-1', entityName: 'Old', entityType: 'Registeredcompany', phoneNo: '0411 123 123' } }, rule, null);
    expect(after).toEqual({ company: { phoneNo: '0411 123 123' } });
    expect(Object.keys(after.company)).toEqual(['phoneNo']);
  });
});

describe('the lookups the server makes again', () => {
  // The entity name and type shown read-only: only the lookup sets them.
  const locked = { manifest: { abnLookup: [rule] }, uiSchema: { company: { entityName: { 'ui:readonly': true }, entityType: { 'ui:readonly': true } } } };
  const editable = { manifest: { abnLookup: [rule] }, uiSchema: {} };
  const sent = { company: { abn: '53 004 085 616', organisationId: 'made-up', entityName: 'Fake Pty Ltd', entityType: 'Trust', tradingName: 'Their trading name' } };
  const registered = { abrAbnRecord: { abn: '53004085616', entityType: { entityTypeCode: 'PRV' }, mainOrganisationName: 'Registered Pty Ltd' }, crmOrganisations: [] };

  it('names the ABNs the rules hold, as 11 digits', () => {
    expect([...submittedAbns([rule], sent)]).toEqual([['/company/abn', '53004085616']]);
    expect(submittedAbns([rule], { company: { abn: '123' } }).size).toBe(0);
  });

  it("refuses what only a lookup sets when the server's lookup of the ABN finds otherwise, and takes it when it agrees", () => {
    expect(serverAbnLookupErrors(sent, locked, new Map([['/company/abn', registered]]))).toEqual([{ path: '/company/entityName', message: 'The details found for 53004085616 were cleared.' }]);
    const known = { abrAbnRecord: registered.abrAbnRecord, crmOrganisations: [{ organisationId: 'org-1', orgName: 'Registered Pty Ltd', entityType: 'Registeredcompany' }] };
    expect(serverAbnLookupErrors({ company: { abn: '53004085616', entityName: 'Registered Pty Ltd', entityType: 'Trust' } }, locked, new Map([['/company/abn', known]]))).toEqual([
      { path: '/company/entityType', message: 'The details found for 53004085616 were cleared.' },
    ]);
    // The register gives no entity type: the one the user chose stays theirs.
    const agreeing = { company: { abn: '53004085616', entityName: 'Registered Pty Ltd', entityType: 'Trust', tradingName: 'Their own trading name' } };
    expect(serverAbnLookupErrors(agreeing, locked, new Map([['/company/abn', registered]]))).toEqual([]);
    // An organisation made under the ABN since the page looked it up is the server's to join.
    expect(serverAbnLookupErrors({ company: { abn: '53004085616', entityName: 'Registered Pty Ltd', entityType: 'Registeredcompany' } }, locked, new Map([['/company/abn', known]]))).toEqual([]);
  });

  it('leaves an entity name or type the user may edit to the user, refusing only an ABN nobody knows', () => {
    expect(serverAbnLookupErrors(sent, editable, new Map([['/company/abn', registered]]))).toEqual([]);
    expect(serverAbnLookupErrors(sent, editable, new Map([['/company/abn', null]]))).toEqual([{ path: '/company/abn', message: 'Nobody is registered under 53004085616.' }]);
  });

  it("refuses an ABN nobody knows with the rule's message, and checks nothing of an ABN not looked up", () => {
    expect(serverAbnLookupErrors(sent, locked, new Map([['/company/abn', null]]))).toEqual([{ path: '/company/abn', message: 'Nobody is registered under 53004085616.' }]);
    expect(serverAbnLookupErrors(sent, locked, new Map())).toEqual([]);
  });
});
