/**
 * Storing a certifier claim: each sighted project must exist (submitted, with a levy number) and
 * not be claimed already (a fee in a claim that is not Inactive, or the project marked claimed).
 * Checked and stored in one transaction with the projects locked, so two claims cannot take the
 * same project; the projects are then marked claimed.
 */
import type { Queryable } from '../database.ts';

export interface SightingFeeInput {
  row: number;
  projectNumber: string;
  developmentPermitNumber: string;
  dateSighted: string;
  postcode: string;
}

export interface ProjectFact {
  suburb: string | null;
  status: string;
  claimed: boolean;
}

/** The projects named, locked for the transaction: suburb, status and whether already claimed. */
export async function lockClaimedProjects(tx: Queryable, numbers: string[]): Promise<Map<string, ProjectFact>> {
  const { rows } = await tx.query<{ project_number: string; suburb: string | null; status: string; claimed: boolean }>(
    `SELECT p.project_number, p.suburb, p.status,
            (p.record -> 'certifierClaimed' = 'true'::jsonb
              OR EXISTS (SELECT 1 FROM sighting_fees f JOIN certifier_claims c USING (claim_id)
                          WHERE f.project_number = p.project_number AND c.claim_status <> 'Inactive')) AS claimed
       FROM projects p
      WHERE p.project_number = ANY($1::text[]) AND p.status <> 'Draft'
      FOR UPDATE OF p`,
    [numbers],
  );
  return new Map(rows.map((r) => [r.project_number, { suburb: r.suburb, status: r.status, claimed: r.claimed === true }]));
}

export interface NewClaim {
  contactId: string;
  dateClaimed: string;
  status: string;
  feeCents: number;
  fees: (SightingFeeInput & { suburb: string | null })[];
}

/** Inserts the claim and every sighting fee, and marks the projects claimed; the claim's number. */
export async function insertClaim(tx: Queryable, claim: NewClaim): Promise<{ claimId: string; claimNo: string }> {
  const { rows } = await tx.query<{ claimId: string; claimNo: string }>(
    `INSERT INTO certifier_claims (contact_id, date_claimed, claim_status, amount) VALUES ($1, $2, $3, $4)
     RETURNING claim_id AS "claimId", claim_no AS "claimNo"`,
    [claim.contactId, claim.dateClaimed, claim.status, claim.feeCents * claim.fees.length],
  );
  const { claimId, claimNo } = rows[0];
  const column = <K extends keyof NewClaim['fees'][number]>(key: K) => claim.fees.map((f) => f[key]);
  await tx.query(
    `INSERT INTO sighting_fees (claim_id, project_number, development_permit_number, date_sighted, postcode, suburb, fee)
     SELECT $1, n, d, s::date, pc, sb, $7 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(n, d, s, pc, sb)`,
    [claimId, column('projectNumber'), column('developmentPermitNumber'), column('dateSighted'), column('postcode'), column('suburb'), claim.feeCents],
  );
  await tx.query(
    `UPDATE projects SET record = jsonb_set(record, '{certifierClaimed}', 'true'::jsonb), updated_at = now() WHERE project_number = ANY($1::text[])`,
    [column('projectNumber')],
  );
  return { claimId, claimNo };
}
