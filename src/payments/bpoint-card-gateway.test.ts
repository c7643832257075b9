import { describe, expect, it } from 'vitest';
import { bpointCardGateway, isBpointScript, type BpointScript } from './bpoint-card-gateway.ts';

const CARD = { cardNumber: '4987 6543 2109 8769', expiryMonth: '12', expiryYear: '39', name: 'Pat Payer', cvn: '123' };

/** A stand-in for BPOINT's script that records what it was given and answers as told. */
function script(answer: (authKey: string) => [string, { message?: string }?]) {
  const calls: unknown[] = [];
  const bpoint: BpointScript = {
    txn: {
      authkey: {
        attachPaymentMethod(authKey, method, done) {
          calls.push({ authKey, method });
          done(...answer(authKey));
        },
      },
    },
  };
  return { bpoint, calls };
}

describe('BPOINT’s browser script as the card gateway', () => {
  it('hands BPOINT the card in its v5 shape and resolves on success', async () => {
    const { bpoint, calls } = script(() => ['success']);
    await bpointCardGateway(bpoint).attachCard('key-1', CARD);
    expect(calls).toEqual([{ authKey: 'key-1', method: { card: { number: '4987654321098769', expiry: { month: '12', year: '39' }, name: 'Pat Payer', cvn: '123' } } }]);
  });

  it("rejects with BPOINT's message as a refused card", async () => {
    const { bpoint } = script(() => ['error', { message: 'Invalid card number' }]);
    await expect(bpointCardGateway(bpoint).attachCard('key-1', CARD)).rejects.toEqual({ status: 400, message: 'Invalid card number' });
  });

  it('recognises only a script that can attach a payment method', () => {
    expect(isBpointScript(script(() => ['success']).bpoint)).toBe(true);
    expect(isBpointScript({ txn: {} })).toBe(false);
    expect(isBpointScript(undefined)).toBe(false);
  });
});
