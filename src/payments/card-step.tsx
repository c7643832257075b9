import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay } from '../../engine/react/index.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { FormActions } from '../forms/form-actions.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import type { CardDetails } from './card-gateway-script.ts';
import type { PaymentTxn, Transaction } from './payment-api.ts';
import { useCardPayment } from './use-card-payment.ts';

const NO_CONTEXT = {};

/** Step 1 (spec 3 s2.8, s4.2): the card form; the payment is initiated on entering it. */
export function CardStep({ form, invoice, onPaid, onFailed }: { form: CompiledForm; invoice: Transaction; onPaid: (txn: PaymentTxn) => void; onFailed: () => void }) {
  const m = form.manifest.messages as Record<string, string>;
  const submit = form.manifest.submit!;
  const state = useCatalogForm(form, NO_CONTEXT);
  const messages = useMemo(
    () => ({ initiateFailure: m.initiateFailure, attachFailure: m.attachFailure, scriptNotLoaded: m.scriptNotLoaded, notReady: m.notReady, failure: submit.failureMessage ?? '' }),
    [m, submit],
  );
  const payment = useCardPayment(invoice, messages, onPaid, onFailed);
  const blocked = !payment.authKey ? m.notReady : !state.validation.valid ? m.blockedNote : undefined;
  return (
    <>
      <Text mb="4">{m.submitWarning}</Text>
      {payment.initiateFailed && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <HStack justify="space-between" flex="1" wrap="wrap">
            <Alert.Title>{m.initiateFailed}</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void payment.initiate()}>
              {m.retry}
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <form
        noValidate
        aria-label={form.manifest.title}
        onSubmit={(event) => {
          event.preventDefault();
          state.markSubmitAttempt();
          if (state.validation.valid) void payment.pay(state.getData() as unknown as CardDetails);
        }}
      >
        <CatalogFormView state={state} disabled={payment.submitting} />
        <FormActions label={m.payInvoice} busy={payment.submitting} blockedReason={blocked} />
      </form>
      <LoadingOverlay open={payment.initiating && !payment.initiateFailed} message={m.initiating} />
      <LoadingOverlay open={payment.submitting} message={submit.loadingMessage} />
    </>
  );
}
