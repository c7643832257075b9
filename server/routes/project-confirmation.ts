import type { FastifyInstance } from 'fastify';
import { confirmationAvailable } from '../confirmation/confirmation-availability.ts';
import { readConfirmationData } from '../confirmation/confirmation-data.ts';
import { renderConfirmationPdf } from '../confirmation/confirmation-pdf.ts';
import { canAccessProject, findProject } from '../db/queries/projects.ts';
import { storeGeneratedDocument } from '../documents/generated-documents.ts';
import { badRequest, forbiddenProject, HttpError } from '../http/http-error.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { portal } from '../../generated/portal.gen.ts';
import { currentUser, UUID, type RouteDeps } from './deps.ts';

interface ConfirmationQuery {
  projectId: string;
  projectNumber: string;
}

/** GET /api/project/downloadconfirmation: the project confirmation PDF behind a signed, expiring download URL. */
export async function projectConfirmationRoutes(app: FastifyInstance, { db, storage, signer }: RouteDeps) {
  app.get<{ Querystring: ConfirmationQuery }>(
    '/api/project/downloadconfirmation',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['projectId', 'projectNumber'],
          properties: { projectId: UUID, projectNumber: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => {
      const { projectId, projectNumber } = request.query;
      const [user, row] = await Promise.all([currentUser(db, request), findProject(db, projectId)]);
      // An unknown id answers like a foreign one, so ids cannot be probed.
      if (!user || !row || !canAccessProject(user, row)) throw forbiddenProject();
      if (row.project_number !== projectNumber) {
        throw badRequest('The project number does not match the project.', [{ path: '/projectNumber', message: 'The project number does not match the project.' }]);
      }
      const now = new Date();
      const data = (await confirmationAvailable(db, projectId, now)) ? await readConfirmationData(db, projectId) : null;
      if (!data) throw new HttpError(400, portal.messages.confirmationUnavailable);

      const bytes = await renderConfirmationPdf(data, brisbaneToday(now));
      const documentId = await storeGeneratedDocument(db, storage, {
        number: data.projectNumber,
        fileName: `project-confirmation-${data.projectNumber}.pdf`,
        mimeType: 'application/pdf',
        bytes,
        contactId: user.contactId,
      });
      return { blobUri: signer.sign(documentId, 'download') };
    },
  );
}
