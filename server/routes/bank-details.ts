import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const ACCOUNT_PARAMS = { params: { type: 'object', properties: { customerNo: { type: 'string', minLength: 1, maxLength: 50 } } } } as const;

/**
 * GET /api/contact/:customerNo/bank-details: the bank accounts of the caller's own contact only;
 * another customer number is refused with 403, whatever it names. GET
 * /api/contact/:customerNo/vendor-bank-details: the certifier's own vendor account alone.
 */
export async function bankDetailsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const accounts = (code?: string) => async (request: FastifyRequest<{ Params: { customerNo: string } }>) => {
    const user = await currentUser(db, request);
    if (!user || user.customerNumber !== request.params.customerNo || (code === 'VENDOR' && user.contactType !== 'Certifier')) {
      throw new HttpError(403, 'Your account is not authorised to access the requested bank details.');
    }
    const { rows } = await db.query<BankAccountRow>(
      `SELECT bank_account_id AS id, account_name AS "accountName", account_number AS "accountNumber", bsb, code
       FROM bank_accounts WHERE contact_id = $1 AND ($2::text IS NULL OR code = $2) ORDER BY code, bank_account_id`,
      [user.contactId, code ?? null],
    );
    return { bankAccounts: rows };
  };
  app.get<{ Params: { customerNo: string } }>('/api/contact/:customerNo/bank-details', { schema: ACCOUNT_PARAMS }, accounts());
  app.get<{ Params: { customerNo: string } }>('/api/contact/:customerNo/vendor-bank-details', { schema: ACCOUNT_PARAMS }, accounts('VENDOR'));
}
