import { Alert, Button, HStack } from '@chakra-ui/react';
import { LoadingOverlay } from '../../engine/react/index.ts';
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
      {payment.initiateFailed && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <HStack justify="space-between" flex="1" wrap="wrap">
            <Alert.Title>{m.initiateFailed}</Alert.Title>
            <Button size="sm" variant="outline" onClick={onRetry} disabled={payment.submitting}>
              {m.retry}
            </Button>
          </HStack>
        </Alert.Root>
      )}
      {payment.refusal && <CardRefusalNotice refusal={payment.refusal} />}
      <CatalogFormView state={state} disabled={payment.submitting} />
      <LoadingOverlay open={payment.initiating && !payment.initiateFailed} message={m.initiating} />
    </>
  );
}
