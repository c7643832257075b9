import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../engine/core/index.ts';
import { showToast } from '../../engine/react/index.ts';
import { ApiError } from '../api/api-error.ts';
import { isAttachFailure, loadCardGateway, ScriptNotLoaded, type CardDetails } from './card-gateway-script.ts';
import { payInvoice, requestAuthKey, type PaymentTxn, type Transaction } from './payment-api.ts';

export interface CardPaymentMessages {
  initiateFailure: string;
  attachFailure: string;
  scriptNotLoaded: string;
  notReady: string;
  failure: string;
}

export interface CardPayment {
  authKey: string | null;
  initiating: boolean;
  initiateFailed: boolean;
  submitting: boolean;
  initiate: () => Promise<void>;
  pay: (card: CardDetails) => Promise<void>;
}

/**
 * The card flow of spec 3 s4.2: an auth key is requested on entering the card step; paying
 * attaches the card to it through the gateway's script, then asks our server to charge and
 * finalise. A refused card or a 400 from paying shows its first detail and starts again with a
 * fresh key; any other failure to pay is a failed finalisation (`onFailed`).
 */
export function useCardPayment(invoice: Transaction, m: CardPaymentMessages, onPaid: (txn: PaymentTxn) => void, onFailed: () => void): CardPayment {
  const [authKey, setAuthKey] = useState<string | null>(null);
  const [initiating, setInitiating] = useState(true);
  const [initiateFailed, setInitiateFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);

  const initiate = useCallback(async () => {
    setInitiating(true);
    setInitiateFailed(false);
    setAuthKey(null);
    try {
      await loadCardGateway();
      setAuthKey(await requestAuthKey(invoice));
    } catch (error) {
      setInitiateFailed(true);
      showToast('error', error instanceof ScriptNotLoaded ? m.scriptNotLoaded : failureText(m.initiateFailure, error));
    } finally {
      setInitiating(false);
    }
  }, [invoice, m]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void initiate();
  }, [initiate]);

  const pay = useCallback(
    async (card: CardDetails) => {
      if (!authKey) {
        showToast('error', m.notReady);
        return;
      }
      setSubmitting(true);
      try {
        try {
          const gateway = await loadCardGateway();
          await gateway.attachCard(authKey, card);
        } catch (error) {
          if (error instanceof ScriptNotLoaded) showToast('error', m.scriptNotLoaded);
          else if (isAttachFailure(error) && error.status === 400) showToast('error', error.message);
          else showToast('error', failureText(m.attachFailure, isAttachFailure(error) ? { message: error.message } : error));
          void initiate();
          return;
        }
        try {
          onPaid(await payInvoice(invoice, authKey));
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) {
            showToast('error', error.details[0] ?? error.message);
            void initiate();
            return;
          }
          showToast('error', failureText(m.failure, error));
          onFailed();
        }
      } finally {
        setSubmitting(false);
      }
    },
    [authKey, invoice, m, initiate, onPaid, onFailed],
  );

  return { authKey, initiating, initiateFailed, submitting, initiate, pay };
}
