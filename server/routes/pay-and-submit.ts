import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { CardPaymentRow } from '../db/queries/card-payments.ts';
import { lockProject } from '../db/queries/project-drafts.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { forbiddenProject } from '../http/http-error.ts';
import { payWithAuthKey, type CardPaymentDeps } from '../payments/card-payments.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { UUID, type RouteDeps } from './deps.ts';

/**
 * POST /api/project/payandsubmit { id, authKey } -> { projectNumber, projectId, txn } (spec 3
 * s4.3, s7): pays a Pay now draft with the card attached to the auth key and submits it in one
 * step; the draft must still be a Draft whose levy is the amount of the key. Charged once
 * however often it is sent: a retry answers the same receipt and number.
 */
export async function payAndSubmitRoutes(app: FastifyInstance, { db }: RouteDeps, payments: CardPaymentDeps) {
  app.post<{ Body: { id: string; authKey: string } }>(
    '/api/project/payandsubmit',
    { schema: { body: { type: 'object', required: ['id', 'authKey'], properties: { id: UUID, authKey: { type: 'string', minLength: 1, maxLength: 100 } } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      const { id, authKey } = request.body;
      const project = await db.transaction((tx) => lockProject(tx, id));
      if (!project || !canAccessProject(user, project)) throw forbiddenProject();
      const mayUse = async (_tx: Queryable, payment: CardPaymentRow) => payment.purpose === 'PayNow' && payment.project_id === id;
      const txn = await payWithAuthKey(payments, authKey, mayUse);
      const { rows } = await db.query<{ project_number: string; notification_date: string }>(
        `SELECT project_number, to_char(notification_date, 'YYYY-MM-DD') AS notification_date FROM projects WHERE project_id = $1`,
        [id],
      );
      return { projectNumber: rows[0].project_number, projectId: id, notificationDate: rows[0].notification_date, txn };
    },
  );
}
