import type { Queryable } from '../database.ts';

export interface ProfileChanges {
  emailAddress: string;
  emailConsent: boolean;
  mobilePhoneNumber: string;
  businessPhoneNumber?: string;
  addressDetails: Record<string, unknown>;
  /** null: leave unchanged (only certifiers hold a licence number). */
  certifierLicenseNumber: string | null | undefined;
}

export interface ProfileNames {
  firstName: string | null;
  lastName: string | null;
  contactType: string | null;
}

export async function findProfileNames(db: Queryable, contactId: string): Promise<ProfileNames | null> {
  const { rows } = await db.query<ProfileNames>(
    `SELECT first_name AS "firstName", last_name AS "lastName", contact_type AS "contactType" FROM contacts WHERE contact_id = $1 FOR UPDATE`,
    [contactId],
  );
  return rows[0] ?? null;
}

/** Saves the caller's own details; names and contact type never change here. */
export async function updateProfile(db: Queryable, contactId: string, changes: ProfileChanges, isCertifier: boolean): Promise<void> {
  await db.query(
    `UPDATE contacts SET email_address = $2, email_consent = $3, mobile_phone = $4, business_phone = $5, address_detail = $6,
            certifier_licence_number = CASE WHEN $7::boolean THEN $8 ELSE certifier_licence_number END
      WHERE contact_id = $1`,
    [
      contactId,
      changes.emailAddress.trim(),
      changes.emailConsent,
      changes.mobilePhoneNumber.trim(),
      changes.businessPhoneNumber?.trim() || null,
      JSON.stringify(changes.addressDetails),
      isCertifier,
      changes.certifierLicenseNumber?.trim() || null,
    ],
  );
}
