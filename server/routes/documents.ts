import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canUseDocumentNumber, projectNumberOfChange } from '../db/queries/documents.ts';
import { badRequest, forbiddenProject, HttpError } from '../http/http-error.ts';
import { loadAttachmentLimits, openLinksUnder } from '../documents/attachment-limits.ts';
import { declarable, extensionOf, fileTypeOf } from '../../engine/core/file-types.ts';
import { PROJECT_QUOTA_BYTES, lockProjectQuota, overQuota, projectBytesHeld } from '../documents/project-quota.ts';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES, baseMimeType } from '../documents/upload-rules.ts';
import { currentUser, type RouteDeps } from './deps.ts';

interface UploadBody {
  projectNumber: string;
  /** Optional: file under this change of the project (e.g. a take-over's returned number). */
  complexChangeNumber?: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

const TYPE_MESSAGE = `This file type is not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}.`;
const TYPE_MISMATCH = 'The file type does not match the file name.';

/** POST /api/document/upload: registers a file and returns a signed, expiring, single-use upload URL. */
export async function documentRoutes(app: FastifyInstance, { db, signer }: RouteDeps) {
  const limits = await loadAttachmentLimits();
  app.post<{ Body: UploadBody }>(
    '/api/document/upload',
    {
      schema: {
        body: {
          type: 'object',
          required: ['projectNumber', 'fileName', 'mimeType', 'sizeBytes'],
          properties: {
            projectNumber: { type: 'string', minLength: 1, maxLength: 50 },
            complexChangeNumber: { type: 'string', minLength: 1, maxLength: 50 },
            fileName: { type: 'string', minLength: 1, maxLength: 255 },
            mimeType: { type: 'string', pattern: '^[A-Za-z0-9][\\w.+-]*/[\\w.+-]+$', maxLength: 255 },
            sizeBytes: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => {
      const { projectNumber, complexChangeNumber, fileName, mimeType, sizeBytes } = request.body;
      const errors = [];
      const type = ALLOWED_EXTENSIONS.includes(extensionOf(fileName)) ? fileTypeOf(fileName) : undefined;
      if (!type) errors.push({ path: '/fileName', message: TYPE_MESSAGE });
      else if (!declarable(type, baseMimeType(mimeType))) errors.push({ path: '/mimeType', message: TYPE_MISMATCH });
      if (sizeBytes > MAX_UPLOAD_BYTES) errors.push({ path: '/sizeBytes', message: 'The file is larger than 50 MB.' });
      if (errors.length || !type) throw badRequest('The file cannot be uploaded.', errors);

      const user = await currentUser(db, request);
      // A file is filed under one number: the change's when one is given, else the project's (or a change's, as before).
      const fileUnder = complexChangeNumber ?? projectNumber;
      if (!user || !(await canUseDocumentNumber(db, user, fileUnder))) throw forbiddenProject();
      if (complexChangeNumber && complexChangeNumber !== projectNumber && (await projectNumberOfChange(db, complexChangeNumber)) !== projectNumber) {
        throw badRequest('The file cannot be uploaded.', [{ path: '/complexChangeNumber', message: 'The change is not on this project.' }]);
      }

      const documentId = randomUUID();
      await db.transaction(async (tx) => {
        // One link at a time per number, so parallel requests cannot pass the count together.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`documents:${fileUnder}`]);
        const rule = await limits.ruleOf(tx, fileUnder);
        if (!rule.extensions.includes(extensionOf(fileName))) throw badRequest('The file cannot be uploaded.', [{ path: '/fileName', message: TYPE_MESSAGE }]);
        if (sizeBytes > rule.maxFileSizeBytes) throw badRequest('The file cannot be uploaded.', [{ path: '/sizeBytes', message: 'The file is larger than 50 MB.' }]);
        if ((await openLinksUnder(tx, fileUnder)) >= rule.maxFiles) throw new HttpError(409, `At most ${rule.maxFiles} files can be uploading for ${fileUnder} at once.`);
        // The link reserves its declared size against the project's quota until it is used or expires.
        await lockProjectQuota(tx, fileUnder);
        if ((await projectBytesHeld(tx, fileUnder)) + sizeBytes > PROJECT_QUOTA_BYTES) throw overQuota(409);
        // Served later with the type its name and its checked bytes agree on, never the declared text.
        await tx.query(
          `INSERT INTO documents (document_id, storage_key, project_number, file_name, mime_type, size_bytes, uploaded_by_contact_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [documentId, documentId, fileUnder, fileName, type.serveAs, sizeBytes, user.contactId],
        );
      });
      return { documentId, blobUri: signer.sign(documentId, 'upload') };
    },
  );
}
