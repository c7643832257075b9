import type { Queryable } from '../database.ts';

/** An organisation as the API sends it (spec 1 section 3). */
export interface OrganisationRecord {
  organisationId: string;
  accountNumber: string;
  abn: string | null;
  orgName: string;
  tradingName: string | null;
  entityType: string | null;
  phoneNumber: string | null;
  email: string | null;
  addressDetail: Record<string, unknown> | null;
}

const COLUMNS = `organisation_id AS "organisationId", account_number AS "accountNumber", abn, org_name AS "orgName",
  trading_name AS "tradingName", entity_type AS "entityType", phone_number AS "phoneNumber", email, address_detail AS "addressDetail"`;

/** One organisation; `lock` takes a row lock inside a transaction. */
export async function findOrganisation(db: Queryable, organisationId: string, lock = false): Promise<OrganisationRecord | null> {
  const { rows } = await db.query<OrganisationRecord>(`SELECT ${COLUMNS} FROM organisations WHERE organisation_id = $1${lock ? ' FOR UPDATE' : ''}`, [organisationId]);
  return rows[0] ?? null;
}

/** Whether the contact is an active admin of the organisation (the right to edit it and its users). */
export async function isActiveAdmin(db: Queryable, contactId: string, organisationId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM portal_roles WHERE contact_id = $1 AND organisation_id = $2 AND admin AND active`, [contactId, organisationId]);
  return rows.length > 0;
}

/** Whether the contact holds an active portal role in the organisation (only then may they read it). */
export async function isActiveMember(db: Queryable, contactId: string, organisationId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM portal_roles WHERE contact_id = $1 AND organisation_id = $2 AND active`, [contactId, organisationId]);
  return rows.length > 0;
}

export interface OrganisationChanges {
  tradingName: string;
  entityType: string;
  phoneNo: string;
  email: string;
  postalAddress: Record<string, unknown>;
}

/** Saves the editable company details (ABN and entity name never change here). */
export async function updateOrganisation(db: Queryable, organisationId: string, changes: OrganisationChanges): Promise<OrganisationRecord> {
  const { rows } = await db.query<OrganisationRecord>(
    `UPDATE organisations SET trading_name = $2, entity_type = $3, phone_number = $4, email = $5, address_detail = $6
      WHERE organisation_id = $1 RETURNING ${COLUMNS}`,
    [organisationId, changes.tradingName.trim(), changes.entityType, changes.phoneNo.trim(), changes.email.trim(), JSON.stringify(changes.postalAddress)],
  );
  return rows[0];
}

/** The entity type of an organisation (spec 2 s3), or null. */
export async function organisationEntityType(db: Queryable, organisationId: string | null): Promise<string | null> {
  if (!organisationId) return null;
  const { rows } = await db.query<{ entity_type: string | null }>('SELECT entity_type FROM organisations WHERE organisation_id = $1', [organisationId]);
  return rows[0]?.entity_type ?? null;
}
