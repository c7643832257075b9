import { apiFetch } from '../api/http-client.ts';
import type { Transaction } from '../api/transactions.ts';

export { fetchTransaction, type Transaction } from '../api/transactions.ts';

/** The payment outcome (spec 3 s3.2). */
export interface PaymentTxn {
  authkey: string;
  receiptNumber: string | null;
  processedDateTime: string | null;
}

export const transactionQueryKey = (id: string) => ['transactions', id] as const;

/** An auth key for the invoice; the server charges its amount owing, whatever `amount` says. */
export const requestAuthKey = (invoice: Transaction, email?: string) =>
  apiFetch<{ authkey: string }>('/api/bpoint/getauthkey', {
    method: 'POST',
    body: { amount: invoice.amountOwing, referenceNumber: invoice.invoiceNo, ...(email ? { email } : {}) },
  }).then((answer) => answer.authkey);

/** Charges the card attached to the auth key and pays the invoice; a retry never charges twice. */
export const payInvoice = (invoice: Transaction, authkey: string) =>
  apiFetch<{ txn: PaymentTxn }>('/api/transactions/pay', {
    method: 'POST',
    body: { id: invoice.transactionId, projectId: invoice.projectId, authkey },
    // The gateway may take its time: wait longer than it may, so the answer is not lost here.
    timeoutMs: 90_000,
  }).then((answer) => answer.txn);

/** An auth key to pay a saved draft notification now: the server charges the levy it calculates for the draft. */
export const requestDraftAuthKey = (projectId: string, email?: string) =>
  apiFetch<{ authkey: string }>('/api/bpoint/getauthkey', { method: 'POST', body: { referenceNumber: projectId, ...(email ? { email } : {}) } }).then((answer) => answer.authkey);
