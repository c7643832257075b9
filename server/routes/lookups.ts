import type { FastifyInstance } from 'fastify';
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
      const { rows } = await db.query<{ id: number; name: string; typeOfWork: number | null; questions: unknown[] }>(
        `SELECT l.id, l.name, l.type_of_work_id AS "typeOfWork",
                coalesce((SELECT json_agg(json_build_object('order', q.question_order, 'question', q.question, 'required', q.required)
                                  ORDER BY q.question_order)
                            FROM description_of_work_questions q WHERE q.description_of_work_id = l.id), '[]'::json) AS questions
           FROM lookups l WHERE l.type = 0 ${id === undefined ? '' : 'AND l.id = $1'} ORDER BY l.name = 'OTHER', l.name`,
        id === undefined ? [] : [id],
      );
      if (id !== undefined && rows.length === 0) throw notFound('No description of work has that id.');
      return reply.header('cache-control', DAY).send({ descriptionOfWorks: rows });
    },
  );

  app.get<{ Params: { type: number } }>(
    '/api/lookup/:type',
    { schema: { params: { type: 'object', properties: { type: { type: 'integer', enum: [0, 1, 2] } } } } },
    async (request, reply) => {
      const { rows } = await db.query(
        `SELECT id, name${request.params.type === 0 ? ', type_of_work_id AS "typeOfWork"' : ''}
           FROM lookups WHERE type = $1 ORDER BY ${request.params.type === 0 ? "name = 'OTHER', " : ''}name`,
        [request.params.type],
      );
      return reply.header('cache-control', DAY).send({ lookups: rows });
    },
  );
}
