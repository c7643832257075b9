/**
 * Onboarding (spec 1 sections 2, 4, 5): a first sign-in registers the contact, the user chooses
 * levy payer or building certifier, completes My details (with the company and its ABN lookup)
 * and lands in the matching portal. Each journey uses its own not-yet-onboarded demo account.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';
import { portal } from '../../generated/portal.gen.ts';
import { catalogText } from '../support/catalog-text.ts';

// Checksum-valid ABNs of the seeded register (server/seed/people.ts).
const CORAL_COAST_ABN = '82 331 440 691';
const JANE_CITIZEN_ABN = '44102938041';
const SUNSHINE_CERTIFICATION_ABN = '62 113 400 017';

async function fillAddress(page: Page, group: string, line1: string, suburb: string, postcode: string) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  await fieldset.getByLabel('Address line 1').fill(line1);
  await fieldset.getByLabel(/^Suburb/).fill(suburb);
  await fieldset.getByLabel('State').selectOption('QLD');
  await fieldset.getByLabel('Postcode').fill(postcode);
  // Committing on blur removes the field's error above it; blur first so the next click lands where aimed.
  await fieldset.getByLabel('Postcode').blur();
}

async function lookUp(page: Page, abn: string) {
  const box = page.getByLabel('ABN', { exact: true });
  await box.fill(abn);
  await box.blur();
  await page.getByRole('button', { name: 'Look up' }).click();
}

async function chooseUserType(page: Page, choice: string) {
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose user type' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText(catalogText('onboarding', 'schema', '/properties/userType/errorMessage'));
  await page.getByLabel(choice).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'My details', level: 2 })).toBeVisible();
}

test('a new user onboards as a levy payer with a company found by ABN', async ({ page }) => {
  await signIn(page, 'new@example.com');
  await chooseUserType(page, 'I am a levy payer');

  await expect(page.getByLabel('First name')).toHaveValue('Nina');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('new@example.com');
  await expect(page.getByLabel(/Certifier licence number/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  // An empty postal address is named once, by its own message, not by each of its parts.
  await expect(summary).toContainText(catalogText('onboarding', 'schema', '/properties/postalAddress/errorMessage/not'));
  await expect(summary).not.toContainText(catalogText('notification', 'schema', '/properties/buildingDetails/errorMessage/required/addressLine1'));
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Mobile phone', { exact: true }).fill('0411 123 123');
  // A refresh loses nothing, even one right after typing: the wizard resumes at My details with what was entered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My details', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Mobile phone', { exact: true })).toHaveValue('0411 123 123');
  await page.getByLabel(/Business phone/).fill('99');
  await page.getByLabel(/Business phone/).blur();
  await expect(page.locator('[id="root.businessPhone__error"]')).toHaveText(catalogText('onboarding', 'schema', '/properties/businessPhone/errorMessage'));
  await page.getByLabel(/Business phone/).fill('07 3100 1234');
  await fillAddress(page, 'Postal address', '12 Queen Street', 'Brisbane City', '4000');
  await page.getByRole('group', { name: /consent to receiving correspondence by email/ }).getByLabel('No').check();
  await expect(page.getByText('Correspondence will be sent to your postal address.')).toBeVisible();

  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  const abn = page.getByLabel('ABN', { exact: true });
  await expect(abn).toBeVisible();
  // Spec 1 s3: an address's state defaults to QLD, the company's as well as the user's.
  await expect(page.getByRole('group', { name: 'Company postal address', exact: true }).getByLabel('State')).toHaveValue('QLD');
  await lookUp(page, '1234');
  await expect(page.getByText(catalogText('notification', 'form', '/abnLookup/0/invalidMessage'))).toBeVisible();
  await lookUp(page, CORAL_COAST_ABN);
  await expect(page.getByLabel('Trading name')).toHaveValue('Coral Coast Constructions');
  await expect(page.getByLabel(/Entity name/)).toHaveValue('CORAL COAST CONSTRUCTIONS PTY LTD');
  await page.getByLabel('Entity type').selectOption({ label: 'Registered company' });
  await page.getByLabel('Company phone').fill('07 3100 9999');
  await page.getByLabel('Company email').fill('office@coralcoast.example.com');
  await fillAddress(page, 'Company postal address', '1 Esplanade', 'Cairns City', '4870');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(catalogText('onboarding', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
  await expect(page.getByText(portal.messages.notAuthorisedPage)).toHaveCount(0);
});

test('a new user onboards as a building certifier with the company forced and locked', async ({ page }) => {
  await signIn(page, 'new-certifier@example.com');
  await chooseUserType(page, 'I am a building certifier');

  const companyChoice = page.getByRole('group', { name: 'Are you notifying as a company?' });
  await expect(companyChoice.getByLabel('Yes')).toBeChecked();
  await expect(companyChoice.getByLabel('Yes')).toBeDisabled();
  await expect(companyChoice.getByLabel('No')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText(catalogText('onboarding', 'schema', '/allOf/0/then/errorMessage/required/certifierLicenceNumber'));
  await expect(summary).toContainText(catalogText('company-details', 'schema', '/properties/tradingName/errorMessage/type'));

  await page.getByLabel('Mobile phone', { exact: true }).fill('0455 246 810');
  await fillAddress(page, 'Postal address', '22 Ocean Street', 'Maroochydore', '4558');
  await page.getByRole('group', { name: /consent to receiving correspondence by email/ }).getByLabel('Yes').check();
  await page.getByLabel(/Certifier licence number/).fill('A1234567');
  // A company found by its ABN fills its postal address; another ABN looked up then leaves none of it behind.
  const companyAddressLine1 = page.getByRole('group', { name: 'Company postal address', exact: true }).getByLabel('Address line 1');
  await lookUp(page, SUNSHINE_CERTIFICATION_ABN);
  await expect(companyAddressLine1).toHaveValue('22 Ocean Street');
  // Enter in the ABN box looks it up, as the Look up button does.
  const abn = page.getByLabel('ABN', { exact: true });
  await abn.fill(JANE_CITIZEN_ABN);
  await abn.press('Enter');
  await expect(page.getByLabel(/Entity name/)).toHaveValue('Jane Citizen');
  await expect(page.getByLabel('Entity type')).toHaveValue(/.+/);
  await expect(companyAddressLine1).toHaveValue('');
  await page.getByLabel('Trading name').fill('Citizen Certification');
  await page.getByLabel('Company phone').fill('1300 753 283');
  await page.getByLabel('Company email').fill('jane@citizen.example.com');
  await fillAddress(page, 'Company postal address', '5 Duporth Avenue', 'Maroochydore', '4558');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(catalogText('onboarding', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).toHaveURL(/\/certifier-portal$/);
});
