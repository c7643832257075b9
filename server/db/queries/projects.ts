import type { Queryable } from '../database.ts';
import type { CurrentUser } from './current-user.ts';
import { actsAsLevyPayer, projectAccessCondition } from './current-user.ts';
import { portal } from '../../../generated/portal.gen.ts';
import { codesWithLabelLike } from './label-order.ts';

/** Statuses in which a project cannot be changed (forms/portal.json, read by the browser too). */
export const READ_ONLY_STATUSES = portal.readOnlyProjects.statuses;
export const COMPLETED_STATUSES = ['Finalised', 'Cancelled', 'Closed'];

/** Money fields of the project record: cents in the database, dollars on the wire. */
export const PROJECT_MONEY_FIELDS = [
  'totalCostOfWork', 'feasibilityStudies', 'environmentalImpactStudies', 'cowCarriedOutOnMineSite',
  'resourceOperationalWork', 'governmentExemptCosts', 'npoExemptCosts', 'cowMinesOwnWorkerOnTheMineSite',
  'nseExemptCost', 'nseOnROW', 'portableLongServiceLeaveLevy', 'constructionSkillsQueenslandLevy',
  'workHealthAndSafetyLevy', 'totalLevyPayable',
];

/** A project's description of work as lists show it: the user's own words when they chose the OTHER option, else the option's name. */
export const DESCRIPTION_SHOWN = `coalesce(nullif(p.record->>'otherDescriptionOfWork', ''), p.description_of_work_name)`;

/** Sort names of spec 2 section 7 -> columns. */
export const PROJECT_SORT_COLUMNS: Record<string, string> = {
  projectNumber: 'p.project_number',
  internalJobNumber: 'p.internal_job_number',
  notificationDate: 'p.notification_date',
  estimatedStartDate: 'p.estimated_start_date',
  estimatedFinishDate: 'p.estimated_finish_date',
  status: 'p.status',
  projectPaymentStatus: 'p.project_payment_status',
  descriptionOfWork: DESCRIPTION_SHOWN,
  suburb: 'p.suburb',
};

export const centsToDollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents);

export interface ProjectListQuery {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
  current?: boolean;
}

/** One page of the user's projects and the count of all that match. */
export async function listProjects(db: Queryable, user: CurrentUser, q: ProjectListQuery) {
  const params: unknown[] = [];
  const where = [projectAccessCondition(user, params)];
  if (q.current !== undefined) {
    params.push(COMPLETED_STATUSES);
    where.push(`${q.current ? 'NOT ' : ''}(p.status = ANY($${params.length}))`);
  }
  const term = q.searchTerm?.trim();
  if (term) {
    // A status is searched by the label shown ('On hold') as well as by its code.
    params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`, codesWithLabelLike(portal.labels.projectStatus, term));
    const like = `$${params.length - 1}`;
    where.push(
      `(lower(coalesce(p.project_number,'')) LIKE ${like} OR lower(coalesce(p.internal_job_number,'')) LIKE ${like}
        OR lower(coalesce(${DESCRIPTION_SHOWN},'')) LIKE ${like} OR lower(coalesce(p.suburb,'')) LIKE ${like}
        OR lower(p.status) LIKE ${like} OR p.status = ANY($${params.length}::text[]))`,
    );
  }
  const column = PROJECT_SORT_COLUMNS[q.sortBy] ?? PROJECT_SORT_COLUMNS.projectNumber;
  // A missing value sorts as the least; but a project without a number is a Draft, not numbered
  // yet: by number it is the newest, so a draft just saved heads the default list (number descending).
  const unnumberedNewest = column === PROJECT_SORT_COLUMNS.projectNumber;
  const direction = q.sortDescending ? `DESC NULLS ${unnumberedNewest ? 'FIRST' : 'LAST'}` : `ASC NULLS ${unnumberedNewest ? 'LAST' : 'FIRST'}`;
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*) AS n FROM projects p WHERE ${whereSql}`, params);
  params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
  // Projects that sort alike (drafts, by number) come the last saved first.
  const { rows } = await db.query(
    `SELECT p.project_id AS "projectId", p.project_number AS "projectNumber", p.internal_job_number AS "internalJobNumber",
            p.description_of_work AS "descriptionOfWork", ${DESCRIPTION_SHOWN} AS "descriptionOfWorkName",
            p.suburb, p.notification_date AS "notificationDate", p.estimated_start_date AS "estimatedStartDate",
            p.estimated_finish_date AS "estimatedFinishDate", p.status, p.project_payment_status AS "projectPaymentStatus"
       FROM projects p WHERE ${whereSql}
      ORDER BY ${column} ${direction}, p.updated_at DESC, p.project_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { projects: rows, recordCount: count.rows[0].n };
}

interface ProjectRow {
  project_id: string;
  project_number: string | null;
  status: string;
  levy_payer_contact_id: string | null;
  levy_payer_organisation_id: string | null;
  record: Record<string, unknown>;
  [column: string]: unknown;
}

/** The project row, whoever owns it (access is the caller's check). */
export async function findProject(db: Queryable, projectId: string): Promise<ProjectRow | null> {
  const { rows } = await db.query<ProjectRow>('SELECT * FROM projects WHERE project_id = $1', [projectId]);
  return rows[0] ?? null;
}

export function canAccessProject(user: CurrentUser, row: Pick<ProjectRow, 'levy_payer_contact_id' | 'levy_payer_organisation_id'>): boolean {
  if (!actsAsLevyPayer(user)) return false;
  if (user.organisationId) return row.levy_payer_organisation_id === user.organisationId;
  return row.levy_payer_organisation_id === null && row.levy_payer_contact_id === user.contactId;
}

export const isReadOnly = (status: string) => READ_ONLY_STATUSES.includes(status);

/** The full record as the API returns it: the columns win over the JSON, money in dollars. */
export function toProjectRecord(row: ProjectRow): Record<string, unknown> {
  const record: Record<string, unknown> = { ...row.record };
  for (const field of PROJECT_MONEY_FIELDS) if (field in record) record[field] = centsToDollars(record[field]);
  return {
    ...record,
    projectId: row.project_id,
    projectNumber: row.project_number,
    status: row.status,
    projectPaymentStatus: row.project_payment_status,
    notificationDate: row.notification_date,
    levyPayerContactId: row.levy_payer_contact_id,
    levyPayerOrganisationId: row.levy_payer_organisation_id,
    internalJobNumber: row.internal_job_number,
    descriptionOfWork: row.description_of_work,
    // As the project list shows it (DESCRIPTION_SHOWN): the user's own words for the description OTHER.
    descriptionOfWorkName: (typeof record.otherDescriptionOfWork === 'string' && record.otherDescriptionOfWork) || row.description_of_work_name,
    suburb: row.suburb,
    estimatedStartDate: row.estimated_start_date,
    estimatedFinishDate: row.estimated_finish_date,
    readOnly: isReadOnly(row.status),
  };
}
