/** The catalog card form filled with one of the sandbox gateway's test cards (README, Test cards); labels from the catalog. */
import type { Page } from '@playwright/test';
import { catalogText } from '../../support/catalog-text.ts';

export const TEST_VISA = '4987 6543 2109 8769';
const label = (field: string) => catalogText('card-payment', 'schema', `/properties/${field}/title`);

/** A test card; `expiry` mm/yy, by default one far ahead (a past one the gateway refuses as expired). */
export async function enterTestCard(page: Page, expiry = { month: '12', year: '39' }) {
  await page.getByLabel(label('cardNumber')).fill(TEST_VISA);
  await page.getByLabel(label('expiryMonth')).fill(expiry.month);
  await page.getByLabel(label('expiryYear')).fill(expiry.year);
  await page.getByLabel(label('name')).fill('Pat Payer');
  await page.getByLabel(label('cvn')).fill('123');
  await page.getByLabel(label('cvn')).blur();
}
