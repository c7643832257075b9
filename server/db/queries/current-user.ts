import type { Queryable } from '../database.ts';

/**
 * The signed-in user's contact, found by the token's `oid`. `organisationId` is set only while
 * the contact holds an ACTIVE portal role in that organisation: a deactivated user, or one who
 * joined an organisation and awaits activation, reaches none of its projects.
 */
export interface CurrentUser {
  contactId: string;
  organisationId: string | null;
  customerNumber: string;
  contactType: 'LevyPayer' | 'Certifier' | null;
  /** The contact belongs to an organisation but holds no active role there (deactivated, or awaiting activation). */
  inactiveMember: boolean;
}

/** Whether the user may act in the levy payer area at all: an onboarded levy payer, active where they belong. */
export const actsAsLevyPayer = (user: CurrentUser): boolean => user.contactType === 'LevyPayer' && !user.inactiveMember;

export async function findCurrentUser(db: Queryable, oid: string): Promise<CurrentUser | null> {
  // external_object_id is a uuid; any other oid (another issuer's) cannot match.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(oid)) return null;
  const { rows } = await db.query<CurrentUser>(
    `SELECT c.contact_id AS "contactId",
            CASE WHEN active.yes THEN c.organisation_id END AS "organisationId",
            c.customer_number AS "customerNumber", c.contact_type AS "contactType",
            (c.organisation_id IS NOT NULL AND NOT active.yes) AS "inactiveMember"
       FROM contacts c
       CROSS JOIN LATERAL (SELECT EXISTS (
              SELECT 1 FROM portal_roles r
               WHERE r.contact_id = c.contact_id AND r.organisation_id = c.organisation_id AND r.active) AS yes) active
      WHERE c.external_object_id = $1`,
    [oid],
  );
  return rows[0] ?? null;
}

/**
 * SQL condition on `projects` (aliased `alias`) for the projects `user` may reach: the
 * organisation's when the user has one, otherwise the user's own; none for anyone who does not
 * act as a levy payer (a certifier, an inactive member). `params` gets the value.
 */
export function projectAccessCondition(user: CurrentUser, params: unknown[], alias = 'p'): string {
  if (!actsAsLevyPayer(user)) return 'FALSE';
  if (user.organisationId) {
    params.push(user.organisationId);
    return `${alias}.levy_payer_organisation_id = $${params.length}`;
  }
  params.push(user.contactId);
  return `(${alias}.levy_payer_contact_id = $${params.length} AND ${alias}.levy_payer_organisation_id IS NULL)`;
}
