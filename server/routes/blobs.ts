import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error.ts';
import { TooLargeError } from '../documents/storage.ts';
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
  status: 'pending' | 'stored';
}

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
    if (doc.status !== 'pending') throw new HttpError(409, 'The upload link has already been used.');
    if (baseMimeType(request.headers['content-type']) !== baseMimeType(doc.mime_type)) {
      throw new HttpError(415, `The content type must be ${doc.mime_type}.`);
    }
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > doc.size_bytes) throw new HttpError(413, 'The file is larger than was declared.');
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') throw new HttpError(400, 'The request has no file.');
    let size: number;
    try {
      size = await storage.put(doc.storage_key, body, doc.size_bytes);
    } catch (error) {
      if (error instanceof TooLargeError) throw new HttpError(413, 'The file is larger than was declared.');
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new HttpError(409, 'The upload link has already been used.');
      throw error;
    }
    if (size !== doc.size_bytes) {
      await storage.delete(doc.storage_key);
      throw new HttpError(400, `The file has ${size} bytes, not the ${doc.size_bytes} declared.`);
    }
    const { rows } = await db.query(
      `UPDATE documents SET status = 'stored', stored_at = now() WHERE document_id = $1 AND status = 'pending' RETURNING document_id`,
      [doc.document_id],
    );
    if (!rows[0]) throw new HttpError(409, 'The upload link has already been used.');
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
