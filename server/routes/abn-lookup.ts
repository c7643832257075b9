import type { FastifyInstance } from 'fastify';
import { lookUpAbn } from '../db/queries/abn-lookup.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { RouteDeps } from './deps.ts';
import { portal } from '../../generated/portal.gen.ts';

const INVALID_ABN = portal.messages.invalidAbn;

/**
 * POST /api/organisation/abn { abn }: the register's record (seeded locally; the ABR in
 * production) and the organisations already held under that ABN; 404 when neither knows it.
 */
export async function abnLookupRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.post<{ Body: { abn: string } }>(
    '/api/organisation/abn',
    { schema: { body: { type: 'object', required: ['abn'], properties: { abn: { type: 'string', maxLength: 40 } } } } },
    async (request) => {
      const abn = request.body.abn.replace(/\s+/g, '');
      if (!/^\d{11}$/.test(abn)) throw badRequest(INVALID_ABN, [{ path: '/abn', message: INVALID_ABN }]);
      const found = await lookUpAbn(db, abn);
      if (!found) throw notFound('No record was found for this ABN.');
      return found;
    },
  );
}
