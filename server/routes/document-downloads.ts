import type { FastifyInstance } from 'fastify';
import { canUseDocumentNumber, findStoredDocument, listProjectDocuments } from '../db/queries/documents.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { forbiddenProject, notFound } from '../http/http-error.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { currentUser, UUID, type RouteDeps } from './deps.ts';

/** Uploaded files opened again: the list of a project's uploads and a signed download URL for one. */
export async function documentDownloadRoutes(app: FastifyInstance, { db, signer }: RouteDeps) {
  app.get<{ Querystring: { projectNumber: string } }>(
    '/api/document',
    {
      schema: {
        querystring: { type: 'object', required: ['projectNumber'], properties: { projectNumber: { type: 'string', minLength: 1, maxLength: 50 } } },
      },
    },
    async (request) => {
      const user = await currentUser(db, request);
      const { rows } = await db.query<{ project_id: string; project_number: string; levy_payer_contact_id: string | null; levy_payer_organisation_id: string | null }>(
        'SELECT project_id, project_number, levy_payer_contact_id, levy_payer_organisation_id FROM projects WHERE project_number = $1',
        [request.query.projectNumber],
      );
      const project = rows[0];
      if (!user || !project || !canAccessProject(user, project)) throw forbiddenProject();
      const documents = await listProjectDocuments(db, project.project_id, project.project_number);
      return {
        documents: documents.map(({ storedAt, complexChangeNumber, ...doc }) => ({
          ...doc,
          uploadedDate: storedAt ? brisbaneToday(new Date(storedAt)) : null,
          ...(complexChangeNumber ? { complexChangeNumber } : {}),
        })),
      };
    },
  );

  app.get<{ Params: { documentId: string } }>(
    '/api/document/:documentId/download',
    { schema: { params: { type: 'object', properties: { documentId: UUID } } } },
    async (request) => {
      const document = await findStoredDocument(db, request.params.documentId);
      if (!document) throw notFound('The document was not found.');
      const user = await currentUser(db, request);
      if (!user || !document.number || !(await canUseDocumentNumber(db, user, document.number))) throw forbiddenProject();
      return { blobUri: signer.sign(document.storageKey, 'download') };
    },
  );
}
