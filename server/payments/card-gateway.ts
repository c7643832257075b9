/**
 * The card gateway behind the BPOINT AuthKey flow (DESIGN s4): our server asks for an auth key
 * for an amount and a reference; the browser attaches the card to it with the gateway's own
 * script (card data never reaches our API); our server then processes the payment with the
 * key, and can read the gateway's record of it again to settle an answer that was lost.
 */

/** The gateway's record of one processed payment. */
export interface GatewayPayment {
  authKey: string;
  approved: boolean;
  /** The bank response code, '00' when approved. */
  responseCode: string;
  responseText: string;
  receiptNumber: string | null;
  /** ISO date-time the gateway processed it. */
  processedDateTime: string;
  amountCents: number;
  reference: string;
}

export interface AuthKeyRequest {
  amountCents: number;
  reference: string;
  email?: string;
}

/** What the browser needs to attach a card: the gateway's script, and its origin when not ours. */
export interface GatewayBrowserSettings {
  scriptUrl: string;
  /** Another origin the page must reach (added to the CSP); null for our own origin. */
  origin: string | null;
}

export interface CardGateway {
  readonly name: 'sandbox' | 'bpoint';
  readonly browser: GatewayBrowserSettings;
  createAuthKey(request: AuthKeyRequest): Promise<string>;
  /** Charges the card attached to the key; a key is processed once at most. */
  processPayment(authKey: string): Promise<GatewayPayment>;
  /** The gateway's record of the key's payment, or null when it was never processed. */
  findPayment(authKey: string): Promise<GatewayPayment | null>;
}

/** The gateway refused the request: nothing was charged (an expired, used or card-less key). */
export class GatewayRefusal extends Error {
  constructor(
    readonly reason: 'expired' | 'used' | 'no-card' | 'unknown-key' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The gateway did not answer (timeout, network, its own error): whether it charged is unknown. */
export class GatewayUnavailable extends Error {}

/** Runs a gateway call, giving up after `ms` as if the gateway never answered. */
export async function withGatewayTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayUnavailable('The payment gateway did not answer in time.')), ms);
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    if (error instanceof GatewayRefusal || error instanceof GatewayUnavailable) throw error;
    throw new GatewayUnavailable(error instanceof Error ? error.message : 'The payment gateway failed.');
  } finally {
    clearTimeout(timer);
  }
}
