import { apiFetch } from './http-client.ts';

export type TransactionType = 'Invoice' | 'CreditNote';

/** An invoice or credit note (spec 3 section 3.1); money in dollars. */
export interface Transaction {
  transactionId: string;
  transactionType: TransactionType;
  projectId: string;
  projectName: string | null;
  projectNumber: string | null;
  /** Also the credit note number. */
  invoiceNo: string;
  dueDate: string | null;
  transactionStatus: string;
  amount: number;
  amountOwing: number;
  documentPath: string | null;
  descriptionOfWork: string | null;
  paymentReference: string | null;
  /** When a paid invoice's payment was processed; null otherwise. */
  paidAt: string | null;
  modified: string;
}

export interface TransactionPageRequest {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
}

/** One page of the user's invoices or credit notes (GET /api/transactions). */
export async function fetchTransactionPage(type: TransactionType, request: TransactionPageRequest, signal?: AbortSignal): Promise<{ rows: Transaction[]; total: number }> {
  const { searchTerm, ...paging } = request;
  const list = await apiFetch<{ transactions?: Transaction[]; recordCount?: number }>('/api/transactions', {
    query: { ...paging, searchTerm: searchTerm || undefined, transactiontype: type },
    signal,
  });
  return { rows: list.transactions ?? [], total: list.recordCount ?? 0 };
}

/** A signed download address of the transaction's document (GET /api/document/{transactionId}). */
export async function fetchTransactionDocumentUri(transaction: Pick<Transaction, 'transactionId' | 'projectId'>): Promise<string> {
  const { blobUri } = await apiFetch<{ blobUri?: string }>(`/api/document/${encodeURIComponent(transaction.transactionId)}`, {
    query: { projectId: transaction.projectId },
  });
  if (!blobUri) throw new Error('No document address in the answer');
  return blobUri;
}

/** One of the user's transactions (GET /api/transactions/{id}); 404 for one they may not see. */
export function fetchTransaction(transactionId: string, signal?: AbortSignal): Promise<Transaction> {
  return apiFetch<Transaction>(`/api/transactions/${encodeURIComponent(transactionId)}`, { signal });
}
