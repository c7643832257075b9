/**
 * How a failed charge ends (spec 3 s8): our server's refusal before any charge (4xx other than
 * 400), or a charge never sent, is 'processing' failed — said with `processFailure`, then paying
 * starts again with a fresh key; anything after which the card may have been charged (5xx, no
 * answer) is a failed finalisation. Paying on submission, which has no `processFailure`, says
 * every such failure with its `failure`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toaster } from '../../engine/react/index.ts';
import { ApiError } from '../api/api-error.ts';
import { useCardPayment, type CardCharge, type CardPaymentMessages } from './use-card-payment.ts';

const messages: CardPaymentMessages = {
  initiateFailure: 'Initiate failed (test) - {details}',
  attachFailure: 'Attach failed (test) - {details}',
  scriptNotLoaded: 'No script (test)',
  notReady: 'Not ready (test)',
  processFailure: 'Processing failed (test) - {details}',
  failure: 'Finalising failed (test) - {details}',
};
const card = { cardNumber: '4111', expiryMonth: '01', expiryYear: '39', name: 'Test', cvn: '123' };

/** A card payment of an invoice (a key on entry) whose charge fails with `error`. */
function paying(error: unknown, m: CardPaymentMessages = messages) {
  (window as { CardGateway?: unknown }).CardGateway = { attachCard: async () => {} };
  let keys = 0;
  const requestKey = vi.fn(async () => `key-${++keys}`);
  const charge: CardCharge<string> = { initiate: 'entry', requestKey, charge: async () => Promise.reject(error) };
  const onFailed = vi.fn();
  const toasts = vi.spyOn(toaster, 'create');
  const { result } = renderHook(() => useCardPayment(charge, m, () => {}, onFailed));
  return { result, requestKey, onFailed, toasts: () => toasts.mock.calls.map(([options]) => options.title) };
}

describe('a charge that fails', () => {
  afterEach(() => {
    delete (window as { CardGateway?: unknown }).CardGateway;
    vi.restoreAllMocks();
    act(() => toaster.remove());
  });

  it('refused by our server before any charge: processing failed, and paying starts again with a fresh key', async () => {
    const { result, requestKey, onFailed, toasts } = paying(new ApiError('response', 409, { message: 'A payment is already in progress.' }));
    await waitFor(() => expect(result.current.authKey).toBe('key-1'));
    await act(() => result.current.pay(card));
    expect(toasts()).toEqual(['Processing failed (test) - A payment is already in progress. (409)']);
    expect(onFailed).not.toHaveBeenCalled();
    expect(result.current.refusal).toBeNull();
    await waitFor(() => expect(result.current.authKey).toBe('key-2'));
    expect(requestKey).toHaveBeenCalledTimes(2);
  });

  it('never sent (no token): processing failed', async () => {
    const { result, onFailed, toasts } = paying(new ApiError('token', undefined, { message: 'unable to retrieve api token' }));
    await waitFor(() => expect(result.current.authKey).toBe('key-1'));
    await act(() => result.current.pay(card));
    expect(toasts()).toEqual(['Processing failed (test) - unable to retrieve api token']);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('after which the card may have been charged (5xx, no answer): a failed finalisation', async () => {
    for (const error of [new ApiError('response', 502, { message: 'Not confirmed' }), new ApiError('no-response')]) {
      const { result, onFailed, toasts } = paying(error);
      await waitFor(() => expect(result.current.authKey).toBe('key-1'));
      await act(() => result.current.pay(card));
      expect(toasts()).toEqual([`Finalising failed (test) - ${error.message}`]);
      expect(onFailed).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    }
  });

  it('without processFailure (paying on submission), a refusal by our server is its failure', async () => {
    const { processFailure: _none, ...submission } = messages;
    const { result, onFailed, toasts } = paying(new ApiError('response', 409, { message: 'A payment is already in progress.' }), submission);
    await waitFor(() => expect(result.current.authKey).toBe('key-1'));
    await act(() => result.current.pay(card));
    expect(toasts()).toEqual(['Finalising failed (test) - A payment is already in progress. (409)']);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
