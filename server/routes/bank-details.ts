import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { currentUser, type RouteDeps } from './deps.ts';

/** A contact's bank account as the API gives it (spec 2 section 3): code REFUND or VENDOR. */
export interface BankAccountRow {
  id: string;
  accountName: string;
  accountNumber: string;
  bsb: string;
  code: string;
}

/**
 * GET /api/contact/:customerNo/bank-details: the bank accounts of the caller's own contact only;
 * another customer number is refused with 403, whatever it names.
 */
export async function bankDetailsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Params: { customerNo: string } }>(
    '/api/contact/:customerNo/bank-details',
    { schema: { params: { type: 'object', properties: { customerNo: { type: 'string', minLength: 1, maxLength: 50 } } } } },
    async (request) => {
      const user = await currentUser(db, request);
      if (!user || user.customerNumber !== request.params.customerNo) {
        throw new HttpError(403, 'Your account is not authorised to access the requested bank details.');
      }
      const { rows } = await db.query<BankAccountRow>(
        `SELECT bank_account_id AS id, account_name AS "accountName", account_number AS "accountNumber", bsb, code
         FROM bank_accounts WHERE contact_id = $1 ORDER BY code, bank_account_id`,
        [user.contactId],
      );
      return { bankAccounts: rows };
    },
  );
}
