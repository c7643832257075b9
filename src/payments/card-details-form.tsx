import { Alert, Button, HStack } from '@chakra-ui/react';
import { FOCUS_AFTER_OVERLAY, LoadingOverlay, useTakeFocus } from '../../engine/react/index.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import type { CatalogFormState } from '../forms/use-catalog-form.ts';
import type { CardPayment } from './use-card-payment.ts';
import { CardRefusalNotice } from './card-refusal-notice.tsx';

/**
 * The catalog card form's fields with the card flow's states (spec 3 s4.2, s8): 'There was an
 * error initiating the payment.' with Retry, why the card was last refused, and the blocking
 * message while the payment is initiated. Texts come from the card form's messages; the page owns the button that pays.
 */
export function CardDetailsForm({ state, payment, onRetry }: { state: CatalogFormState; payment: CardPayment<unknown>; onRetry: () => void }) {
  const m = state.form.manifest.messages as Record<string, string>;
  return (
    <>
      {payment.initiateFailed && <InitiateFailedNotice message={m.initiateFailed} retry={m.retry} onRetry={onRetry} busy={payment.submitting} />}
      {payment.refusal && <CardRefusalNotice refusal={payment.refusal} />}
      <CatalogFormView state={state} disabled={payment.submitting} />
      <LoadingOverlay open={payment.initiating && !payment.initiateFailed} message={m.initiating} />
    </>
  );
}

/**
 * The payment could not be initiated: the notice takes focus once the overlay has closed, so it is
 * read out and Retry is the next stop. Focus left in an empty card field would make the press on
 * Retry leave that field, which then showed its error before anything was typed.
 */
function InitiateFailedNotice({ message, retry, onRetry, busy }: { message: string; retry: string; onRetry: () => void; busy: boolean }) {
  const notice = useTakeFocus<HTMLDivElement>();
  return (
    <Alert.Root ref={notice} {...FOCUS_AFTER_OVERLAY} status="error" mb="4" _focus={{ outline: '3px solid', outlineColor: 'yellow.400' }}>
      <Alert.Indicator />
      <HStack justify="space-between" flex="1" wrap="wrap">
        <Alert.Title>{message}</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry} disabled={busy}>
          {retry}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
