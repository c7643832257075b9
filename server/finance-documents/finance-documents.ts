/**
 * Stores a transaction's document (invoice, adjustment note or payment receipt), made afresh from
 * the records, as a generated document behind the signed, expiring download URLs of documents/.
 */
import type { Database } from '../db/database.ts';
import { storeGeneratedDocument } from '../documents/generated-documents.ts';
import type { DocumentStorage } from '../documents/storage.ts';
import { readFinanceDocumentData } from './finance-document-data.ts';
import { renderFinanceDocumentPdf, type FinanceDocumentKind } from './transaction-pdf.ts';

export type { FinanceDocumentKind } from './transaction-pdf.ts';

export interface StoredFinanceDocument {
  documentId: string;
  fileName: string;
}

const FILE_PREFIX: Record<FinanceDocumentKind, string> = { invoice: 'invoice', creditNote: 'adjustment-note', receipt: 'receipt' };

/** The document a transaction has by default: an invoice's, or a credit note's adjustment note. */
export const defaultDocumentKind = (transactionType: string): FinanceDocumentKind => (transactionType === 'CreditNote' ? 'creditNote' : 'invoice');

/**
 * Generates and stores the transaction's document of `kind`; null when the transaction does not
 * exist, is not of that kind, or (a receipt) has not been paid. `contactId` is who asked for it.
 */
export async function storeFinanceDocument(
  db: Database,
  storage: DocumentStorage,
  request: { transactionId: string; kind: FinanceDocumentKind; contactId: string },
): Promise<StoredFinanceDocument | null> {
  const data = await readFinanceDocumentData(db, request.transactionId);
  if (!data) return null;
  const isCredit = data.transactionType === 'CreditNote';
  if ((request.kind === 'creditNote') !== isCredit) return null;
  if (request.kind === 'receipt' && (data.status !== 'Paid' || !data.paymentReference)) return null;
  const number = request.kind === 'receipt' ? data.paymentReference! : data.invoiceNo;
  const fileName = `${FILE_PREFIX[request.kind]}-${number}.pdf`;
  const bytes = await renderFinanceDocumentPdf(data, request.kind);
  const documentId = await storeGeneratedDocument(db, storage, { number: data.project.projectNumber, fileName, mimeType: 'application/pdf', bytes, contactId: request.contactId });
  return { documentId, fileName };
}

/**
 * The payment receipt of a paid invoice (status Paid, its payment reference the receipt number,
 * `paid_at` the processed time): generated and stored; sign `documentId` for a download URL.
 * Null when the invoice is unknown or not paid.
 */
export function storePaymentReceipt(db: Database, storage: DocumentStorage, transactionId: string, contactId: string): Promise<StoredFinanceDocument | null> {
  return storeFinanceDocument(db, storage, { transactionId, kind: 'receipt', contactId });
}
