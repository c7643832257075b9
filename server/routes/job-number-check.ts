import type { FastifyInstance } from 'fastify';
import { jobNumberInUse } from '../db/queries/job-number-in-use.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { UUID, type RouteDeps } from './deps.ts';

/**
 * POST /api/project/jobnumber/inuse { internalJobNumber, projectId? }: whether another project of
 * the caller's organisation (or their own, without one) has this internal job number, leaving out
 * `projectId` (the draft being edited); `{ inUse }` and nothing more, so no project is revealed.
 * The job number's own limits are the form's, in the revision analysts publish: this lookup bounds
 * only what it will compare (`LOOKUP_MAX_LENGTH`), so a limit relaxed there is answered here too.
 */
export const LOOKUP_MAX_LENGTH = 10_000;

export async function jobNumberCheckRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.post<{ Body: { internalJobNumber: string; projectId?: string } }>(
    '/api/project/jobnumber/inuse',
    {
      schema: {
        body: {
          type: 'object',
          required: ['internalJobNumber'],
          additionalProperties: false,
          properties: { internalJobNumber: { type: 'string', minLength: 1, maxLength: LOOKUP_MAX_LENGTH }, projectId: UUID },
        },
      },
    },
    async (request) => {
      const user = await levyPayer(db, request);
      return { inUse: await jobNumberInUse(db, user, request.body.internalJobNumber, request.body.projectId) };
    },
  );
}
