import { nextValidAbn } from './abn.ts';
import { seedUuid } from './deterministic.ts';

export const DEMO_PASSWORD = 'demo-password';

const address = (addressLine1: string, suburb: string, postcode: string, addressLine2 = '') => ({
  addressLine1,
  addressLine2,
  suburb,
  state: 'QLD',
  postcode,
});

// Checksum-valid ABNs, fixed by their search start so they never change.
export const ABNS = {
  demoBuilders: nextValidAbn(51_824_753_000),
  certifierOrg: nextValidAbn(62_113_400_000),
  tropicalNorth: nextValidAbn(73_600_900_000),
  ownerSoleTrader: nextValidAbn(33_051_775_000),
  janeCitizen: nextValidAbn(44_102_938_000),
  ngocAnhTran: nextValidAbn(45_870_221_000),
  coralCoast: nextValidAbn(82_331_440_000),
  riverDevelopments: nextValidAbn(86_101_550_000),
  graniteBelt: nextValidAbn(91_555_220_000),
  mackayTrust: nextValidAbn(94_330_110_000),
};

export const ORGS = {
  demoBuilders: {
    organisation_id: seedUuid('org:demo-builders'),
    account_number: 'ORG0000101',
    abn: ABNS.demoBuilders,
    org_name: 'Demo Builders Pty Ltd',
    trading_name: 'Demo Builders',
    entity_type: 'Registeredcompany',
    phone_number: '07 3100 1234',
    email: 'accounts@demobuilders.example.com',
    address_detail: address('Level 4, 120 Edward Street', 'Brisbane City', '4000'),
  },
  certifierOrg: {
    organisation_id: seedUuid('org:sunshine-certification'),
    account_number: 'ORG0000102',
    abn: ABNS.certifierOrg,
    org_name: 'Sunshine Certification Services Pty Ltd',
    trading_name: 'Sunshine Certification',
    entity_type: 'Registeredcompany',
    phone_number: '07 5443 2100',
    email: 'office@sunshinecert.example.com',
    address_detail: address('22 Ocean Street', 'Maroochydore', '4558'),
  },
  tropicalNorth: {
    organisation_id: seedUuid('org:tropical-north'),
    account_number: 'ORG0000103',
    abn: ABNS.tropicalNorth,
    org_name: 'Tropical North Builders Pty Ltd',
    trading_name: 'Tropical North Builders',
    entity_type: 'Registeredcompany',
    phone_number: '07 4051 7788',
    email: 'admin@tropicalnorth.example.com',
    address_detail: address('15 Sheridan Street', 'Cairns City', '4870'),
  },
};

export interface DemoPerson {
  key: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Roles the identity provider grants (Forms Studio); none for levy payers and certifiers. */
  roles?: string[];
  /** undefined: identity account only (not yet onboarded). */
  contact?: {
    contactType: 'LevyPayer' | 'Certifier';
    customerNumber: string;
    organisationId: string | null;
    role: { admin: boolean; company: boolean; user: boolean; active: boolean };
    mobilePhone: string;
    certifierLicenceNumber?: string;
    address: ReturnType<typeof address>;
  };
}

export const PEOPLE: DemoPerson[] = [
  {
    key: 'payer',
    email: 'payer@example.com',
    givenName: 'Priya',
    familyName: 'Patel',
    contact: {
      contactType: 'LevyPayer',
      customerNumber: 'C0000101',
      organisationId: ORGS.demoBuilders.organisation_id,
      role: { admin: true, company: true, user: true, active: true },
      mobilePhone: '0411 123 123',
      address: address('Level 4, 120 Edward Street', 'Brisbane City', '4000'),
    },
  },
  {
    key: 'staff',
    email: 'staff@example.com',
    givenName: 'Sam',
    familyName: 'Nguyen',
    contact: {
      contactType: 'LevyPayer',
      customerNumber: 'C0000102',
      organisationId: ORGS.demoBuilders.organisation_id,
      role: { admin: false, company: false, user: true, active: true },
      mobilePhone: '0422 555 010',
      address: address('8 Brunswick Street', 'Fortitude Valley', '4006'),
    },
  },
  {
    key: 'owner',
    email: 'owner@example.com',
    givenName: 'Oliver',
    familyName: 'Owen',
    contact: {
      contactType: 'LevyPayer',
      customerNumber: 'C0000103',
      organisationId: null,
      role: { admin: false, company: false, user: true, active: true },
      mobilePhone: '0433 987 654',
      address: address('41 Ruthven Street', 'Toowoomba City', '4350'),
    },
  },
  {
    key: 'certifier',
    email: 'certifier@example.com',
    givenName: 'Chris',
    familyName: 'Taylor',
    contact: {
      contactType: 'Certifier',
      customerNumber: 'C0000104',
      organisationId: ORGS.certifierOrg.organisation_id,
      role: { admin: true, company: true, user: true, active: true },
      mobilePhone: '0455 246 810',
      certifierLicenceNumber: 'A1098765',
      address: address('22 Ocean Street', 'Maroochydore', '4558'),
    },
  },
  { key: 'new', email: 'new@example.com', givenName: 'Nina', familyName: 'Newman' },
  { key: 'new-certifier', email: 'new-certifier@example.com', givenName: 'Carl', familyName: 'Certwright' },
  { key: 'analyst', email: 'analyst@example.com', givenName: 'Ana', familyName: 'Lyst', roles: ['analyst'] },
  { key: 'tester', email: 'tester@example.com', givenName: 'Tess', familyName: 'Ter', roles: ['tester'] },
];

export const oidOf = (key: string) => seedUuid(`identity:${key}`);
export const contactIdOf = (key: string) => seedUuid(`contact:${key}`);

/** The ABN register: the four lookup outcomes of spec 1 section 5 (an unknown ABN has no row). */
export const ABN_REGISTER = [
  // organisation records exist
  { abn: ABNS.demoBuilders, entity_type_code: 'PRV', legal_name: null, main_organisation_name: 'DEMO BUILDERS PTY LTD', main_trading_name: 'Demo Builders' },
  { abn: ABNS.certifierOrg, entity_type_code: 'PRV', legal_name: null, main_organisation_name: 'SUNSHINE CERTIFICATION SERVICES PTY LTD', main_trading_name: 'Sunshine Certification' },
  { abn: ABNS.tropicalNorth, entity_type_code: 'PRV', legal_name: null, main_organisation_name: 'TROPICAL NORTH BUILDERS PTY LTD', main_trading_name: 'Tropical North Builders' },
  // individuals with a legal name, no organisation record
  { abn: ABNS.ownerSoleTrader, entity_type_code: 'IND', legal_name: { givenName: 'Oliver', otherGivenName: 'James', familyName: 'Owen' }, main_organisation_name: null, main_trading_name: 'Owen Home Improvements' },
  { abn: ABNS.janeCitizen, entity_type_code: 'IND', legal_name: { givenName: 'Jane', familyName: 'Citizen' }, main_organisation_name: null, main_trading_name: null },
  { abn: ABNS.ngocAnhTran, entity_type_code: 'IND', legal_name: { givenName: 'Ngoc', otherGivenName: 'Anh', familyName: 'Tran' }, main_organisation_name: null, main_trading_name: 'Tran Carpentry' },
  // not individuals, no organisation record
  { abn: ABNS.coralCoast, entity_type_code: 'PRV', legal_name: null, main_organisation_name: 'CORAL COAST CONSTRUCTIONS PTY LTD', main_trading_name: 'Coral Coast Constructions' },
  { abn: ABNS.riverDevelopments, entity_type_code: 'PUB', legal_name: null, main_organisation_name: 'BRISBANE RIVER DEVELOPMENTS LIMITED', main_trading_name: null },
  { abn: ABNS.graniteBelt, entity_type_code: 'PRV', legal_name: null, main_organisation_name: 'GRANITE BELT HOMES PTY LTD', main_trading_name: 'Granite Belt Homes' },
  { abn: ABNS.mackayTrust, entity_type_code: 'DIT', legal_name: null, main_organisation_name: 'THE TRUSTEE FOR MACKAY FAMILY TRUST', main_trading_name: 'Mackay Family Builders' },
];
