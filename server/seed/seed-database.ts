import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { seedAddresses } from './addresses-data.ts';
import { seedClaims, seedComplexChanges, seedTransactions } from './finance-data.ts';
import { insertRow, insertRows } from './insert.ts';
import { LookupType, councils, descriptionsOfWork, typesOfWork } from './lookups-data.ts';
import { ABN_REGISTER, DEMO_PASSWORD, ORGS, PEOPLE, contactIdOf, oidOf } from './people.ts';
import { seedProjects } from './projects-data.ts';
import { seedUuid } from './deterministic.ts';

export interface SeedOptions {
  /** The day dates are relative to (yyyy-MM-dd); default today. Same day, same data. */
  today?: string;
}

/** Inserts the demo data; rows that already exist are left alone, so it can run again. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  // Hash outside the transaction (slow by design), only for accounts not yet there.
  const existing = new Set(
    (await db.query<{ email: string }>('SELECT email FROM identity_accounts')).rows.map((r) => r.email),
  );
  const hashes = new Map<string, string>();
  for (const person of PEOPLE) {
    if (!existing.has(person.email)) hashes.set(person.email, await hashPassword(DEMO_PASSWORD));
  }

  await db.transaction(async (tx) => {
    await insertRows(tx, 'lookups', [
      ...descriptionsOfWork.map((d) => ({ type: LookupType.DescriptionOfWork, id: d.id, name: d.name, type_of_work_id: d.typeOfWorkId })),
      ...typesOfWork.map((t) => ({ type: LookupType.TypeOfWork, id: t.id, name: t.name, type_of_work_id: null })),
      ...councils.map((c) => ({ type: LookupType.Councils, id: c.id, name: c.name, type_of_work_id: null })),
    ]);
    await insertRows(
      tx,
      'description_of_work_questions',
      descriptionsOfWork.flatMap((d) =>
        d.questions.map((q, i) => ({ description_of_work_id: d.id, question_order: i + 1, question: q.question, required: q.required })),
      ),
    );
    await insertRows(tx, 'abn_register', ABN_REGISTER);
    await insertRows(
      tx,
      'addresses',
      seedAddresses().map((a) => ({
        address_id: a.addressId,
        address_line1: a.addressLine1,
        address_line2: a.addressLine2,
        suburb: a.suburb,
        state: a.state,
        postcode: a.postcode,
        search_text: [a.addressLine2, a.addressLine1, a.suburb, a.state, a.postcode].filter(Boolean).join(' ').toLowerCase(),
      })),
    );
    for (const org of Object.values(ORGS)) await insertRow(tx, 'organisations', org);

    for (const person of PEOPLE) {
      const hash = hashes.get(person.email);
      if (hash) {
        await insertRow(tx, 'identity_accounts', {
          oid: oidOf(person.key),
          email: person.email,
          password_hash: hash,
          given_name: person.givenName,
          family_name: person.familyName,
          // A PostgreSQL array literal: insertRow stores JS arrays as JSON.
          roles: `{${(person.roles ?? []).join(',')}}`,
        });
      }
      const c = person.contact;
      if (!c) continue;
      await insertRow(tx, 'contacts', {
        contact_id: contactIdOf(person.key),
        external_object_id: oidOf(person.key),
        customer_number: c.customerNumber,
        first_name: person.givenName,
        last_name: person.familyName,
        email_address: person.email,
        email_consent: true,
        mobile_phone: c.mobilePhone,
        business_phone: null,
        address_detail: c.address,
        certifier_licence_number: c.certifierLicenceNumber ?? null,
        contact_type: c.contactType,
        organisation_id: c.organisationId,
      });
      await insertRow(tx, 'portal_roles', {
        portal_role_id: seedUuid(`portal-role:${person.key}`),
        contact_id: contactIdOf(person.key),
        organisation_id: c.organisationId,
        ...c.role,
      });
    }
    // A former employee without sign-in, so the users tab has an inactive user.
    await insertRow(tx, 'contacts', {
      contact_id: contactIdOf('former'),
      customer_number: 'C0000105',
      first_name: 'Frank',
      last_name: 'Fielding',
      email_address: 'frank.fielding@example.com',
      contact_type: 'LevyPayer',
      organisation_id: ORGS.demoBuilders.organisation_id,
    });
    await insertRow(tx, 'portal_roles', {
      portal_role_id: seedUuid('portal-role:former'),
      contact_id: contactIdOf('former'),
      organisation_id: ORGS.demoBuilders.organisation_id,
      admin: false,
      company: false,
      user: true,
      active: false,
    });

    const payerProjects = seedProjects(
      { key: 'payer', contactId: contactIdOf('payer'), organisationId: ORGS.demoBuilders.organisation_id, entityName: ORGS.demoBuilders.org_name, abn: ORGS.demoBuilders.abn },
      today,
      'payer',
      900001,
    );
    const ownerProjects = seedProjects(
      { key: 'owner', contactId: contactIdOf('owner'), organisationId: null, entityName: 'Oliver Owen', abn: ABN_REGISTER[3].abn },
      today,
      'owner',
      950001,
    );
    await insertRows(tx, 'projects', [...payerProjects, ...ownerProjects].map((p) => p.row));
    await insertRows(tx, 'transactions', seedTransactions(payerProjects, today));
    await insertRows(tx, 'complex_changes', seedComplexChanges(payerProjects, contactIdOf('payer'), today));
    const { claims, fees } = seedClaims(contactIdOf('certifier'), payerProjects, today);
    await insertRows(tx, 'certifier_claims', claims);
    await insertRows(tx, 'sighting_fees', fees);

    await insertRows(tx, 'bank_accounts', [
      { bank_account_id: seedUuid('bank:payer-refund'), contact_id: contactIdOf('payer'), bsb: '064-000', account_number: '12345678', account_name: 'Demo Builders Pty Ltd', code: 'REFUND' },
      { bank_account_id: seedUuid('bank:certifier-vendor'), contact_id: contactIdOf('certifier'), bsb: '124-001', account_number: '987654321', account_name: 'Sunshine Certification Services', code: 'VENDOR' },
    ]);
  });
}
