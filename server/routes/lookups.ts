import type { FastifyInstance } from 'fastify';
import { descriptionsOfWork, lookupList } from '../db/queries/lookup-lists.ts';
import { notFound } from '../http/http-error.ts';
import type { RouteDeps } from './deps.ts';

const DAY = 'private, max-age=86400';

/** GET /api/lookup/:type (0 descriptions of work, 1 types of work, 2 councils) and the descriptions' details. */
export async function lookupRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Querystring: { id?: number } }>(
    '/api/lookup/descriptionOfWorks',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' } } } } },
    async (request, reply) => {
      const { id } = request.query;
      const rows = await descriptionsOfWork(db, id);
      if (id !== undefined && rows.length === 0) throw notFound('No description of work has that id.');
      return reply.header('cache-control', DAY).send({ descriptionOfWorks: rows });
    },
  );

  app.get<{ Params: { type: number } }>(
    '/api/lookup/:type',
    { schema: { params: { type: 'object', properties: { type: { type: 'integer', enum: [0, 1, 2] } } } } },
    async (request, reply) => reply.header('cache-control', DAY).send({ lookups: await lookupList(db, request.params.type) }),
  );
}
