import type { Database, Queryable } from '../db/database.ts';
import {
  findCardPayment,
  otherChargeOf,
  setCardPaymentStatus,
  unsettledCardPayments,
  type CardPaymentRow,
} from '../db/queries/card-payments.ts';
import { HttpError } from '../http/http-error.ts';
import { centsToDollars } from '../../engine/core/money.ts';
import { GatewayRefusal, GatewayUnavailable, withGatewayTimeout, type CardGateway, type GatewayPayment } from './card-gateway.ts';

export const ALREADY_PAID = 'This invoice has already been paid.';
export const PAYMENT_IN_PROGRESS = 'A payment for this invoice is already in progress. Please check the invoice again shortly.';
export const GATEWAY_UNAVAILABLE = 'The payment gateway did not answer. Please try again.';
export const PAYMENT_NOT_SETTLED =
  'The payment gateway did not confirm the payment. It will be checked with the gateway and the invoice updated; you will not be charged twice.';
export const UNKNOWN_AUTH_KEY = 'The payment could not be found. Please start the payment again.';

/** What a paid card payment answers (spec 3 s3.2): `txn` with the receipt. */
export interface PaymentTxn {
  authkey: string;
  approved: boolean;
  responseCode: string | null;
  responseText: string | null;
  receiptNumber: string | null;
  processedDateTime: string | null;
  amount: number;
}

/**
 * What charging depends on, per purpose: whether the payer's record (invoice or draft project)
 * may be charged the payment's amount now (throws an HttpError otherwise), and how an approved
 * charge is recorded (inside the caller's transaction).
 */
export interface PaymentPurpose {
  checkChargeable(tx: Queryable, payment: CardPaymentRow): Promise<void>;
  finalise(tx: Queryable, payment: CardPaymentRow, charge: GatewayPayment): Promise<void>;
}

export interface CardPaymentDeps {
  db: Database;
  gateway: CardGateway;
  timeoutMs: number;
  purposes: Partial<Record<CardPaymentRow['purpose'], PaymentPurpose>>;
}

export const toTxn = (row: CardPaymentRow): PaymentTxn => ({
  authkey: row.auth_key,
  approved: row.status === 'Finalised' || row.status === 'Approved',
  responseCode: row.response_code,
  responseText: row.response_text,
  receiptNumber: row.receipt_number,
  processedDateTime: row.processed_at ? row.processed_at.toISOString() : null,
  amount: centsToDollars(Number(row.amount)) as number,
});

const declined = (row: CardPaymentRow) => {
  const text = row.response_text ?? 'Transaction declined';
  return new HttpError(400, text, { details: [text] });
};

const processedNotFinalised = (row: CardPaymentRow) =>
  new HttpError(502, `The payment was processed (receipt ${row.receipt_number}) but the invoice could not be updated. It will be updated without charging again.`);

function purposeOf(deps: CardPaymentDeps, payment: CardPaymentRow): PaymentPurpose {
  const purpose = deps.purposes[payment.purpose];
  if (!purpose) throw new HttpError(400, UNKNOWN_AUTH_KEY, { details: [UNKNOWN_AUTH_KEY] });
  return purpose;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { next: 'done' | 'wait' | 'settle' | 'process'; payment: CardPaymentRow };

/**
 * Takes the payment for processing: only a Created payment whose invoice (or project) has no
 * other charge in flight or made. The partial unique indexes of card_payments refuse a second
 * one on any node; the row locks make concurrent requests wait for each other's answer.
 */
async function claim(deps: CardPaymentDeps, authKey: string, mayUse: (tx: Queryable, payment: CardPaymentRow) => Promise<boolean>): Promise<Claim> {
  return deps.db.transaction(async (tx) => {
    const payment = await findCardPayment(tx, authKey, true);
    if (!payment || !(await mayUse(tx, payment))) throw new HttpError(400, UNKNOWN_AUTH_KEY, { details: [UNKNOWN_AUTH_KEY] });
    switch (payment.status) {
      case 'Finalised':
        return { next: 'done', payment };
      case 'Declined':
      case 'Failed':
        throw declined(payment);
      case 'Processing':
        return { next: 'wait', payment };
      case 'Unknown':
      case 'Approved':
        return { next: 'settle', payment };
    }
    await purposeOf(deps, payment).checkChargeable(tx, payment);
    const other = await otherChargeOf(tx, payment);
    if (other) throw new HttpError(409, other.status === 'Finalised' ? ALREADY_PAID : PAYMENT_IN_PROGRESS);
    await setCardPaymentStatus(tx, authKey, 'Processing');
    return { next: 'process', payment: { ...payment, status: 'Processing' } };
  });
}

/** Records an approved charge: first the charge itself, then the invoice (or project) it pays. */
async function finalise(deps: CardPaymentDeps, payment: CardPaymentRow, charge: GatewayPayment): Promise<CardPaymentRow> {
  const outcome = { responseCode: charge.responseCode, responseText: charge.responseText, receiptNumber: charge.receiptNumber, processedAt: charge.processedDateTime };
  // Only from an unsettled state: a concurrent settlement may have finalised it already.
  await setCardPaymentStatus(deps.db, payment.auth_key, 'Approved', outcome, ['Processing', 'Unknown']);
  const approved = { ...payment, status: 'Approved' as const, receipt_number: charge.receiptNumber };
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await findCardPayment(tx, payment.auth_key, true);
      if (locked?.status !== 'Approved') return;
      await purposeOf(deps, locked).finalise(tx, locked, charge);
      await setCardPaymentStatus(tx, payment.auth_key, 'Finalised');
    });
  } catch {
    throw processedNotFinalised(approved);
  }
  return (await findCardPayment(deps.db, payment.auth_key))!;
}

/** Settles a payment whose answer was lost or which was charged but not recorded, from the gateway's record. */
async function settle(deps: CardPaymentDeps, payment: CardPaymentRow): Promise<CardPaymentRow> {
  let charge: GatewayPayment | null;
  try {
    charge = await withGatewayTimeout(deps.gateway.findPayment(payment.auth_key), deps.timeoutMs);
  } catch {
    throw payment.status === 'Approved' ? processedNotFinalised(payment) : new HttpError(502, PAYMENT_NOT_SETTLED);
  }
  if (!charge) {
    // Never processed by the gateway: nothing was charged.
    await setCardPaymentStatus(deps.db, payment.auth_key, 'Failed', { responseText: GATEWAY_UNAVAILABLE }, ['Unknown', 'Processing']);
    return (await findCardPayment(deps.db, payment.auth_key))!;
  }
  if (charge.approved) return finalise(deps, payment, charge);
  await setCardPaymentStatus(deps.db, payment.auth_key, 'Declined', { responseCode: charge.responseCode, responseText: charge.responseText, processedAt: charge.processedDateTime }, ['Unknown', 'Processing']);
  return (await findCardPayment(deps.db, payment.auth_key))!;
}

async function process(deps: CardPaymentDeps, payment: CardPaymentRow): Promise<CardPaymentRow> {
  let charge: GatewayPayment;
  try {
    charge = await withGatewayTimeout(deps.gateway.processPayment(payment.auth_key), deps.timeoutMs);
  } catch (error) {
    if (error instanceof GatewayRefusal && error.reason !== 'used') {
      await setCardPaymentStatus(deps.db, payment.auth_key, 'Failed', { responseText: error.message }, ['Processing']);
      throw new HttpError(400, error.message, { details: [error.message] });
    }
    // A lost answer, or a key spent elsewhere: whether it was charged is the gateway's to say.
    await setCardPaymentStatus(deps.db, payment.auth_key, 'Unknown', { responseText: error instanceof GatewayUnavailable ? error.message : undefined }, ['Processing']);
    throw new HttpError(502, PAYMENT_NOT_SETTLED);
  }
  if (charge.approved) return finalise(deps, payment, charge);
  await setCardPaymentStatus(deps.db, payment.auth_key, 'Declined', { responseCode: charge.responseCode, responseText: charge.responseText, processedAt: charge.processedDateTime }, ['Processing']);
  throw declined({ ...payment, response_text: charge.responseText });
}

/** Waits for another request's processing of the same key to end, then answers as it did. */
async function awaitOther(deps: CardPaymentDeps, authKey: string): Promise<CardPaymentRow> {
  const until = Date.now() + deps.timeoutMs + 5_000;
  for (;;) {
    const row = (await findCardPayment(deps.db, authKey))!;
    if (row.status !== 'Processing') return row;
    if (Date.now() > until) throw new HttpError(409, PAYMENT_IN_PROGRESS);
    await sleep(100);
  }
}

function answer(row: CardPaymentRow): PaymentTxn {
  if (row.status === 'Finalised') return toTxn(row);
  if (row.status === 'Declined' || row.status === 'Failed') throw declined(row);
  if (row.status === 'Approved') throw processedNotFinalised(row);
  throw new HttpError(502, PAYMENT_NOT_SETTLED);
}

/**
 * Charges the card attached to `authKey` once, however often or concurrently it is asked:
 * the first request processes it with the gateway and records the outcome; the others get
 * that outcome. `mayUse` says whether the caller may use this payment.
 */
export async function payWithAuthKey(deps: CardPaymentDeps, authKey: string, mayUse: (tx: Queryable, payment: CardPaymentRow) => Promise<boolean>): Promise<PaymentTxn> {
  const { next, payment } = await claim(deps, authKey, mayUse);
  if (next === 'done') return toTxn(payment);
  if (next === 'process') return answer(await process(deps, payment));
  if (next === 'settle') return answer(await settle(deps, payment));
  const after = await awaitOther(deps, authKey);
  return answer(after.status === 'Unknown' || after.status === 'Approved' ? await settle(deps, after) : after);
}

/**
 * Settles every payment left unknown or charged-but-not-recorded (and any processing for longer
 * than the gateway could take) from the gateway's record, never charging again.
 */
export async function reconcileCardPayments(deps: CardPaymentDeps, options: { transactionId?: string; now?: Date } = {}): Promise<CardPaymentRow[]> {
  const staleBefore = new Date((options.now ?? new Date()).getTime() - deps.timeoutMs - 60_000);
  const settled: CardPaymentRow[] = [];
  for (const payment of await unsettledCardPayments(deps.db, staleBefore, options.transactionId)) {
    try {
      settled.push(await settle(deps, payment));
    } catch {
      // Still unreachable or still not recorded: the next round tries again.
    }
  }
  return settled;
}
