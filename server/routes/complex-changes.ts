import type { FastifyInstance } from 'fastify';
import { projectAccessCondition } from '../db/queries/current-user.ts';
import { canAccessProject, findProject } from '../db/queries/projects.ts';
import { forbiddenProject } from '../http/http-error.ts';
import { currentUser, pagingQuery, UUID, type RouteDeps } from './deps.ts';

const SORT: Record<string, string> = {
  submittedDate: 'c.submitted_date',
  changeType: 'c.change_type',
  status: 'c.status',
  changeNumber: 'c.change_number',
};

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
        where.push(`(lower(c.change_number) LIKE $${params.length} OR lower(c.change_type) LIKE $${params.length} OR lower(c.status) LIKE $${params.length})`);
      }
      const from = `FROM complex_changes c JOIN projects p ON p.project_id = c.project_id WHERE ${where.join(' AND ')}`;
      const count = await db.query<{ n: number }>(`SELECT count(*) AS n ${from}`, params);
      params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
      const { rows } = await db.query(
        `SELECT c.complex_change_id AS "complexChangeId", c.change_number AS "changeNumber", c.change_type AS "changeType",
                c.status, c.submitted_date AS "submittedDate", c.project_id AS "projectId", p.project_number AS "projectNumber"
           ${from}
          ORDER BY ${SORT[q.sortBy]} ${q.sortDescending ? 'DESC' : 'ASC'}, c.change_number ${q.sortDescending ? 'DESC' : 'ASC'}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { complexChanges: rows, recordCount: count.rows[0].n };
    },
  );
}
