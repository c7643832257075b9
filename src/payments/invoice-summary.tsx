import { Button, Heading } from '@chakra-ui/react';
import { FactsList } from '../../engine/react/index.ts';
import type { FactItem } from '../../engine/core/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import type { Transaction } from './payment-api.ts';

type Messages = Record<'invoiceSummaryHeading' | 'levyNumber' | 'invoiceNumber' | 'descriptionOfWork' | 'amountOwing' | 'totalAmount' | 'pay', string>;

const payable = (invoice: Transaction) => (portal.finances.payableStatuses as readonly string[]).includes(invoice.transactionStatus) && invoice.amountOwing > 0;

/** The invoice's facts as the pay-invoice page shows them (of a `Transaction`). */
export const invoiceFacts = (m: Pick<Messages, 'levyNumber' | 'invoiceNumber' | 'descriptionOfWork' | 'amountOwing' | 'totalAmount'>) => ({
  levyNumber: { label: m.levyNumber, pointer: '/projectNumber' },
  invoiceNumber: { label: m.invoiceNumber, pointer: '/invoiceNo' },
  descriptionOfWork: { label: m.descriptionOfWork, pointer: '/descriptionOfWork' },
  amountOwing: { label: m.amountOwing, pointer: '/amountOwing', format: 'money' },
  totalAmount: { label: m.totalAmount, pointer: '/amount', format: 'money' },
}) satisfies Record<string, FactItem>;

/** Step 0 (spec 3 s2.8): the invoice's summary and the Pay button. */
export function InvoiceSummary({ invoice, m, onPay }: { invoice: Transaction; m: Messages; onPay: () => void }) {
  const fact = invoiceFacts(m);
  const facts: FactItem[] = [fact.levyNumber, fact.invoiceNumber, fact.descriptionOfWork, fact.amountOwing, fact.totalAmount];
  return (
    <section aria-labelledby="invoice-summary-heading">
      <Heading as="h2" size="lg" mb="3" id="invoice-summary-heading">
        {m.invoiceSummaryHeading}
      </Heading>
      <FactsList facts={facts} context={invoice} />
      <Button colorPalette="blue" onClick={onPay} disabled={!payable(invoice)}>
        {m.pay}
      </Button>
    </section>
  );
}
