/**
 * Self-service at the local provider, as Azure AD B2C offers it (spec 1 section 1): a new user
 * signs up with an emailed code and onboards; a forgotten password is reset with a code; the
 * sign-in profile is edited from Manage profile. The code is in the server log and, outside
 * production, on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { catalogText } from '../support/catalog-text.ts';

const password = 'Sunny-day-42';

async function codeOnPage(page: Page): Promise<string> {
  const note = page.locator('#development-code strong');
  await expect(note).toHaveText(/^\d{6}$/);
  return (await note.textContent())!;
}

async function fillAddress(page: Page, group: string) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  await fieldset.getByLabel('Address line 1').fill('12 Queen Street');
  await fieldset.getByLabel(/^Suburb/).fill('Brisbane City');
  await fieldset.getByLabel('State').selectOption('QLD');
  await fieldset.getByLabel('Postcode').fill('4000');
  await fieldset.getByLabel('Postcode').blur();
}

test('a new user signs up with an email code, onboards, and edits the sign-in profile', async ({ page }) => {
  const email = `sign.up.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up now' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your email address');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Given name').fill('Sasha');
  await page.getByLabel('Surname').fill('Signup');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Verification code').fill(await codeOnPage(page));
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in as the new account: registration comes first.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Sasha');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Mobile phone', { exact: true }).fill('0411 222 333');
  await fillAddress(page, 'Postal address');
  await page.getByRole('group', { name: /consent to receiving correspondence by email/ }).getByLabel('Yes').check();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(catalogText('onboarding', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).toHaveURL(/\/levies-payer-portal$/);

  // Manage profile links to the provider's profile edit flow, which returns to /profile.
  await page.goto('/profile');
  await expect(page.getByTestId('user-name')).toHaveText('Sasha Signup');
  await page.getByRole('button', { name: 'Edit your sign-in profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Given name')).toHaveValue('Sasha');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Given name').fill('Sasha-Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Manage profile', level: 1 })).toBeVisible();
  // The names the provider now vouches for are the contact's, without a reload, and they stay.
  await expect(page.getByTestId('user-name')).toHaveText('Sasha-Lee Signup');
  await expect(page.getByLabel('First name')).toHaveValue('Sasha-Lee');
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Sasha-Lee Signup');
  await expect(page.getByLabel('First name')).toHaveValue('Sasha-Lee');
});

/** Signs up at the provider's pages (from the sign-in page) and verifies the code. */
async function signUp(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign up now' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Given name').fill('Robin');
  await page.getByLabel('Surname').fill('Reset');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await page.getByLabel('Verification code').fill(await codeOnPage(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

test('a forgotten password is reset with an email code and the new one signs in', async ({ browser }) => {
  const email = `reset.${Date.now()}@example.com`;
  const newPassword = 'Rainy-night-77';
  const signedUp = await browser.newContext();
  const first = await signedUp.newPage();
  await first.goto('/');
  await signUp(first, email);
  await signedUp.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  const code = await codeOnPage(page);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Something-else-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('The password entry fields do not match.');
  // The code typed is kept; the passwords are typed again.
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await context.close();

  // A fresh browser: the old password is refused, the new one signs in.
  const later = await browser.newContext();
  const fresh = await later.newPage();
  await fresh.goto('/');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password').fill(password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByText('The email or password you entered is incorrect.').first()).toBeVisible();
  await fresh.getByLabel('Password').fill(newPassword);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/onboarding$/);
  await later.close();
});
