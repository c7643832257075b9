import type { Database } from '../db/database.ts';
import type { PaymentConfig } from './payment-config.ts';
import type { CardPaymentDeps } from './card-payments.ts';
import type { CardGateway } from './card-gateway.ts';
import { invoicePayment } from './invoice-payment.ts';
import { payNowPayment } from './pay-now-payment.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

/** The configured gateway: the embedded sandbox by default. */
export function createGateway(db: Database, config: PaymentConfig): SandboxGateway {
  return createSandboxGateway(db, { delayMs: config.sandbox.delayMs, failure: config.sandbox.failure });
}

export function cardPaymentDeps(db: Database, gateway: CardGateway, config: PaymentConfig): CardPaymentDeps {
  return { db, gateway, timeoutMs: config.timeoutMs, purposes: { Invoice: invoicePayment, PayNow: payNowPayment } };
}
