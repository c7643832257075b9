import type { Queryable } from '../database.ts';
import { projectAccessCondition, type CurrentUser } from './current-user.ts';

/**
 * Whether another project the user may see (their organisation's, or their own without one)
 * already has this internal job number (compared trimmed and case-insensitively), leaving out
 * `exceptProjectId` (the draft being edited). Answers yes or no only: nothing of the project.
 */
export async function jobNumberInUse(db: Queryable, user: CurrentUser, jobNumber: string, exceptProjectId?: string): Promise<boolean> {
  const params: unknown[] = [jobNumber.trim().toLowerCase()];
  const access = projectAccessCondition(user, params);
  let except = '';
  if (exceptProjectId) {
    params.push(exceptProjectId);
    except = ` AND p.project_id <> $${params.length}`;
  }
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM projects p WHERE lower(trim(p.internal_job_number)) = $1 AND ${access}${except}) AS found`,
    params,
  );
  return rows[0]?.found === true;
}
