import type { CompiledForm } from '../../engine/core/types.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';
import { insertCardPayment, type CardPaymentRow } from '../db/queries/card-payments.ts';
import { lockProject } from '../db/queries/project-drafts.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { HttpError, forbiddenProject } from '../http/http-error.ts';
import { GatewayRefusal, withGatewayTimeout } from './card-gateway.ts';
import { GATEWAY_UNAVAILABLE, type CardPaymentDeps } from './card-payments.ts';
import { preparePayNow } from './pay-now-payment.ts';

type NewPayment = Pick<CardPaymentRow, 'purpose' | 'transaction_id' | 'project_id' | 'contact_id' | 'amount' | 'reference'>;

/** Asks the gateway for an auth key for the payment's amount and reference, and records it. */
export async function createAuthKey(payments: CardPaymentDeps, payment: NewPayment, email?: string): Promise<string> {
  let authKey: string;
  try {
    authKey = await withGatewayTimeout(payments.gateway.createAuthKey({ amountCents: payment.amount, reference: payment.reference, email: email || undefined }), payments.timeoutMs);
  } catch (error) {
    if (error instanceof GatewayRefusal) throw new HttpError(400, error.message, { details: [error.message] });
    throw new HttpError(504, GATEWAY_UNAVAILABLE);
  }
  await insertCardPayment(payments.db, { ...payment, auth_key: authKey });
  return authKey;
}

/** An auth key to pay a draft notification now: the levy the server calculates for it with the catalog's notification form `notification`. */
export async function payNowAuthKey(payments: CardPaymentDeps, notification: CompiledForm, user: CurrentUser, projectId: string, email?: string): Promise<string> {
  const amount = await payments.db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project || !canAccessProject(user, project)) throw forbiddenProject();
    return (await preparePayNow(tx, notification, project)).levy.totalLevyPayable;
  });
  return createAuthKey(payments, { purpose: 'PayNow', transaction_id: null, project_id: projectId, contact_id: user.contactId, amount, reference: projectId }, email);
}
