import { Alert, Button, Heading, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { showToast, useTakeFocus } from '../../engine/react/index.ts';
import { useGoBack } from '../app/use-go-back.ts';
import { useCompiledFormAt } from '../forms/use-compiled-form.ts';
import { CardStep } from './card-step.tsx';
import { InvoiceSummary } from './invoice-summary.tsx';
import { fetchTransaction, transactionQueryKey, type PaymentTxn } from './payment-api.ts';
import { FINANCES_ROUTE, PAY_INVOICE_ROUTE } from './pay-invoice-route.ts';
import { financesCrumbs, PageBreadcrumb } from '../levy-payer/project-breadcrumb.tsx';
import { PaymentReceipt } from './payment-receipt.tsx';

type Step = 0 | 1 | 2 | 3;

/** Step 3: shown in place of the card form, it takes the focus the form had. */
function FailureNotice({ text }: { text: string }) {
  const notice = useTakeFocus<HTMLDivElement>();
  return (
    <Alert.Root ref={notice} status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * /levies-payer-portal/finances/pay-invoice/{transactionId} (spec 3 s2.8, s4.2): 0 the invoice's
 * summary, 1 the card form (the catalog's form at this route), 2 the receipt, 3 the failure notice.
 */
export function PayInvoicePage() {
  const { transactionId = '' } = useParams();
  const goBack = useGoBack(FINANCES_ROUTE);
  const queryClient = useQueryClient();
  const form = useCompiledFormAt(PAY_INVOICE_ROUTE);
  const invoice = useQuery({ queryKey: transactionQueryKey(transactionId), queryFn: () => fetchTransaction(transactionId), retry: false });
  const [step, setStep] = useState<Step>(0);
  const [txn, setTxn] = useState<PaymentTxn | null>(null);
  const m = (form.data?.manifest.messages ?? {}) as Record<string, string>;

  const onPaid = useCallback(
    (paid: PaymentTxn) => {
      setTxn(paid);
      setStep(2);
      showToast('success', form.data!.manifest.submit!.successMessage);
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
    [form.data, queryClient],
  );
  const onFailed = useCallback(() => setStep(3), []);

  if (form.isError) throw form.error;
  // The way back to Finances, before and after paying.
  const heading = (
    <>
      {form.data && <PageBreadcrumb crumbs={financesCrumbs(FINANCES_ROUTE, form.data.manifest.title)} />}
      <Heading as="h1" size="2xl" mb="4">
        {form.data?.manifest.title}
      </Heading>
    </>
  );
  if (!form.data || invoice.isPending) return <Text role="status">Loading data...</Text>;
  if (invoice.isError || invoice.data.transactionType !== 'Invoice') {
    return (
      <>
        {heading}
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{form.data.manifest.loadFailedMessage}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={goBack}>
          {m.goBack}
        </Button>
      </>
    );
  }
  const paidBefore = step < 2 && invoice.data.paymentReference;
  return (
    <>
      {heading}
      {(step === 2 || paidBefore) && (
        <PaymentReceipt receiptNumber={txn?.receiptNumber ?? invoice.data.paymentReference} processedDateTime={txn?.processedDateTime ?? invoice.data.paidAt} m={m as never} justPaid={step === 2} />
      )}
      {step === 0 && !paidBefore && <InvoiceSummary invoice={invoice.data} m={m as never} onPay={() => setStep(1)} />}
      {step === 1 && <CardStep form={form.data} invoice={invoice.data} onPaid={onPaid} onFailed={onFailed} />}
      {step === 3 && <FailureNotice text={m.processedNotFinalised} />}
    </>
  );
}
