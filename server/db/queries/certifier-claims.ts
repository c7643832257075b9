/**
 * Certifier claims and their sighting fees (spec 1 sections 2, 3, 7). A certifier sees the claims
 * of their organisation (every certifier of it), or only their own without one. Money is cents
 * here; the routes answer dollars.
 */
import type { Queryable } from '../database.ts';
import type { CurrentUser } from './current-user.ts';
import { codesWithLabelLike } from './label-order.ts';
import { portal } from '../../../generated/portal.gen.ts';

/** The claim statuses' labels, as the status badge shows them: a search matches them too. */
const CLAIM_STATUS_LABELS = Object.fromEntries(Object.entries(portal.certifierClaims.statuses).map(([code, status]) => [code, status.label]));

export const CLAIM_SORT_COLUMNS: Record<string, string> = {
  dateClaimed: 'c.date_claimed',
  claimNo: 'c.claim_no',
  claimStatus: 'c.claim_status',
  amount: 'c.amount',
};

export const FEE_SORT_COLUMNS: Record<string, string> = {
  dateSighted: 'f.date_sighted',
  developmentPermitNumber: 'f.development_permit_number',
  fee: 'f.fee',
  projectNumber: 'f.project_number',
  suburb: 'f.suburb',
};

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

/** SQL condition on `certifier_claims` (aliased `c`) for the claims `user` may see. */
function claimAccessCondition(user: CurrentUser, params: unknown[]): string {
  if (user.organisationId) {
    params.push(user.organisationId);
    return `c.contact_id IN (SELECT contact_id FROM contacts WHERE organisation_id = $${params.length})`;
  }
  params.push(user.contactId);
  return `c.contact_id = $${params.length}`;
}

const order = (columns: Record<string, string>, q: PageQuery, fallback: string, tieBreak: string) =>
  `${columns[q.sortBy] ?? columns[fallback]} ${q.sortDescending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}, ${tieBreak}`;

export interface ClaimListRow {
  claimId: string;
  claimNo: string;
  dateClaimed: string;
  claimStatus: string;
  amountCents: number;
}

/** One page of the claims the user may see, searched by number, status, date (dd/mm/yyyy) or amount. */
export async function listClaims(db: Queryable, user: CurrentUser, q: PageQuery): Promise<{ rows: ClaimListRow[]; recordCount: number }> {
  const params: unknown[] = [];
  const where = [claimAccessCondition(user, params)];
  const term = q.searchTerm?.trim();
  if (term) {
    params.push(likePattern(term), codesWithLabelLike(CLAIM_STATUS_LABELS, term));
    const like = `$${params.length - 1}`;
    where.push(
      `(lower(c.claim_no) LIKE ${like} OR lower(c.claim_status) LIKE ${like} OR c.claim_status = ANY($${params.length}::text[])
        OR to_char(c.date_claimed, 'DD/MM/YYYY') LIKE ${like} OR to_char(c.amount / 100.0, 'FM999999999990.00') LIKE ${like})`,
    );
  }
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*) AS n FROM certifier_claims c WHERE ${whereSql}`, params);
  params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
  const { rows } = await db.query<ClaimListRow>(
    `SELECT c.claim_id AS "claimId", c.claim_no AS "claimNo", c.date_claimed AS "dateClaimed", c.claim_status AS "claimStatus", c.amount AS "amountCents"
       FROM certifier_claims c WHERE ${whereSql}
      ORDER BY ${order(CLAIM_SORT_COLUMNS, q, 'dateClaimed', 'c.claim_no DESC')}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, recordCount: Number(count.rows[0].n) };
}

/** The claim when the user may see it; null for an unknown or foreign claim. */
export async function findClaim(db: Queryable, user: CurrentUser, claimId: string): Promise<ClaimListRow | null> {
  const params: unknown[] = [claimId];
  const access = claimAccessCondition(user, params);
  const { rows } = await db.query<ClaimListRow>(
    `SELECT c.claim_id AS "claimId", c.claim_no AS "claimNo", c.date_claimed AS "dateClaimed", c.claim_status AS "claimStatus", c.amount AS "amountCents"
       FROM certifier_claims c WHERE c.claim_id = $1 AND ${access}`,
    params,
  );
  return rows[0] ?? null;
}

export interface SightingFeeRow {
  sightingFeeId: string;
  projectNumber: string;
  developmentPermitNumber: string;
  dateSighted: string;
  postcode: string | null;
  suburb: string | null;
  feeCents: number;
}

/** One page of a claim's sighting fees, searched by levy number, permit number, suburb or postcode. */
export async function listSightingFees(db: Queryable, claimId: string, q: PageQuery): Promise<{ rows: SightingFeeRow[]; recordCount: number }> {
  const params: unknown[] = [claimId];
  const where = ['f.claim_id = $1'];
  const term = q.searchTerm?.trim();
  if (term) {
    params.push(likePattern(term));
    const like = `$${params.length}`;
    where.push(
      `(lower(f.project_number) LIKE ${like} OR lower(f.development_permit_number) LIKE ${like}
        OR lower(coalesce(f.suburb, '')) LIKE ${like} OR lower(coalesce(f.postcode, '')) LIKE ${like})`,
    );
  }
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*) AS n FROM sighting_fees f WHERE ${whereSql}`, params);
  params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
  const { rows } = await db.query<SightingFeeRow>(
    `SELECT f.sighting_fee_id AS "sightingFeeId", f.project_number AS "projectNumber", f.development_permit_number AS "developmentPermitNumber",
            f.date_sighted AS "dateSighted", f.postcode, f.suburb, f.fee AS "feeCents"
       FROM sighting_fees f WHERE ${whereSql}
      ORDER BY ${order(FEE_SORT_COLUMNS, q, 'dateSighted', 'f.sighting_fee_id')}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, recordCount: Number(count.rows[0].n) };
}
