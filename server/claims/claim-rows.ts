/**
 * The server's checks of a claim's rows beyond the file's own (spec 1 section 7): each project
 * exists, still stands (a cancelled notification is not claimed), is not claimed already and
 * appears once in the file. Errors are grouped by row and
 * capped like the CSV checks.
 */
import { fillMessage, type ClaimCsvRow, type ClaimCsvRules, type ClaimRowErrors } from '../../engine/core/claim-csv.ts';
import type { ProjectFact, SightingFeeInput } from '../db/queries/claim-submission.ts';

/** A passed row as a sighting fee: the template's columns in order are levy number, permit number, date sighted, postcode. */
export function toSightingFee(row: ClaimCsvRow): SightingFeeInput {
  const [projectNumber, developmentPermitNumber, , postcode] = row.values;
  return { row: row.row, projectNumber, developmentPermitNumber, dateSighted: row.dateSighted, postcode };
}

export interface RowCheckResult {
  groups: ClaimRowErrors[];
  moreErrors: boolean;
}

/** Project errors of the fees, given the projects found (a missing one does not exist). */
export function projectRowErrors(rules: ClaimCsvRules, fees: SightingFeeInput[], projects: Map<string, ProjectFact>): RowCheckResult {
  const seen = new Set<string>();
  const groups: ClaimRowErrors[] = [];
  let failed = 0;
  for (const fee of fees) {
    const values = { projectNumber: fee.projectNumber };
    const project = projects.get(fee.projectNumber);
    const errors: string[] = [];
    if (!project) errors.push(fillMessage(rules.messages.projectNotFound, values));
    else if (rules.unclaimableStatuses.includes(project.status)) errors.push(fillMessage(rules.messages.projectNotClaimable, values));
    else if (project.claimed) errors.push(fillMessage(rules.messages.projectAlreadyClaimed, values));
    if (seen.has(fee.projectNumber)) errors.push(fillMessage(rules.messages.projectRepeated, values));
    seen.add(fee.projectNumber);
    if (!errors.length) continue;
    failed += 1;
    if (groups.length < rules.maxErrorGroups) groups.push({ row: fee.row, errors });
  }
  return { groups, moreErrors: failed > groups.length };
}
