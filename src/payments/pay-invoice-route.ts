/** The Finances page, where an invoice is chosen to pay (spec 3 s2). */
export const FINANCES_ROUTE = '/levies-payer-portal/finances';

/** The pay-invoice page's route (spec 3 s2), kept apart so the router does not load the page. */
export const PAY_INVOICE_ROUTE = '/levies-payer-portal/finances/pay-invoice/:transactionId';
