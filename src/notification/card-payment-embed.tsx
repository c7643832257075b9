import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FactsList, LoadingOverlay } from '../../engine/react/index.ts';
import { notReadyMessage, useCompiledForm } from '../forms/use-compiled-form.ts';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import type { CardDetails } from '../payments/card-gateway-script.ts';
import { CardDetailsForm } from '../payments/card-details-form.tsx';
import { requestDraftAuthKey } from '../payments/payment-api.ts';
import { useCardPayment, type CardCharge } from '../payments/use-card-payment.ts';
import { usePayerEmail } from '../payments/use-payer-email.ts';
import { fetchDraft, payAndSubmit, type PaidSubmission } from './notification-api.ts';

/** What the wizard asks of the embedded card payment when its Submit is pressed. */
export interface CardPaymentController {
  /** The card entered, or null (its errors are then shown). */
  card: () => CardDetails | null;
  /** Requests an auth key for the saved draft, attaches the card at the gateway, then pays and submits; null when it did not. */
  pay: (card: CardDetails, projectId: string) => Promise<PaidSubmission | null>;
}

export interface CardPaymentStatus {
  /** Why Submit cannot go ahead yet, if so. */
  blockedReason?: string;
  paying: boolean;
}

interface EmbedProps {
  /** The catalog card form the step's embed names. */
  formId: string;
  /** The saved draft (saved by Next before this step). */
  projectId: string;
  controller: MutableRefObject<CardPaymentController | null>;
  onStatus: (status: CardPaymentStatus) => void;
  /** The project is no longer a Draft, or already holds a payment: it was submitted (e.g. in another tab). */
  onAlreadySubmitted: (project: Awaited<ReturnType<typeof fetchDraft>>) => void;
  failureMessage: string;
  payingMessage: string;
  /** What the card is charged (the embed's `amount` in the form data), shown beside the card form. */
  amount?: number;
}

/**
 * The wizard's `cardPayment` embed (spec 3 s2.6, s4.3): the catalog card form with the pay-invoice
 * card machinery; each Submit asks the server for an auth key for the saved draft's levy (the
 * server reads the amount), attaches the card at the gateway and calls pay-and-submit. A decline
 * or a refused card says why and the next Submit uses a fresh key; the server charges once.
 */
export function CardPaymentEmbed({ formId, ...props }: EmbedProps) {
  const form = useCompiledForm(formId);
  if (form.isError) throw form.error;
  if (!form.data) return <CardFormLoading reason={notReadyMessage(formId, undefined)} onStatus={props.onStatus} />;
  return <EmbeddedCardForm form={form.data} {...props} />;
}

/** While the card form's code loads there is no card to pay with: Submit waits, saying why (the card form's `notReady`, from the catalog). */
function CardFormLoading({ reason, onStatus }: { reason?: string; onStatus: EmbedProps['onStatus'] }) {
  useEffect(() => onStatus({ blockedReason: reason, paying: false }), [reason, onStatus]);
  useEffect(() => () => onStatus({ paying: false }), [onStatus]);
  return <Text role="status">Loading data...</Text>;
}

const NO_CONTEXT = {};
const ignore = () => {};

function EmbeddedCardForm({ form, projectId, controller, onStatus, onAlreadySubmitted, failureMessage, payingMessage, amount }: Omit<EmbedProps, 'formId'> & { form: CompiledForm }) {
  const m = form.manifest.messages as Record<string, string>;
  const state = useCatalogForm(form, NO_CONTEXT);
  const paying = useRef(projectId);
  const messages = useMemo(
    () => ({ initiateFailure: m.initiateFailure, attachFailure: m.attachFailure, scriptNotLoaded: m.scriptNotLoaded, notReady: m.notReady, failure: failureMessage }),
    [m, failureMessage],
  );
  const email = useRef<string | undefined>(undefined);
  email.current = usePayerEmail();
  const charge = useMemo<CardCharge<PaidSubmission>>(
    () => ({ initiate: 'pay', requestKey: () => requestDraftAuthKey(paying.current, email.current), charge: (authKey) => payAndSubmit(paying.current, authKey) }),
    [],
  );
  const payment = useCardPayment(charge, messages, ignore, ignore);

  // Paying is for a Draft not yet paid: one submitted meanwhile shows its confirmation instead.
  useEffect(() => {
    let cancelled = false;
    fetchDraft(projectId).then(
      (project) => {
        if (!cancelled && (project.status !== 'Draft' || project.paymentReference)) onAlreadySubmitted(project);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [projectId]); // eslint-disable-line react-hooks/exhaustive-deps

  controller.current = {
    card: () => {
      state.markSubmitAttempt();
      return state.validation.valid ? (state.getData() as unknown as CardDetails) : null;
    },
    pay: (card, id) => {
      paying.current = id;
      return payment.pay(card);
    },
  };
  useEffect(() => () => void (controller.current = null), [controller]);

  const blockedReason = state.validation.valid ? undefined : m.blockedNote;
  useEffect(() => onStatus({ blockedReason, paying: payment.submitting }), [blockedReason, payment.submitting, onStatus]);
  useEffect(() => () => onStatus({ paying: false }), [onStatus]);

  return (
    <Box mt="6">
      {typeof amount === 'number' && <FactsList facts={[{ label: m.amountToPay, pointer: '/amount', format: 'money' }]} context={{ amount }} />}
      <CardDetailsForm state={state} payment={payment} onRetry={() => void payment.initiate()} />
      <LoadingOverlay open={payment.submitting && !payment.initiating} message={payingMessage} />
    </Box>
  );
}
