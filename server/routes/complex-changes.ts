import type { FastifyInstance } from 'fastify';
import { projectAccessCondition } from '../db/queries/current-user.ts';
import { canAccessProject, findProject } from '../db/queries/projects.ts';
import { forbiddenProject } from '../http/http-error.ts';
import { portal } from '../../generated/portal.gen.ts';
import { currentUser, pagingQuery, UUID, type RouteDeps } from './deps.ts';
import { codesByLabel, codesWithLabelLike } from '../db/queries/label-order.ts';

const SORT: Record<string, string> = {
  submittedDate: 'c.submitted_date',
  changeType: 'c.change_type',
  status: 'c.status',
  changeNumber: 'c.change_number',
};
const changeTypeLabels = portal.labels.changeType;
const CHANGE_TYPES_BY_LABEL = codesByLabel(changeTypeLabels);

/** The ORDER BY of a sort: change types by their labels (a code without one after them, by code). */
function orderBy(sortBy: string, descending: boolean, params: unknown[]): string {
  const direction = descending ? 'DESC' : 'ASC';
  const then = `c.change_number ${direction}`;
  if (sortBy !== 'changeType') return `${SORT[sortBy]} ${direction}, ${then}`;
  params.push(CHANGE_TYPES_BY_LABEL);
  return `array_position($${params.length}::text[], c.change_type) ${direction}, c.change_type ${direction}, ${then}`;
}

interface ListQuery {
  projectId?: string;
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
}

/** GET /api/complexchange: the change history of one accessible project, or of all of them. */
export async function complexChangeRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Querystring: ListQuery }>(
    '/api/complexchange',
    { schema: { querystring: pagingQuery(Object.keys(SORT), 'submittedDate', { projectId: UUID }) } },
    async (request) => {
      const q = request.query;
      const user = await currentUser(db, request);
      if (q.projectId) {
        const project = await findProject(db, q.projectId);
        if (!user || !project || !canAccessProject(user, project)) throw forbiddenProject();
      }
      if (!user) return { complexChanges: [], recordCount: 0 };
      const params: unknown[] = [];
      const where = [projectAccessCondition(user, params)];
      if (q.projectId) {
        params.push(q.projectId);
        where.push(`c.project_id = $${params.length}`);
      }
      if (q.searchTerm?.trim()) {
        params.push(`%${q.searchTerm.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
        params.push(codesWithLabelLike(changeTypeLabels, q.searchTerm));
        where.push(`(lower(c.change_number) LIKE $${params.length - 1} OR lower(c.change_type) LIKE $${params.length - 1} OR c.change_type = ANY($${params.length}::text[]) OR lower(c.status) LIKE $${params.length - 1})`);
      }
      const from = `FROM complex_changes c JOIN projects p ON p.project_id = c.project_id WHERE ${where.join(' AND ')}`;
      const count = await db.query<{ n: number }>(`SELECT count(*) AS n ${from}`, params);
      const order = orderBy(q.sortBy, q.sortDescending, params);
      params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
      const { rows } = await db.query(
        `SELECT c.complex_change_id AS "complexChangeId", c.change_number AS "changeNumber", c.change_type AS "changeType",
                c.status, c.submitted_date AS "submittedDate", c.project_id AS "projectId", p.project_number AS "projectNumber"
           ${from}
          ORDER BY ${order}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { complexChanges: rows, recordCount: count.rows[0].n };
    },
  );
}
