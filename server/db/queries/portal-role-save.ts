import type { Queryable } from '../database.ts';

export interface PortalRoleRow {
  portalRoleId: string;
  contactId: string;
  organisationId: string | null;
  admin: boolean;
  company: boolean;
  user: boolean;
  active: boolean;
}

const COLUMNS = `portal_role_id AS "portalRoleId", contact_id AS "contactId", organisation_id AS "organisationId", admin, company, "user", active`;

/** One portal role, locked for the rest of the transaction. */
export async function lockPortalRole(db: Queryable, portalRoleId: string): Promise<PortalRoleRow | null> {
  const { rows } = await db.query<PortalRoleRow>(`SELECT ${COLUMNS} FROM portal_roles WHERE portal_role_id = $1 FOR UPDATE`, [portalRoleId]);
  return rows[0] ?? null;
}

export async function updatePortalRole(db: Queryable, portalRoleId: string, flags: Pick<PortalRoleRow, 'admin' | 'company' | 'user' | 'active'>): Promise<PortalRoleRow> {
  const { rows } = await db.query<PortalRoleRow>(
    `UPDATE portal_roles SET admin = $2, company = $3, "user" = $4, active = $5 WHERE portal_role_id = $1 RETURNING ${COLUMNS}`,
    [portalRoleId, flags.admin, flags.company, flags.user, flags.active],
  );
  return rows[0];
}
