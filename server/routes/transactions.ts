import type { FastifyInstance } from 'fastify';
import { canAccessProject } from '../db/queries/projects.ts';
import { findTransaction, listTransactions, toTransactionRecord, TRANSACTION_SORT_COLUMNS, TRANSACTION_TYPES, type TransactionListQuery } from '../db/queries/transactions.ts';
import { notFound } from '../http/http-error.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { pagingQuery, UUID, type RouteDeps } from './deps.ts';

export const TRANSACTION_NOT_FOUND = 'The requested transaction was not found.';

/**
 * The levy payer's invoices and credit notes (spec 3 section 7): those of the projects the caller
 * may reach, i.e. their organisation's, or their own when not in one.
 */
export async function transactionRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Querystring: TransactionListQuery }>(
    '/api/transactions',
    { schema: { querystring: pagingQuery(Object.keys(TRANSACTION_SORT_COLUMNS), 'dueDate', { transactiontype: { type: 'string', enum: [...TRANSACTION_TYPES] } }) } },
    async (request) => {
      const user = await levyPayer(db, request);
      const page = await listTransactions(db, user, request.query);
      return { transactions: page.transactions.map(toTransactionRecord), recordCount: page.recordCount };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/transactions/:id',
    { schema: { params: { type: 'object', properties: { id: UUID } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      const found = await findTransaction(db, request.params.id);
      // A foreign transaction answers like an unknown one, so ids cannot be probed.
      if (!found || !canAccessProject(user, found.owner)) throw notFound(TRANSACTION_NOT_FOUND);
      return toTransactionRecord(found.transaction);
    },
  );
}
