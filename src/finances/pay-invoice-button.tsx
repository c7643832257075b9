import { Button, Tooltip } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { Transaction } from '../api/transactions.ts';
import { isPayableStatus } from './transaction-status.tsx';

export const PAY_INVOICE_ROUTE = '/levies-payer-portal/finances/pay-invoice';

/** The invoice's pay button (tooltip 'Pay invoice'): enabled only for Applied, Overdue and PendingPayment. */
export function PayInvoiceButton({ invoice }: { invoice: Transaction }) {
  const navigate = useNavigate();
  const payable = isPayableStatus(invoice.transactionStatus);
  return (
    <Tooltip.Root openDelay={300} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        {/* A disabled button gets no pointer events: the wrapper keeps the tooltip working on it. */}
        <span>
          <Button
            size="xs"
            variant="outline"
            colorPalette="blue"
            disabled={!payable}
            aria-label={`Pay invoice ${invoice.invoiceNo}`}
            onClick={() => navigate(`${PAY_INVOICE_ROUTE}/${encodeURIComponent(invoice.transactionId)}`)}
          >
            Pay
          </Button>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>Pay invoice</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
