import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error.ts';
import { TooLargeError } from '../documents/storage.ts';
import { ContentMismatchError, contentCheck } from '../documents/content-check.ts';
import { CONTENT_MISMATCH, declarable, fileTypeOf } from '../../engine/core/file-types.ts';
import { PROJECT_QUOTA_BYTES, lockProjectQuota, overQuota, projectBytesHeld } from '../documents/project-quota.ts';
import { baseMimeType } from '../documents/upload-rules.ts';
import type { BlobOperation } from '../documents/url-signer.ts';
import type { RouteDeps } from './deps.ts';

interface BlobRequest {
  Params: { key: string };
  Querystring: { op?: string; expires?: string; signature?: string };
}

interface DocumentRow {
  document_id: string;
  storage_key: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  project_number: string;
  status: 'pending' | 'receiving' | 'stored';
}

const USED = 'The upload link has already been used.';

const blobSchema = {
  params: { type: 'object', properties: { key: { type: 'string', maxLength: 200 } } },
  querystring: {
    type: 'object',
    properties: { op: { type: 'string' }, expires: { type: 'string' }, signature: { type: 'string', maxLength: 100 } },
  },
};

/**
 * PUT and GET on signed URLs (`/api/blob/<key>?op&expires&signature`). No bearer token:
 * the signature is the authority. Bodies stream to storage, never buffered.
 */
export async function blobRoutes(app: FastifyInstance, { db, signer, storage }: RouteDeps) {
  // This plugin's own parsers: every body stays a raw stream (encapsulated, so JSON routes keep theirs).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const authorise = async (request: { params: { key: string }; query: BlobRequest['Querystring'] }, op: BlobOperation) => {
    const { key } = request.params;
    const problem = signer.check({ key, op: request.query.op as BlobOperation, expires: Number(request.query.expires), signature: request.query.signature }, op);
    if (problem === 'expired') throw new HttpError(403, 'The link has expired.');
    if (problem) throw new HttpError(403, 'The link is not valid.');
    const { rows } = await db.query<DocumentRow>('SELECT * FROM documents WHERE storage_key = $1', [key]);
    if (!rows[0]) throw new HttpError(404, 'The document was not found.');
    return rows[0];
  };

  app.put<BlobRequest>('/api/blob/:key', { schema: blobSchema }, async (request, reply: FastifyReply) => {
    const doc = await authorise(request, 'upload');
    if (doc.status !== 'pending') throw new HttpError(409, USED);
    const type = fileTypeOf(doc.file_name);
    const sent = baseMimeType(request.headers['content-type']);
    if (!type || (sent !== baseMimeType(doc.mime_type) && !declarable(type, sent))) throw new HttpError(415, `The content type must be ${doc.mime_type}.`);
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > doc.size_bytes) throw new HttpError(413, 'The file is larger than was declared.');
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') throw new HttpError(400, 'The request has no file.');

    // The link is claimed before any byte is written: a second PUT to it meets a 409, never the first one's file.
    // Under the project's quota lock, what the others hold is counted with the claim, so two PUTs cannot both pass.
    const limit = await db.transaction(async (tx) => {
      await lockProjectQuota(tx, doc.project_number);
      const claimed = await tx.query(`UPDATE documents SET status = 'receiving' WHERE document_id = $1 AND status = 'pending' RETURNING document_id`, [doc.document_id]);
      if (!claimed.rows[0]) throw new HttpError(409, USED);
      const remaining = PROJECT_QUOTA_BYTES - (await projectBytesHeld(tx, doc.project_number, doc.document_id));
      if (remaining < 1) throw overQuota(413);
      return Math.min(Number(doc.size_bytes), remaining);
    });
    const release = () => db.query(`UPDATE documents SET status = 'pending' WHERE document_id = $1 AND status = 'receiving'`, [doc.document_id]);
    let size: number;
    try {
      const checked = contentCheck(type);
      body.on('error', (error) => checked.destroy(error));
      // The storage's pipeline reports a refused file; this listener keeps an error emitted after it
      // has let go of the stream (a short file is checked at its end) from crashing the process.
      checked.on('error', () => {});
      // Streaming stops (nothing stored) past the declared size or the project's remaining quota.
      size = await storage.put(doc.storage_key, body.pipe(checked), limit);
    } catch (error) {
      await release();
      if (error instanceof TooLargeError) throw limit < Number(doc.size_bytes) ? overQuota(413) : new HttpError(413, 'The file is larger than was declared.');
      if (error instanceof ContentMismatchError) throw new HttpError(415, CONTENT_MISMATCH);
      throw error;
    }
    if (size !== doc.size_bytes) {
      await storage.delete(doc.storage_key);
      await release();
      throw new HttpError(400, `The file has ${size} bytes, not the ${doc.size_bytes} declared.`);
    }
    await db.query(`UPDATE documents SET status = 'stored', stored_at = now() WHERE document_id = $1`, [doc.document_id]);
    return reply.code(201).send({ documentId: doc.document_id, status: 'stored' });
  });

  app.get<BlobRequest>('/api/blob/:key', { schema: blobSchema }, async (request, reply) => {
    const doc = await authorise(request, 'download');
    const stream = doc.status === 'stored' ? await storage.get(doc.storage_key) : null;
    if (!stream) throw new HttpError(404, 'The document was not found.');
    return reply
      .header('content-type', doc.mime_type)
      .header('content-length', String(doc.size_bytes))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
