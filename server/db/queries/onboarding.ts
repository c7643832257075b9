import type { Queryable } from '../database.ts';
import { claimedName, syncContactNames } from './contact-names.ts';

export const CONTACT_COLUMNS = `contact_id AS "contactId", customer_number AS "customerNumber", external_object_id AS "externalObjectId",
  first_name AS "firstName", last_name AS "lastName", organisation_id AS "organisationId", contact_type AS "contactType",
  email_address AS "emailAddress", email_consent AS "emailConsent", mobile_phone AS "mobilePhone",
  business_phone AS "businessPhone", address_detail AS "addressDetail", certifier_licence_number AS "certifierLicenceNumber"`;

export interface NewIdentity {
  oid: string;
  emailAddress: string | null;
  firstName?: string;
  lastName?: string;
  /** The token's `iat` (seconds since 1970): when the provider vouched for the names. */
  issuedAt?: number;
}

/** The contact of an identity, created (names and email from the token) when there is none. */
export async function registerContact(db: Queryable, identity: NewIdentity): Promise<Record<string, unknown>> {
  const first = claimedName(identity.firstName);
  const last = claimedName(identity.lastName);
  await db.query(
    `INSERT INTO contacts (external_object_id, email_address, first_name, last_name, names_issued_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $3::text IS NULL AND $4::text IS NULL THEN NULL ELSE to_timestamp($5::double precision) END)
     ON CONFLICT (external_object_id) DO NOTHING`,
    [identity.oid, identity.emailAddress, first, last, identity.issuedAt ?? null],
  );
  await syncContactNames(db, { oid: identity.oid, givenName: identity.firstName, familyName: identity.lastName, issuedAt: identity.issuedAt });
  const { rows } = await db.query(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE external_object_id = $1`, [identity.oid]);
  return rows[0];
}

export interface OnboardingContact {
  contactType: 'LevyPayer' | 'Certifier';
  firstName: string;
  lastName: string;
  emailAddress: string;
  mobilePhone: string;
  businessPhone?: string;
  postalAddress: Record<string, unknown>;
  emailConsent: boolean;
  certifierLicenceNumber?: string;
}

export interface OnboardingOrganisation {
  abn: string;
  entityName?: string;
  tradingName: string;
  entityType: string;
  phoneNo: string;
  email: string;
  postalAddress: Record<string, unknown>;
}

/** The caller's contact row, locked for the rest of the transaction. */
export async function lockContact(tx: Queryable, contactId: string) {
  const { rows } = await tx.query<{ contactType: string | null; firstName: string | null; lastName: string | null; emailAddress: string | null }>(
    `SELECT contact_type AS "contactType", first_name AS "firstName", last_name AS "lastName", email_address AS "emailAddress"
       FROM contacts WHERE contact_id = $1 FOR UPDATE`,
    [contactId],
  );
  return rows[0] ?? null;
}

/** An organisation already registered under the ABN (11 digits), if any. */
export async function findOrganisationByAbn(tx: Queryable, abn: string): Promise<string | null> {
  const { rows } = await tx.query<{ organisationId: string }>(
    `SELECT organisation_id AS "organisationId" FROM organisations WHERE replace(abn, ' ', '') = $1 ORDER BY account_number LIMIT 1`,
    [abn],
  );
  return rows[0]?.organisationId ?? null;
}

/** The new organisation's id; null when another one with the ABN was created meanwhile (then join that one). */
export async function insertOrganisation(tx: Queryable, org: OnboardingOrganisation, abn: string): Promise<string | null> {
  const { rows } = await tx.query<{ organisationId: string }>(
    `INSERT INTO organisations (abn, org_name, trading_name, entity_type, phone_number, email, address_detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT ((replace(abn, ' ', ''))) DO NOTHING RETURNING organisation_id AS "organisationId"`,
    [abn, org.entityName?.trim() || org.tradingName, org.tradingName, org.entityType, org.phoneNo, org.email.trim(), JSON.stringify(org.postalAddress)],
  );
  return rows[0]?.organisationId ?? null;
}

/** Completes the contact; names and email keep what registration stored from the sign-in. */
export async function completeContact(tx: Queryable, contactId: string, contact: OnboardingContact, organisationId: string | null): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE contacts SET contact_type = $2, first_name = coalesce(first_name, $3), last_name = coalesce(last_name, $4),
            email_address = coalesce(email_address, $5), mobile_phone = $6, business_phone = $7, address_detail = $8,
            email_consent = $9, certifier_licence_number = $10, organisation_id = $11
      WHERE contact_id = $1 AND contact_type IS NULL RETURNING contact_id`,
    [
      contactId,
      contact.contactType,
      contact.firstName,
      contact.lastName,
      contact.emailAddress.trim(),
      contact.mobilePhone,
      contact.businessPhone ?? null,
      JSON.stringify(contact.postalAddress),
      contact.emailConsent,
      contact.contactType === 'Certifier' ? (contact.certifierLicenceNumber ?? null) : null,
      organisationId,
    ],
  );
  return rows.length === 1;
}

export interface RoleFlags {
  admin: boolean;
  company: boolean;
  user: boolean;
  active: boolean;
}

export async function insertPortalRole(tx: Queryable, contactId: string, organisationId: string | null, flags: RoleFlags): Promise<void> {
  await tx.query(`INSERT INTO portal_roles (contact_id, organisation_id, admin, company, "user", active) VALUES ($1, $2, $3, $4, $5, $6)`, [
    contactId,
    organisationId,
    flags.admin,
    flags.company,
    flags.user,
    flags.active,
  ]);
}

export async function findContact(db: Queryable, contactId: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE contact_id = $1`, [contactId]);
  return rows[0];
}
