import { createHash } from 'node:crypto';
import { GatewayRefusal, GatewayUnavailable, type AuthKeyRequest, type CardGateway, type GatewayPayment } from './card-gateway.ts';
import { gatewayBrowserSettings, type PaymentConfig } from './payment-config.ts';

/**
 * BPOINT's API v5 behind the card gateway (DESIGN s4), its 2-party AuthKey flow: our server
 * creates an auth key and attaches the transaction details (amount in cents, reference as
 * CRN 1); the browser attaches the card with BPOINT's own script (`clientscripts/api.js`);
 * our server processes the key, and finds a processed key again with a transaction search.
 */

/** The fields of a BPOINT v5 transaction the portal reads. */
interface BpointTxn {
  action?: string;
  amount?: number;
  crn1?: string;
  merchantReference?: string;
  responseCode?: string;
  bankResponseCode?: string;
  responseText?: string;
  receiptNumber?: string;
  processedDateTime?: string;
}

interface BpointError {
  code?: string;
  message?: string;
}

type Fetch = typeof fetch;

/** BPOINT keeps at most 50 characters of a merchant reference: a longer key is named by its hash. */
export const merchantReferenceOf = (authKey: string): string =>
  authKey.length <= 50 ? authKey : createHash('sha256').update(authKey).digest('base64url').slice(0, 43);

class BpointAnswer extends Error {
  constructor(
    readonly status: number,
    readonly error: BpointError,
  ) {
    super(error.message ?? `BPOINT answered HTTP ${status}`);
  }
}

function toPayment(authKey: string, txn: BpointTxn): GatewayPayment {
  if (typeof txn.responseCode !== 'string') throw new GatewayUnavailable('BPOINT answered without a response code.');
  const approved = txn.responseCode === '0';
  const processed = txn.processedDateTime ? new Date(txn.processedDateTime) : new Date();
  return {
    authKey,
    approved,
    responseCode: txn.bankResponseCode ?? (approved ? '00' : txn.responseCode),
    responseText: txn.responseText ?? (approved ? 'Approved' : 'Transaction declined'),
    receiptNumber: approved ? (txn.receiptNumber ?? null) : null,
    processedDateTime: (Number.isNaN(processed.getTime()) ? new Date() : processed).toISOString(),
    amountCents: Number(txn.amount),
    reference: txn.crn1 ?? '',
  };
}

/** The BPOINT adapter of `config.bpoint`; `fetchImpl` is the HTTP client (tests may wrap it). */
export function createBpointGateway(config: PaymentConfig, fetchImpl: Fetch = fetch): CardGateway {
  const bpoint = config.bpoint;
  if (!bpoint) throw new Error('PAYMENT_GATEWAY=bpoint is not configured');
  const authorization = `Basic ${Buffer.from(`${bpoint.username}|${bpoint.merchantNumber}:${bpoint.password}`).toString('base64')}`;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T | undefined> => {
    let response: Response;
    try {
      response = await fetchImpl(`${bpoint.baseUrl}/v5/${path}`, {
        method,
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new GatewayUnavailable('BPOINT could not be reached.');
    }
    const text = await response.text().catch(() => {
      throw new GatewayUnavailable('BPOINT did not finish its answer.');
    });
    let json: unknown;
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        // A proxy or maintenance page is not an answer.
        throw new GatewayUnavailable(`BPOINT answered HTTP ${response.status} with a body that is not JSON.`);
      }
    }
    if (!response.ok) {
      const error = ((json as { error?: BpointError } | undefined)?.error ?? json ?? {}) as BpointError;
      throw new BpointAnswer(response.status, error);
    }
    return json as T | undefined;
  };

  /** Refusals that charged nothing become GatewayRefusal; anything else leaves the outcome to the gateway's record. */
  const refusalOr = (error: unknown, refusals: Record<string, GatewayRefusal['reason']>): never => {
    if (error instanceof BpointAnswer) {
      const reason = refusals[error.error.code ?? ''] ?? (error.status === 404 ? refusals.NotFound : undefined);
      if (reason) throw new GatewayRefusal(reason, error.message);
      throw new GatewayUnavailable(error.message);
    }
    throw error;
  };

  return {
    name: 'bpoint',
    browser: gatewayBrowserSettings(config),

    async createAuthKey({ amountCents, reference, email }: AuthKeyRequest) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new GatewayRefusal('invalid', 'Invalid amount');
      try {
        const created = await call<{ authkey?: string }>('POST', 'txns/authkeys', {});
        const authKey = created?.authkey;
        if (!authKey) throw new GatewayUnavailable('BPOINT did not return an auth key.');
        await call('PUT', `txns/authkeys/${encodeURIComponent(authKey)}/txn-details`, {
          action: 'Payment',
          type: 'Internet',
          subType: 'Single',
          amount: amountCents,
          currency: 'AUD',
          crn1: reference,
          merchantReference: merchantReferenceOf(authKey),
          ...(bpoint.billerCode ? { billerCode: bpoint.billerCode } : {}),
          ...(email ? { emailAddress: email } : {}),
          testMode: bpoint.testMode,
        });
        return authKey;
      } catch (error) {
        return refusalOr(error, { InvalidFields: 'invalid', InvalidPayload: 'invalid' });
      }
    },

    async processPayment(authKey) {
      let answer: { txn?: BpointTxn } | undefined;
      try {
        answer = await call<{ txn?: BpointTxn }>('POST', `txns/authkeys/${encodeURIComponent(authKey)}/process`, {});
      } catch (error) {
        // An unknown key or bad fields charged nothing; a refused flow (key processed before,
        // or not ready) is settled from BPOINT's record like a lost answer, never charged again.
        return refusalOr(error, { NotFound: 'unknown-key', InvalidFields: 'invalid', InvalidPayload: 'invalid', InvalidFlow: 'used' });
      }
      if (!answer?.txn) throw new GatewayUnavailable('BPOINT answered without the transaction.');
      return toPayment(authKey, answer.txn);
    },

    async findPayment(authKey) {
      const merchantReference = merchantReferenceOf(authKey);
      let found: { transactions?: BpointTxn[] } | undefined;
      try {
        found = await call<{ transactions?: BpointTxn[] }>('POST', 'txns/search', { merchantReference });
      } catch (error) {
        if (error instanceof BpointAnswer) throw new GatewayUnavailable(error.message);
        throw error;
      }
      const payments = (found?.transactions ?? []).filter((txn) => txn.merchantReference === merchantReference && (txn.action ?? 'Payment') === 'Payment');
      const txn = payments.find((candidate) => candidate.responseCode === '0') ?? payments[0];
      return txn ? toPayment(authKey, txn) : null;
    },
  };
}
