import { randomBytes } from 'node:crypto';
import { isCardNumber, normaliseCardNumber } from '../../engine/core/formats.ts';
import type { Database } from '../db/database.ts';
import { responseCodeForAmount, responseText } from './bank-responses.ts';
import { GatewayRefusal, GatewayUnavailable, type AuthKeyRequest, type CardGateway, type GatewayPayment } from './card-gateway.ts';
import { SANDBOX_SCRIPT_URL, type SandboxBehaviour } from './payment-config.ts';

export type { SandboxBehaviour } from './payment-config.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards.ts';

/** Minutes an auth key can be used for, as BPOINT's. */
export const AUTH_KEY_MINUTES = 30;

export interface CardDetails {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
  cvn: string;
}

interface AuthKeyRow {
  auth_key: string;
  amount: number;
  reference: string;
  expires_at: Date;
  card: unknown;
  used_at: Date | null;
  approved: boolean | null;
  response_code: string | null;
  response_text: string | null;
  receipt_number: string | null;
  processed_at: Date | null;
}

export interface SandboxGateway extends CardGateway {
  readonly behaviour: SandboxBehaviour;
  /** The browser-side step: attaches a card to an auth key (called by the sandbox's own script). */
  attachCard(authKey: string, card: CardDetails): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cardProblem(card: CardDetails, now: Date): string | null {
  const number = normaliseCardNumber(card.cardNumber ?? '');
  if (!isCardNumber(number)) return 'Invalid card number';
  if (!SANDBOX_TEST_CARDS[number]) return 'Card number is not a test card';
  if (!/^(0[1-9]|1[0-2])$/.test(card.expiryMonth ?? '') || !/^\d{2}$/.test(card.expiryYear ?? '')) return 'Invalid expiry date';
  const lastMonth = (2000 + Number(card.expiryYear)) * 12 + Number(card.expiryMonth) - 1;
  if (lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) return 'Expired card';
  if (!/^\d{3,4}$/.test(card.cvn ?? '')) return 'Invalid CVN';
  if (!card.name?.trim()) return 'Invalid card holder name';
  return null;
}

const toPayment = (row: AuthKeyRow): GatewayPayment => ({
  authKey: row.auth_key,
  approved: row.approved === true,
  responseCode: row.response_code!,
  responseText: row.response_text!,
  receiptNumber: row.receipt_number,
  processedDateTime: row.processed_at!.toISOString(),
  amountCents: Number(row.amount),
  reference: row.reference,
});

/**
 * The embedded gateway with BPOINT's test-mode rules, keeping its ledger in the portal's
 * database (so every server node sees the same keys): keys expire and are processed once.
 */
export function createSandboxGateway(db: Database, behaviour: SandboxBehaviour, now: () => Date = () => new Date()): SandboxGateway {
  const answer = async <T>(work: () => Promise<T>): Promise<T> => {
    if (behaviour.delayMs > 0) await sleep(behaviour.delayMs);
    if (behaviour.failure === 'unavailable') throw new GatewayUnavailable('The payment gateway is unavailable.');
    const result = await work();
    if (behaviour.failure === 'lost-response') throw new GatewayUnavailable('The payment gateway did not answer.');
    return result;
  };

  const usable = async (authKey: string): Promise<AuthKeyRow> => {
    const { rows } = await db.query<AuthKeyRow>('SELECT * FROM sandbox_gateway_auth_keys WHERE auth_key = $1', [authKey]);
    const row = rows[0];
    if (!row) throw new GatewayRefusal('unknown-key', 'Invalid auth key');
    if (row.used_at) throw new GatewayRefusal('used', 'Auth key has already been used');
    if (row.expires_at.getTime() <= now().getTime()) throw new GatewayRefusal('expired', 'Auth key has expired');
    return row;
  };

  return {
    name: 'sandbox',
    behaviour,
    browser: { scriptUrl: SANDBOX_SCRIPT_URL, origin: null },

    createAuthKey: ({ amountCents, reference, email }: AuthKeyRequest) =>
      answer(async () => {
        if (!Number.isInteger(amountCents) || amountCents <= 0) throw new GatewayRefusal('invalid', 'Invalid amount');
        const authKey = randomBytes(24).toString('base64url');
        const expires = new Date(now().getTime() + AUTH_KEY_MINUTES * 60_000);
        await db.query('INSERT INTO sandbox_gateway_auth_keys (auth_key, amount, reference, email, expires_at) VALUES ($1, $2, $3, $4, $5)', [
          authKey,
          amountCents,
          reference,
          email ?? null,
          expires,
        ]);
        return authKey;
      }),

    async attachCard(authKey, card) {
      await usable(authKey);
      const problem = cardProblem(card, now());
      if (problem) throw new GatewayRefusal('invalid', problem);
      const number = normaliseCardNumber(card.cardNumber);
      const masked = { scheme: SANDBOX_TEST_CARDS[number], last4: number.slice(-4), expiry: `${card.expiryMonth}/${card.expiryYear}`, name: card.name.trim() };
      await db.query('UPDATE sandbox_gateway_auth_keys SET card = $2 WHERE auth_key = $1 AND used_at IS NULL', [authKey, JSON.stringify(masked)]);
    },

    processPayment: (authKey) =>
      answer(async () => {
        const row = await usable(authKey);
        if (!row.card) throw new GatewayRefusal('no-card', 'No card has been attached to the auth key');
        const code = responseCodeForAmount(Number(row.amount));
        const approved = code === '00';
        // The key is spent by whichever request gets here first; a concurrent one is refused.
        const { rows } = await db.query<AuthKeyRow>(
          `UPDATE sandbox_gateway_auth_keys
              SET used_at = $2, processed_at = $2, approved = $3, response_code = $4, response_text = $5,
                  receipt_number = CASE WHEN $3 THEN nextval('sandbox_gateway_receipt_seq')::text END
            WHERE auth_key = $1 AND used_at IS NULL
            RETURNING *`,
          [authKey, now(), approved, code, responseText(code)],
        );
        if (!rows[0]) throw new GatewayRefusal('used', 'Auth key has already been used');
        return toPayment(rows[0]);
      }),

    findPayment: (authKey) =>
      answer(async () => {
        const { rows } = await db.query<AuthKeyRow>('SELECT * FROM sandbox_gateway_auth_keys WHERE auth_key = $1 AND processed_at IS NOT NULL', [authKey]);
        return rows[0] ? toPayment(rows[0]) : null;
      }),
  };
}
