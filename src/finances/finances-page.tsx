import { Heading, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { fetchTransactionPage, type Transaction, type TransactionType } from '../api/transactions.ts';
import { DataTable, type Column } from '../components/data-table/index.ts';
import { PageBreadcrumb, portalCrumbs } from '../levy-payer/project-breadcrumb.tsx';
import { portal } from '../../generated/portal.gen.ts';
import { creditNoteColumns, DEFAULT_TRANSACTION_SORT, invoiceColumns } from './transaction-columns.tsx';

interface TabSpec {
  value: string;
  label: string;
  type: TransactionType;
  columns: Column<Transaction>[];
  placeholder: string;
}

const TABS: TabSpec[] = [
  { value: 'invoices', label: 'Invoices', type: 'Invoice', columns: invoiceColumns, placeholder: 'Search by invoice or levy number...' },
  { value: 'adjustment-notes', label: 'Adjustment Notes', type: 'CreditNote', columns: creditNoteColumns, placeholder: 'Search by credit or levy number...' },
];

function TransactionTable({ tab }: { tab: TabSpec }) {
  return (
    <>
      <DataTable<Transaction>
        id={tab.value === 'invoices' ? 'invoices' : 'credits'}
        caption={tab.label}
        columns={tab.columns}
        queryKey={['transactions', 'page', { type: tab.type }]}
        fetchPage={(request, signal) => fetchTransactionPage(tab.type, request, signal)}
        defaultSort={DEFAULT_TRANSACTION_SORT}
        rowKey={(t) => t.transactionId}
        searchLabel={`Search ${tab.label.toLowerCase()}`}
        searchPlaceholder={tab.placeholder}
        footer={
          <Text fontStyle="italic" fontSize="sm" mt="4">
            {portal.finances.messages.documentsNote}
          </Text>
        }
      />
    </>
  );
}

/** Finances (spec 3 section 2.7): the payer's invoices and adjustment notes, each tab with its own table state in the URL. */
export function FinancesPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === TABS[0].value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageBreadcrumb crumbs={portalCrumbs('Finances')} />
      <Heading as="h1" size="2xl" mb="6">
        Finances
      </Heading>
      <Tabs.Root value={tab.value} onValueChange={(e) => selectTab(e.value)} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <TransactionTable tab={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
