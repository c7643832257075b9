import type { Queryable } from '../database.ts';

/** What a verified token says of its account's names (the API's `Identity`). */
export interface NameClaims {
  oid: string;
  givenName?: string;
  familyName?: string;
  /** The token's `iat`, seconds since 1970. */
  issuedAt?: number;
}

/** Spec 1's rule for first and last names: 1 to 150 characters. */
export const NAME_MAX_LENGTH = 150;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name claim as the contact may hold it (trimmed, 1 to 150 characters), or null when the token's cannot be used. */
export function claimedName(value: string | undefined): string | null {
  const name = value?.trim() ?? '';
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH ? name : null;
}

/**
 * Names in the portal are read-only: they are the ones the identity provider vouches for, changed
 * at its profile edit flow (Azure AD B2C's writes no database of ours). So the contact takes the
 * names of a verified token when they differ from its own: each valid claim replaces its name, an
 * absent or invalid one leaves it. A token issued before the one that last set the names (another
 * tab's, still valid) changes nothing. Returns whether the contact was updated.
 */
export async function syncContactNames(db: Queryable, identity: NameClaims): Promise<boolean> {
  if (!UUID_PATTERN.test(identity.oid)) return false;
  const first = claimedName(identity.givenName);
  const last = claimedName(identity.familyName);
  if (first === null && last === null) return false;
  const { rows } = await db.query(
    `UPDATE contacts
        SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
            names_issued_at = coalesce(to_timestamp($4::double precision), names_issued_at)
      WHERE external_object_id = $1::uuid
        AND (first_name IS DISTINCT FROM coalesce($2, first_name) OR last_name IS DISTINCT FROM coalesce($3, last_name))
        AND (names_issued_at IS NULL OR $4::double precision IS NULL OR names_issued_at < to_timestamp($4::double precision))
      RETURNING contact_id`,
    [identity.oid.toLowerCase(), first, last, identity.issuedAt ?? null],
  );
  return rows.length > 0;
}
