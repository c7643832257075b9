/**
 * Which revision of a form new sessions use, for every signed-in user, and the compiled modules
 * of published revisions and Studio drafts, served from our own origin by content address so
 * `script-src 'self'` holds (no eval: the browser imports them as ES modules).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error.ts';
import { moduleSource } from '../studio/revision-store.ts';
import { FORM_NOT_FOUND } from '../studio/studio-forms.ts';
import type { RouteDeps } from './deps.ts';

export async function formRevisionRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.get<{ Params: { id: string } }>(
    '/api/forms/:id/current',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } } } } },
    async (request, reply) => {
      const live = await deps.liveForms.currentSummary(request.params.id);
      if (!live) throw notFound(FORM_NOT_FOUND);
      return reply.header('cache-control', 'no-cache').send({ id: request.params.id, ...live });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/studio-modules/:file',
    { schema: { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[0-9a-f]{64}\\.js$' } } } } },
    async (request, reply) => {
      const source = await moduleSource(deps.db, request.params.file.slice(0, -3));
      if (!source) throw notFound('The module was not found.');
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(source);
    },
  );
}
