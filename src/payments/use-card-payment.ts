import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../engine/core/index.ts';
import { showToast } from '../../engine/react/index.ts';
import { ApiError, isClientError } from '../api/api-error.ts';
import { isAttachFailure, loadCardGateway, ScriptNotLoaded, type CardDetails } from './card-gateway-script.ts';

export interface CardPaymentMessages {
  initiateFailure: string;
  attachFailure: string;
  scriptNotLoaded: string;
  notReady: string;
  /**
   * Charging refused by our server before any charge (a 4xx other than 400: the invoice already
   * paid or being paid, gone), or never sent (no token): said with this template, then paying
   * starts again. Without it
   * (paying on submission, whose every failure is the form's `failure`) such a refusal is a failure.
   */
  processFailure?: string;
  failure: string;
}

/** A charge our server refused (4xx) or that never left (no token): no card was charged. */
const nothingCharged = (error: unknown) => isClientError(error) || (error instanceof ApiError && error.kind === 'token');

/** What is paid and how: the page's calls to our server (keep the object stable across renders). */
export interface CardCharge<T> {
  /** Asks our server for an auth key; the server reads the amount itself. */
  requestKey: () => Promise<string>;
  /** Charges the card attached to the key and records what it paid; a retry never charges twice. */
  charge: (authKey: string) => Promise<T>;
  /**
   * When the key is asked for: on entering the card step ('entry': an invoice, spec 3 s4.2), or by
   * each payment ('pay': a notification paid on submission, once the page has saved it, s4.3).
   */
  initiate: 'entry' | 'pay';
}

/** Why the gateway or the bank refused the card last (an expired card, a decline), numbered so the same reason twice is news. */
export interface CardRefusal {
  message: string;
  attempt: number;
}

export interface CardPayment<T = unknown> {
  authKey: string | null;
  /** The last refusal, until the next payment starts. */
  refusal: CardRefusal | null;
  initiating: boolean;
  initiateFailed: boolean;
  submitting: boolean;
  /** Whether paying can start: a key is held, or each payment asks for its own. */
  ready: boolean;
  initiate: () => Promise<string | null>;
  /** Pays with the card; resolves what was paid, or null when it was not. */
  pay: (card: CardDetails) => Promise<T | null>;
}

/**
 * The card flow of spec 3 s4.2: an auth key from our server; paying attaches the card to it
 * through the gateway's script, then asks our server to charge and record it. A refused card or a
 * 400 from paying keeps its first detail as `refusal` (the card form's notice says it, no toast)
 * and starts again with a fresh key; so does any other refusal by our server (4xx: nothing was
 * charged), said in a toast with `processFailure`; any other failure to pay (5xx, no answer: the
 * card may have been charged) is a failed finalisation (`onFailed`).
 */
export function useCardPayment<T>(payment: CardCharge<T>, m: CardPaymentMessages, onPaid: (result: T) => void, onFailed: () => void): CardPayment<T> {
  const onEntry = payment.initiate === 'entry';
  const [authKey, setAuthKey] = useState<string | null>(null);
  const [initiating, setInitiating] = useState(onEntry);
  const [initiateFailed, setInitiateFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<CardRefusal | null>(null);
  const refusals = useRef(0);
  const started = useRef(false);

  const initiate = useCallback(async (): Promise<string | null> => {
    setInitiating(true);
    setInitiateFailed(false);
    setAuthKey(null);
    try {
      await loadCardGateway();
      const key = await payment.requestKey();
      setAuthKey(key);
      return key;
    } catch (error) {
      setInitiateFailed(true);
      showToast('error', error instanceof ScriptNotLoaded ? m.scriptNotLoaded : failureText(m.initiateFailure, error));
      return null;
    } finally {
      setInitiating(false);
    }
  }, [payment, m]);

  useEffect(() => {
    if (!onEntry || started.current) return;
    started.current = true;
    void initiate();
  }, [initiate, onEntry]);

  // After a refusal: a refused card is said beside the card form only (`CardRefusalNotice`, which
  // takes focus and so is read out; a toast saying it too would be announced by its live region as
  // well, the same words twice), any other refusal in a toast. A fresh key now, or with the next payment.
  const startAgain = useCallback(
    (message: string, cardRefused = true) => {
      if (cardRefused) setRefusal({ message, attempt: ++refusals.current });
      else showToast('error', message);
      setAuthKey(null);
      if (onEntry) void initiate();
    },
    [initiate, onEntry],
  );

  const pay = useCallback(
    async (card: CardDetails): Promise<T | null> => {
      if (onEntry && !authKey) {
        showToast('error', m.notReady);
        return null;
      }
      setSubmitting(true);
      setRefusal(null);
      try {
        // Paying on submission: a key from Retry, else a fresh one for this payment.
        const key = onEntry ? authKey : (authKey ?? (await initiate()));
        if (!key) return null;
        try {
          const gateway = await loadCardGateway();
          await gateway.attachCard(key, card);
        } catch (error) {
          if (error instanceof ScriptNotLoaded) startAgain(m.scriptNotLoaded);
          else if (isAttachFailure(error) && error.status === 400) startAgain(error.message);
          else startAgain(failureText(m.attachFailure, isAttachFailure(error) ? { message: error.message } : error));
          return null;
        }
        try {
          const paid = await payment.charge(key);
          onPaid(paid);
          return paid;
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) {
            startAgain(error.details[0] ?? error.message);
            return null;
          }
          if (m.processFailure && nothingCharged(error)) {
            startAgain(failureText(m.processFailure, error), false);
            return null;
          }
          showToast('error', failureText(m.failure, error));
          onFailed();
          return null;
        }
      } finally {
        setSubmitting(false);
      }
    },
    [authKey, onEntry, payment, m, initiate, startAgain, onPaid, onFailed],
  );

  return { authKey, refusal, initiating, initiateFailed, submitting, ready: !onEntry || !!authKey, initiate, pay };
}
