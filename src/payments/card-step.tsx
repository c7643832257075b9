import { Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FactsList, LoadingOverlay } from '../../engine/react/index.ts';
import { FormActions } from '../forms/form-actions.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import type { CardDetails } from './card-gateway-script.ts';
import { CardDetailsForm } from './card-details-form.tsx';
import { invoiceFacts } from './invoice-summary.tsx';
import { payInvoice, requestAuthKey, type PaymentTxn, type Transaction } from './payment-api.ts';
import { useCardPayment, type CardCharge } from './use-card-payment.ts';
import { usePayerEmail } from './use-payer-email.ts';

const NO_CONTEXT = {};

/** Step 1 (spec 3 s2.8, s4.2): the card form; the payment is initiated on entering it. */
export function CardStep({ form, invoice, onPaid, onFailed }: { form: CompiledForm; invoice: Transaction; onPaid: (txn: PaymentTxn) => void; onFailed: () => void }) {
  const m = form.manifest.messages as Record<string, string>;
  const fact = invoiceFacts(m as Parameters<typeof invoiceFacts>[0]);
  const submit = form.manifest.submit!;
  const state = useCatalogForm(form, NO_CONTEXT);
  const messages = useMemo(
    () => ({ initiateFailure: m.initiateFailure, attachFailure: m.attachFailure, scriptNotLoaded: m.scriptNotLoaded, notReady: m.notReady, processFailure: m.processFailure, failure: submit.failureMessage ?? '' }),
    [m, submit],
  );
  const email = useRef<string | undefined>(undefined);
  email.current = usePayerEmail();
  const charge = useMemo<CardCharge<PaymentTxn>>(() => ({ initiate: 'entry', requestKey: () => requestAuthKey(invoice, email.current), charge: (authKey) => payInvoice(invoice, authKey) }), [invoice]);
  const payment = useCardPayment(charge, messages, onPaid, onFailed);
  const blocked = !payment.ready ? m.notReady : !state.validation.valid ? m.blockedNote : undefined;
  return (
    <>
      {/* What the card is charged, on the screen where it is entered. */}
      <FactsList facts={[fact.invoiceNumber, fact.amountOwing]} context={invoice} />
      <Text mb="4">{m.submitWarning}</Text>
      <form
        noValidate
        aria-label={form.manifest.title}
        onSubmit={(event) => {
          event.preventDefault();
          state.markSubmitAttempt();
          if (state.validation.valid) void payment.pay(state.getData() as unknown as CardDetails);
        }}
      >
        <CardDetailsForm state={state} payment={payment} onRetry={() => void payment.initiate()} />
        <FormActions label={m.payInvoice} busy={payment.submitting} blockedReason={blocked} onBlockedPress={state.markSubmitAttempt} />
      </form>
      <LoadingOverlay open={payment.submitting && !payment.initiating} message={submit.loadingMessage} />
    </>
  );
}
