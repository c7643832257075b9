import type { CompiledForm } from '../../engine/core/types.ts';
import type { Database } from '../db/database.ts';
import type { PaymentConfig } from './payment-config.ts';
import type { CardPaymentDeps } from './card-payments.ts';
import type { CardGateway } from './card-gateway.ts';
import { createBpointGateway } from './bpoint-gateway.ts';
import { invoicePayment } from './invoice-payment.ts';
import { payNowPayment } from './pay-now-payment.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

/** The configured gateway: BPOINT with PAYMENT_GATEWAY=bpoint, else the embedded sandbox. */
export function createGateway(db: Database, config: PaymentConfig): CardGateway {
  if (config.gateway === 'bpoint') return createBpointGateway(config);
  return createSandboxGateway(db, { delayMs: config.sandbox.delayMs, failure: config.sandbox.failure });
}

/** The gateway is the embedded sandbox, whose own browser endpoints the portal serves. */
export const isSandboxGateway = (gateway: CardGateway): gateway is SandboxGateway => gateway.name === 'sandbox';

/** What card payments depend on; `notification` is the catalog's notification form Pay now drafts are checked with (default: the build's). */
export function cardPaymentDeps(db: Database, gateway: CardGateway, config: PaymentConfig, notification: CompiledForm): CardPaymentDeps {
  return { db, gateway, timeoutMs: config.timeoutMs, purposes: { Invoice: invoicePayment, PayNow: payNowPayment(notification) } };
}
