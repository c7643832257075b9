import { Button } from '@chakra-ui/react';
import { showToast } from '../../engine/react/components/toaster.ts';
import { errorText } from '../api/api-error.ts';
import { fetchTransactionDocumentUri, type Transaction } from '../api/transactions.ts';
import { portal } from '../../generated/portal.gen.ts';

const { messages } = portal.finances;

/**
 * Asks for the transaction's document and opens it in a new tab (spec 3 section 2.7): a toast
 * says it is being retrieved (20 s); a failure says why.
 */
export async function openTransactionDocument(transaction: Transaction): Promise<void> {
  showToast('info', messages.retrievingDocument, messages.retrievingDocumentDurationMs);
  try {
    window.open(await fetchTransactionDocumentUri(transaction), '_blank', 'noopener');
  } catch (error) {
    showToast('error', messages.downloadFailed.replace('{detail}', errorText(error)));
  }
}

/** An invoice or credit number: a download button when the transaction has a document, plain text otherwise. */
export function DocumentNumber({ transaction, kind }: { transaction: Transaction; kind: string }) {
  if (!transaction.documentPath) return <>{transaction.invoiceNo}</>;
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      color="blue.700"
      textDecoration="underline"
      aria-label={`${transaction.invoiceNo}, download ${kind}`}
      onClick={() => void openTransactionDocument(transaction)}
    >
      {transaction.invoiceNo}
    </Button>
  );
}
