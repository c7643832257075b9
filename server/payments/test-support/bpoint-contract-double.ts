import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { responseCodeForAmount, responseText } from '../bank-responses.ts';

/**
 * A local HTTP double of BPOINT's API v5, for tests: the request and response shapes of the
 * 2-party AuthKey flow (create a key, attach transaction details, attach the card as BPOINT's
 * browser script does, process, search), Basic authentication of `username|merchantNumber:password`,
 * and the test-mode rule that the amount's cents pick the bank response. It records every
 * request it receives so tests can assert what the adapter sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface KeyState {
  details?: Record<string, unknown>;
  card?: { number: string; expiry: { month: string; year: string }; name: string };
  txn?: Record<string, unknown>;
}

export interface BpointDouble {
  /** The API root to configure as BPOINT_BASE_URL. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Transactions processed, in order. */
  readonly processed: Record<string, unknown>[];
  /** The next process request charges, then its answer is lost (the connection is cut). */
  loseNextProcessAnswer: boolean;
  /** Attaches a card to a key, as BPOINT's browser script would. */
  attachCard(authKey: string, card?: { number: string; month: string; year: string; name: string; cvn: string }): Promise<number>;
  close(): Promise<void>;
}

const TEST_CARD = { number: '4987654321098769', month: '12', year: '39', name: 'Pat Payer', cvn: '123' };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

const send = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
};

const invalid = (message: string, field: string) => ({ code: 'InvalidFields', message: 'One or more fields are invalid', details: [{ code: 'Invalid', message, field }] });

/** Starts the double on 127.0.0.1 with the given API user. */
export async function startBpointDouble(credentials: { username: string; password: string; merchantNumber: string }): Promise<BpointDouble> {
  const expected = `Basic ${Buffer.from(`${credentials.username}|${credentials.merchantNumber}:${credentials.password}`).toString('base64')}`;
  const keys = new Map<string, KeyState>();
  const requests: RecordedRequest[] = [];
  const processed: Record<string, unknown>[] = [];
  let receipt = 1_000_000;

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const body = await readJson(request).catch(() => undefined);
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
    const browser = path.endsWith('/payment-method');
    if (!browser && request.headers.authorization !== expected) return send(response, 401, { code: 'InvalidCredentials', message: 'Invalid credentials' });

    const keyPath = /^\/rest\/v5\/txns\/authkeys\/([^/]+)\/(txn-details|payment-method|process)$/.exec(path);
    if (request.method === 'POST' && path === '/rest/v5/txns/authkeys') {
      const authkey = randomUUID();
      keys.set(authkey, {});
      return send(response, 201, { authkey });
    }
    if (request.method === 'POST' && path === '/rest/v5/txns/search') {
      const matches = processed.filter((txn) => Object.entries(body ?? {}).every(([field, value]) => txn[field] === value));
      return send(response, 200, { resultCount: matches.length, continueFrom: null, transactions: matches });
    }
    if (!keyPath) return send(response, 404, { code: 'NotFound', message: 'Not found' });
    const [, authKey, step] = keyPath;
    const key = keys.get(decodeURIComponent(authKey));
    if (!key) return send(response, 404, { code: 'NotFound', message: 'Authkey not found' });

    if (request.method === 'PUT' && step === 'txn-details') {
      const details = body ?? {};
      if (!Number.isInteger(details.amount) || (details.amount as number) <= 0) return send(response, 400, invalid('Amount must be greater than zero', 'amount'));
      if (typeof details.crn1 !== 'string' || !details.crn1) return send(response, 400, invalid('Crn1 is required', 'crn1'));
      if (details.action !== 'Payment' || details.currency !== 'AUD') return send(response, 400, invalid('Invalid action or currency', 'action'));
      key.details = details;
      return send(response, 201);
    }
    if (request.method === 'PUT' && step === 'payment-method') {
      const card = (body?.card ?? {}) as KeyState['card'] & { cvn?: string };
      if (!/^\d{13,19}$/.test(card.number ?? '')) return send(response, 400, invalid('Invalid card number', 'card.number'));
      key.card = { number: card.number, expiry: card.expiry, name: card.name };
      return send(response, 200, { accepted: true, card: { number: `${card.number.slice(0, 6)}...${card.number.slice(-3)}` } });
    }
    if (request.method === 'POST' && step === 'process') {
      if (key.txn) return send(response, 400, { code: 'InvalidFlow', message: 'Authkey has already been processed' });
      if (!key.details || !key.card) return send(response, 400, { code: 'InvalidFlow', message: 'Payment method has not been attached' });
      const amount = key.details.amount as number;
      const bank = responseCodeForAmount(amount);
      const approved = bank === '00';
      key.txn = {
        action: 'Payment',
        type: 'Internet',
        amount,
        currency: 'AUD',
        crn1: key.details.crn1,
        merchantReference: key.details.merchantReference,
        responseCode: approved ? '0' : bank,
        bankResponseCode: bank,
        responseText: responseText(bank),
        receiptNumber: String(receipt++),
        txnNumber: String(receipt),
        processedDateTime: new Date().toISOString(),
        isTestTxn: key.details.testMode === true,
      };
      processed.push(key.txn);
      if (double.loseNextProcessAnswer) {
        double.loseNextProcessAnswer = false;
        return request.socket.destroy();
      }
      return send(response, 200, { txn: key.txn });
    }
    return send(response, 405, { code: 'InvalidFlow', message: 'Method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/rest`;

  const double: BpointDouble = {
    baseUrl,
    requests,
    processed,
    loseNextProcessAnswer: false,
    async attachCard(authKey, card = TEST_CARD) {
      const response = await fetch(`${baseUrl}/v5/txns/authkeys/${encodeURIComponent(authKey)}/payment-method`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: { number: card.number, expiry: { month: card.month, year: card.year }, name: card.name, cvn: card.cvn } }),
      });
      await response.text();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return double;
}
