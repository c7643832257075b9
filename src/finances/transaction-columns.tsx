import { Box, Text } from '@chakra-ui/react';
import { formatDate, formatMoney } from '../../engine/core/display-format.ts';
import type { Transaction } from '../api/transactions.ts';
import type { Column } from '../components/data-table/index.ts';
import { DocumentNumber } from './document-number.tsx';
import { PayInvoiceButton } from './pay-invoice-button.tsx';
import { TransactionStatusBadge } from './transaction-status.tsx';

/** Spec 3 section 7: the columns' sort names as the server knows them. */
export const TRANSACTION_SORT_NAMES = {
  projectName: 'name',
  invoiceNo: 'invoiceNumber',
  creditNoteNo: 'invoiceNumber',
  dueDate: 'dueDate',
  paymentStatus: 'statusCode',
  levyAmount: 'amount',
  levyAmountOwing: 'owingAmount',
} as const;

export const DEFAULT_TRANSACTION_SORT = { sortBy: TRANSACTION_SORT_NAMES.dueDate, descending: true };

function ProjectCell({ transaction }: { transaction: Transaction }) {
  return (
    <Box>
      <Text>{transaction.projectNumber ?? '-'}</Text>
      {transaction.projectName && (
        <Text fontSize="xs" color="fg.muted">
          {transaction.projectName}
        </Text>
      )}
    </Box>
  );
}

const project: Column<Transaction> = { id: 'projectName', header: 'Project', sortKey: TRANSACTION_SORT_NAMES.projectName, cell: (t) => <ProjectCell transaction={t} /> };
const hiddenId: Column<Transaction> = { id: 'transactionId', header: 'Transaction id', hidden: true, cell: (t) => t.transactionId };

/** Invoices tab (spec 3 section 2.7). */
export const invoiceColumns: Column<Transaction>[] = [
  hiddenId,
  project,
  { id: 'invoiceNo', header: 'Invoice no.', sortKey: TRANSACTION_SORT_NAMES.invoiceNo, cell: (t) => <DocumentNumber transaction={t} kind="invoice" /> },
  { id: 'dueDate', header: 'Due Date', sortKey: TRANSACTION_SORT_NAMES.dueDate, cell: (t) => formatDate(t.dueDate) },
  { id: 'paymentStatus', header: 'Payment Status', sortKey: TRANSACTION_SORT_NAMES.paymentStatus, cell: (t) => <TransactionStatusBadge status={t.transactionStatus} /> },
  { id: 'levyAmount', header: 'Levy Amount', sortKey: TRANSACTION_SORT_NAMES.levyAmount, cell: (t) => formatMoney(t.amount) },
  { id: 'levyAmountOwing', header: 'Amount Owing', sortKey: TRANSACTION_SORT_NAMES.levyAmountOwing, cell: (t) => formatMoney(t.amountOwing) },
  { id: 'pay', header: 'Pay', cell: (t) => <PayInvoiceButton invoice={t} /> },
];

/** Adjustment Notes tab (spec 3 section 2.7). */
export const creditNoteColumns: Column<Transaction>[] = [
  hiddenId,
  { id: 'creditNoteNo', header: 'Credit no.', sortKey: TRANSACTION_SORT_NAMES.creditNoteNo, cell: (t) => <DocumentNumber transaction={t} kind="adjustment note" /> },
  project,
  { id: 'status', header: 'Status', sortKey: TRANSACTION_SORT_NAMES.paymentStatus, cell: (t) => <TransactionStatusBadge status={t.transactionStatus} /> },
  { id: 'amount', header: 'Amount', sortKey: TRANSACTION_SORT_NAMES.levyAmount, cell: (t) => formatMoney(t.amount) },
];
