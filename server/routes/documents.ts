import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { projectAccessCondition, type CurrentUser } from '../db/queries/current-user.ts';
import type { Database } from '../db/database.ts';
import { badRequest, forbiddenProject } from '../http/http-error.ts';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES, extensionOf } from '../documents/upload-rules.ts';
import { currentUser, type RouteDeps } from './deps.ts';

interface UploadBody {
  projectNumber: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

const TYPE_MESSAGE = `This file type is not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}.`;

/** True when `number` is an accessible project's number, or a change number on one (or the user's own). */
async function canUploadFor(db: Database, user: CurrentUser, number: string): Promise<boolean> {
  const params: unknown[] = [number];
  const access = projectAccessCondition(user, params);
  params.push(user.contactId);
  const { rows } = await db.query(
    `SELECT 1 FROM projects p WHERE p.project_number = $1 AND ${access}
     UNION ALL
     SELECT 1 FROM complex_changes c LEFT JOIN projects p ON p.project_id = c.project_id
      WHERE c.change_number = $1 AND (c.submitted_by_contact_id = $${params.length} OR (p.project_id IS NOT NULL AND ${access}))
     LIMIT 1`,
    params,
  );
  return rows.length > 0;
}

/** POST /api/document/upload: registers a file and returns a signed, expiring upload URL. */
export async function documentRoutes(app: FastifyInstance, { db, signer }: RouteDeps) {
  app.post<{ Body: UploadBody }>(
    '/api/document/upload',
    {
      schema: {
        body: {
          type: 'object',
          required: ['projectNumber', 'fileName', 'mimeType', 'sizeBytes'],
          properties: {
            projectNumber: { type: 'string', minLength: 1, maxLength: 50 },
            fileName: { type: 'string', minLength: 1, maxLength: 255 },
            mimeType: { type: 'string', pattern: '^[A-Za-z0-9][\\w.+-]*/[\\w.+-]+$', maxLength: 255 },
            sizeBytes: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => {
      const { projectNumber, fileName, mimeType, sizeBytes } = request.body;
      const errors = [];
      if (!ALLOWED_EXTENSIONS.includes(extensionOf(fileName))) errors.push({ path: '/fileName', message: TYPE_MESSAGE });
      if (sizeBytes > MAX_UPLOAD_BYTES) errors.push({ path: '/sizeBytes', message: 'The file is larger than 50 MB.' });
      if (errors.length) throw badRequest('The file cannot be uploaded.', errors);

      const user = await currentUser(db, request);
      if (!user || !(await canUploadFor(db, user, projectNumber))) throw forbiddenProject();

      const documentId = randomUUID();
      await db.query(
        `INSERT INTO documents (document_id, storage_key, project_number, file_name, mime_type, size_bytes, uploaded_by_contact_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [documentId, documentId, projectNumber, fileName, mimeType.toLowerCase(), sizeBytes, user.contactId],
      );
      return { documentId, blobUri: signer.sign(documentId, 'upload') };
    },
  );
}
