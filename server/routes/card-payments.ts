import type { FastifyInstance } from 'fastify';
import { findInvoice, findInvoiceByNumber, invoiceChargeUnderWay } from '../db/queries/card-payments.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { PAYMENT_IN_PROGRESS, payWithAuthKey, reconcileCardPayments, type CardPaymentDeps } from '../payments/card-payments.ts';
import { createAuthKey, payNowAuthKey } from '../payments/auth-keys.ts';
import { canSeeInvoice, INVOICE_NOT_PAYABLE, isPayableInvoice } from '../payments/invoice-payment.ts';
import { levyPayer } from '../projects/levy-payer.ts';
import { notificationFormOf } from '../projects/notification-form.ts';
import { UUID, type RouteDeps } from './deps.ts';
import type { CardPaymentRow } from '../db/queries/card-payments.ts';

export const INVOICE_NOT_FOUND = 'The invoice was not found.';
const AUTH_KEY = { type: 'string', minLength: 1, maxLength: 100 } as const;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller may use a payment of an invoice they may see (their organisation's, or their own). */
const invoicePaymentOf = (user: CurrentUser, transactionId?: string) => async (tx: Queryable, payment: CardPaymentRow) => {
  if (payment.purpose !== 'Invoice' || !payment.transaction_id) return false;
  if (transactionId && payment.transaction_id !== transactionId) return false;
  const invoice = await findInvoice(tx, payment.transaction_id);
  return !!invoice && canSeeInvoice(user, invoice);
};

/**
 * Card payment of an invoice (spec 3 s7, DESIGN s4), the BPOINT AuthKey flow: an auth key for
 * the invoice's amount owing read here (whatever amount the browser names), the card attached
 * by the browser at the gateway, then the charge and the invoice paid, once per invoice. An auth
 * key for a draft's id is for paying now on submission (routes/pay-and-submit.ts).
 */
export async function cardPaymentRoutes(app: FastifyInstance, { db, catalog }: RouteDeps, payments: CardPaymentDeps) {
  const notification = await notificationFormOf(catalog);
  app.post<{ Body: { amount?: number; referenceNumber: string; email?: string } }>(
    '/api/bpoint/getauthkey',
    {
      schema: {
        body: {
          type: 'object',
          required: ['referenceNumber'],
          properties: { amount: { type: 'number' }, referenceNumber: { type: 'string', minLength: 1, maxLength: 50 }, email: { type: 'string', maxLength: 320 } },
        },
      },
    },
    async (request) => {
      const user = await levyPayer(db, request);
      const { referenceNumber, email } = request.body;
      // A draft's id: paying now on submission; otherwise an invoice number.
      if (UUID_PATTERN.test(referenceNumber)) return { authkey: await payNowAuthKey(payments, notification, user, referenceNumber, email) };
      const invoice = await findInvoiceByNumber(db, referenceNumber);
      if (!invoice || !canSeeInvoice(user, invoice)) throw new HttpError(404, INVOICE_NOT_FOUND);
      await reconcileCardPayments(payments, { transactionId: invoice.transaction_id });
      const current = (await findInvoice(db, invoice.transaction_id))!;
      if (!isPayableInvoice(current)) throw new HttpError(409, INVOICE_NOT_PAYABLE);
      // A charge still under way (a reload while paying) is awaited, not joined by a second card form.
      if (await invoiceChargeUnderWay(db, current.transaction_id)) throw new HttpError(409, PAYMENT_IN_PROGRESS);
      const payment = { purpose: 'Invoice', transaction_id: current.transaction_id, project_id: current.project_id, contact_id: user.contactId } as const;
      return { authkey: await createAuthKey(payments, { ...payment, amount: Number(current.amount_owing), reference: current.invoice_no }, email) };
    },
  );

  app.post<{ Body: { authkey: string } }>(
    '/api/bpoint/processpayment',
    { schema: { body: { type: 'object', required: ['authkey'], properties: { authkey: AUTH_KEY } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      return { txn: await payWithAuthKey(payments, request.body.authkey, invoicePaymentOf(user)) };
    },
  );

  app.post<{ Body: { id: string; projectId?: string; authkey: string } }>(
    '/api/transactions/pay',
    { schema: { body: { type: 'object', required: ['id', 'authkey'], properties: { id: UUID, projectId: UUID, authkey: AUTH_KEY } } } },
    async (request) => {
      const user = await levyPayer(db, request);
      const invoice = await findInvoice(db, request.body.id);
      if (!invoice || !canSeeInvoice(user, invoice)) throw new HttpError(404, INVOICE_NOT_FOUND);
      if (request.body.projectId && request.body.projectId !== invoice.project_id) throw new HttpError(400, INVOICE_NOT_FOUND, { details: [INVOICE_NOT_FOUND] });
      return { txn: await payWithAuthKey(payments, request.body.authkey, invoicePaymentOf(user, invoice.transaction_id)) };
    },
  );
}
