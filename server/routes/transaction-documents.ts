import type { FastifyInstance } from 'fastify';
import { canAccessProject } from '../db/queries/projects.ts';
import { findTransaction } from '../db/queries/transactions.ts';
import { defaultDocumentKind, storeFinanceDocument } from '../finance-documents/finance-documents.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { portal } from '../../generated/portal.gen.ts';
import { TRANSACTION_NOT_FOUND } from './transactions.ts';
import { UUID, type RouteDeps } from './deps.ts';

interface DocumentQuery {
  projectId: string;
  /** Additive: a paid invoice's payment receipt instead of the invoice. */
  document?: 'receipt';
}

/**
 * GET /api/document/{transactionId}?projectId= (spec 3 section 7): the invoice or adjustment note
 * (or, with document=receipt, the payment receipt), made afresh as a PDF and answered as a signed,
 * expiring download URL `{ blobUri }`.
 */
export async function transactionDocumentRoutes(app: FastifyInstance, { db, storage, signer }: RouteDeps) {
  app.get<{ Params: { transactionId: string }; Querystring: DocumentQuery }>(
    '/api/document/:transactionId',
    {
      schema: {
        params: { type: 'object', properties: { transactionId: UUID } },
        querystring: { type: 'object', required: ['projectId'], additionalProperties: false, properties: { projectId: UUID, document: { type: 'string', enum: ['receipt'] } } },
      },
    },
    async (request) => {
      const user = await levyPayer(db, request);
      const found = await findTransaction(db, request.params.transactionId);
      if (!found || !canAccessProject(user, found.owner)) throw notFound(TRANSACTION_NOT_FOUND);
      const { transaction } = found;
      if (transaction.projectId !== request.query.projectId) {
        const message = 'The project does not match the transaction.';
        throw badRequest(message, [{ path: '/projectId', message }]);
      }
      if (!transaction.documentPath) throw new HttpError(404, portal.finances.messages.noDocument);
      const kind = request.query.document ?? defaultDocumentKind(transaction.transactionType);
      const stored = await storeFinanceDocument(db, storage, { transactionId: transaction.transactionId, kind, contactId: user.contactId });
      if (!stored) throw new HttpError(404, portal.finances.messages.noDocument);
      return { blobUri: signer.sign(stored.documentId, 'download') };
    },
  );
}
