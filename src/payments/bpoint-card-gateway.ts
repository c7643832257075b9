import type { AttachFailure, CardDetails, CardGatewayScript } from './card-gateway-types.ts';

/** What BPOINT's browser script (`clientscripts/api.js`, API v5) defines as `window.BPOINT`. */
export interface BpointScript {
  txn: {
    authkey: {
      attachPaymentMethod(
        authKey: string,
        method: { card: { number: string; expiry: { month: string; year: string }; name: string; cvn: string } },
        done: (code: string, data?: { message?: string }) => void,
      ): void;
    };
  };
}

export const isBpointScript = (value: unknown): value is BpointScript =>
  typeof (value as BpointScript | undefined)?.txn?.authkey?.attachPaymentMethod === 'function';

/** BPOINT's script behind the portal's card gateway interface: the card goes from the browser to BPOINT only. */
export function bpointCardGateway(bpoint: BpointScript): CardGatewayScript {
  return {
    attachCard: (authKey: string, card: CardDetails) =>
      new Promise<void>((resolve, reject) => {
        const method = {
          card: { number: card.cardNumber.replace(/[\s-]/g, ''), expiry: { month: card.expiryMonth, year: card.expiryYear }, name: card.name, cvn: card.cvn },
        };
        try {
          bpoint.txn.authkey.attachPaymentMethod(authKey, method, (code, data) => {
            if (code === 'success') resolve();
            else reject({ status: 400, message: data?.message || 'The card could not be attached.' } satisfies AttachFailure);
          });
        } catch {
          reject({ status: 0, message: 'The payment gateway could not be reached.' } satisfies AttachFailure);
        }
      }),
  };
}
