import type { FastifyInstance } from 'fastify';
import { canAccessProject, findProject, listProjects, PROJECT_SORT_COLUMNS, toProjectRecord, type ProjectListQuery } from '../db/queries/projects.ts';
import { confirmationState } from '../confirmation/confirmation-availability.ts';
import { forbiddenProject } from '../http/http-error.ts';
import { projectNotificationFields } from '../projects/project-notification-fields.ts';
import { paymentDateOf } from '../projects/project-payment.ts';
import { currentUser, pagingQuery, UUID, type RouteDeps } from './deps.ts';
import { notificationFormOf } from '../projects/notification-form.ts';

/** The user's projects: a paged list and one full record. */
export async function projectRoutes(app: FastifyInstance, { db, catalog }: RouteDeps) {
  const notification = await notificationFormOf(catalog);
  app.get<{ Querystring: ProjectListQuery }>(
    '/api/project',
    { schema: { querystring: pagingQuery(Object.keys(PROJECT_SORT_COLUMNS), 'projectNumber', { current: { type: 'boolean' } }) } },
    async (request) => {
      const user = await currentUser(db, request);
      if (!user) return { projects: [], recordCount: 0 };
      return listProjects(db, user, request.query);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/project/:id',
    { schema: { params: { type: 'object', properties: { id: UUID } } } },
    async (request) => {
      const [user, row] = await Promise.all([currentUser(db, request), findProject(db, request.params.id)]);
      // An unknown id answers like a foreign one, so ids cannot be probed.
      if (!user || !row || !canAccessProject(user, row)) throw forbiddenProject();
      // Additive: the levy bases and, for a Draft, the wizard's data to resume (`notification`);
      // whether the project confirmation can be retrieved now and whether one was ever issued (the
      // tiles' availability rules read them); and, when its levy was paid by card, when (the
      // receipt number is its paymentReference).
      const [notificationFields, confirmation, paymentDate] = await Promise.all([
        projectNotificationFields(db, notification, row),
        confirmationState(db, row.project_id, row.record.projectConfirmationSent),
        paymentDateOf(db, row.project_id, row.record.paymentReference),
      ]);
      return { project: { ...toProjectRecord(row), ...notificationFields, ...confirmation, paymentDate } };
    },
  );
}
