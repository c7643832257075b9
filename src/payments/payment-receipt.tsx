import { Alert, Box, Heading } from '@chakra-ui/react';
import { FactsList, useTakeFocus } from '../../engine/react/index.ts';
import { formatPaymentDateTime } from '../../engine/core/payment-date.ts';

type Messages = Record<'receiptHeading' | 'receiptNumber' | 'paymentDate', string>;

/**
 * Step 2 (spec 3 s2.8, s4.2): the receipt of a successful payment, or of an invoice already paid.
 * Shown in place of the card form just paid with (`justPaid`), its heading takes the focus the form had.
 */
export function PaymentReceipt({ receiptNumber, processedDateTime, m, justPaid = false }: { receiptNumber: string | null; processedDateTime: string | null; m: Messages; justPaid?: boolean }) {
  const heading = useTakeFocus<HTMLHeadingElement>(justPaid);
  const values = { receiptNumber, paymentDate: formatPaymentDateTime(processedDateTime) };
  return (
    <Box as="section" aria-labelledby="payment-receipt-heading">
      <Alert.Root status="success" mb="4">
        <Alert.Indicator />
        <Alert.Title>
          <Heading as="h2" size="lg" id="payment-receipt-heading" ref={heading}>
            {m.receiptHeading}
          </Heading>
        </Alert.Title>
      </Alert.Root>
      <FactsList
        facts={[
          { label: m.receiptNumber, pointer: '/receiptNumber' },
          { label: m.paymentDate, pointer: '/paymentDate' },
        ]}
        context={values}
      />
    </Box>
  );
}
