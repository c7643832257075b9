/**
 * Profile and company (spec 1 sections 2, 5, 6, 8): a levy payer edits their profile; the
 * company's active admin edits its details and users' roles, but not their own Admin or Active
 * flags; a non-admin sees the company read-only and the API refuses their saves.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openAs, userRow } from './support/company.ts';
import { callApi } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';

test('a levy payer edits their profile and returns home', async ({ page }) => {
  await openAs(page, 'payer@example.com', '/profile', 'Manage profile');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Building certifier')).toHaveCount(0);
  await expect(page.getByLabel('Certifier licence number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const business = page.getByLabel('Business phone (optional)');
  await business.fill('999');
  await business.blur();
  await expect(page.getByText(catalogText('onboarding', 'schema', '/properties/businessPhone/errorMessage'))).toBeVisible();
  await business.fill('07 3100 7777');
  await page.getByRole('group', { name: catalogText('profile', 'schema', '/properties/emailConsent/title') }).getByLabel('No').check();
  await expect(page.getByText('Correspondence will be sent to your postal address.')).toBeVisible();
  await page.getByLabel('Suburb').fill('Spring Hill');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(catalogText('profile', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile$/);
  const { body } = await callApi<{ userContact: Record<string, unknown> }>(page, `/api/contact/user/${await oid(page)}`);
  expect(body.userContact).toMatchObject({ businessPhone: '07 3100 7777', emailConsent: false, addressDetail: expect.objectContaining({ suburb: 'Spring Hill' }) });
});

test('an emptied postal address is asked for as a whole, beside its own parts', async ({ page }) => {
  await openAs(page, 'owner@example.com', '/profile', 'Manage profile');
  for (const label of ['Address line 1', 'Address line 2 (optional)', 'Suburb (optional)', 'Postcode']) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill('');
    await field.blur();
  }
  const whole = catalogText('profile', 'schema', '/properties/addressDetails/errorMessage/not');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: catalogText('profile', 'schema', '/properties/addressDetails/title') }).getByText(whole, { exact: true })).toBeVisible();
  await page.getByLabel('Address line 1', { exact: true }).fill('1 William Street');
  await page.getByLabel('Address line 1', { exact: true }).blur();
  await expect(page.getByText(whole, { exact: true })).toHaveCount(0);
});

test('Enter in the field just typed in saves the text it holds', async ({ page }) => {
  await openAs(page, 'owner@example.com', '/profile', 'Manage profile');
  const suburb = page.getByLabel('Suburb');
  await expect(suburb).not.toHaveValue('');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'PATCH');
  // Typed and submitted at once, without leaving the field: no blur and no idle pause commit it first.
  await suburb.fill('Fortitude Valley');
  await suburb.press('Enter');
  const body = (await sent).postDataJSON() as { contact: { addressDetails: { suburb: string } } };
  expect(body.contact.addressDetails.suburb).toBe('Fortitude Valley');
  await expect(page.getByText(catalogText('profile', 'form', '/submit/successMessage'))).toBeVisible();
});

test('a non-admin (staff) sees the company read-only and cannot save it or a user', async ({ page }) => {
  await openAs(page, 'staff@example.com', '/company', 'Manage company');
  await expect(page.getByLabel('Trading name')).toHaveValue('Demo Builders');
  await expect(page.getByLabel('Trading name')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(userRow(page, 'Priya Patel')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const { body: contact } = await callApi<{ userContact: { organisationId: string } }>(page, `/api/contact/user/${await oid(page)}`);
  const { body: org } = await callApi<{ organisation: Record<string, unknown> }>(page, `/api/organisation/${contact.userContact.organisationId}`);
  const o = org.organisation as { organisationId: string; abn: string; orgName: string; entityType: string; phoneNumber: string; email: string; addressDetail: unknown };
  const attempt = await callApi(page, '/api/organisation/save', {
    method: 'POST',
    data: { organisation: { organisationId: o.organisationId, abn: o.abn, entityName: o.orgName, tradingName: 'Hijacked', entityType: o.entityType, phoneNo: o.phoneNumber, email: o.email, postalAddress: o.addressDetail } },
  });
  expect(attempt.status).toBe(403);
  const { body: roles } = await callApi<{ portalRoles: { portalRoleId: string; lastName: string }[] }>(page, `/api/portalroles?organisationId=${o.organisationId}`);
  const payer = roles.portalRoles.find((r) => r.lastName === 'Patel')!;
  expect((await callApi(page, '/api/portalroles/save', { method: 'POST', data: { portalRole: { portalRoleId: payer.portalRoleId, admin: false, company: false, user: true, active: false } } })).status).toBe(403);
  const { body: after } = await callApi<{ organisation: { tradingName: string } }>(page, `/api/organisation/${o.organisationId}`);
  expect(after.organisation.tradingName).toBe('Demo Builders');
});

test('the company admin edits the company details: Save only when valid and changed', async ({ page }) => {
  await openAs(page, 'payer@example.com', '/company', 'Manage company');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByLabel('ABN')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Entity name')).toHaveAttribute('readonly', '');
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // The address group's title is not printed under a section heading saying the same: its legend is for screen readers only.
  const address = page.getByRole('group', { name: catalogText('company-details', 'schema', '/properties/postalAddress/title') });
  expect((await address.locator('legend').first().boundingBox())!.width).toBeLessThanOrEqual(1);

  const trading = page.getByLabel('Trading name');
  await trading.fill('');
  await trading.blur();
  await expect(page.getByText(catalogText('company-details', 'schema', '/properties/tradingName/errorMessage/type'))).toBeVisible();
  await expect(save).toBeDisabled();
  await trading.fill('Demo Builders Queensland');
  await page.getByLabel('Entity type').selectOption({ label: catalogText('company-details', 'ui', '/entityType/ui:enumNames/2') });
  await trading.blur();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(catalogText('company-details', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page.getByLabel('Trading name')).toHaveValue('Demo Builders Queensland');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test("the roles dialog: the admin's own Admin and Active are locked; another user's roles change", async ({ page }) => {
  await openAs(page, 'payer@example.com', '/company', 'Manage company');
  await page.getByRole('tab', { name: 'Users' }).click();
  // The list loads after the tab opens: read the names once its rows are there.
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
  const names = await page.getByRole('list', { name: 'Users' }).getByRole('listitem').locator('p').filter({ hasText: /^[A-Z][a-z]+ [A-Z][a-z]+$/ }).allTextContents();
  expect(names).toEqual(['Frank Fielding', 'Sam Nguyen', 'Priya Patel']);
  await expect(userRow(page, 'Frank Fielding').getByText('Inactive')).toBeVisible();
  await page.getByLabel('Hide inactive users').check();
  await expect(userRow(page, 'Frank Fielding')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Priya Patel' }).click();
  const own = page.getByRole('dialog');
  await expect(own.getByText('You cannot remove your own Admin role or deactivate your own account while you are an admin.', { exact: false })).toBeVisible();
  await expect(own.getByLabel('Admin')).toBeDisabled();
  await expect(own.getByLabel('Active')).toBeDisabled();
  await expect(own.getByLabel('Company')).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await own.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Sam Nguyen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Admin')).toBeEnabled();
  await dialog.getByLabel('Company').check();
  // The loading toast shows only while the save runs: the save is held until it has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/portalroles/save', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(catalogText('company-user-roles', 'form', '/submit/loadingMessage'))).toBeVisible();
  release();
  await expect(page.getByText('User updated!')).toBeVisible();
  await page.unroute('**/api/portalroles/save');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The toast covers no item of the account menu opened while it shows: each takes the pointer.
  await page.getByRole('button', { name: 'My account' }).click();
  for (const item of await page.getByRole('menuitem').all()) {
    const box = (await item.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toBe(await item.textContent());
  }
  await page.keyboard.press('Escape');
  await expect(userRow(page, 'Sam Nguyen').getByText('Company', { exact: true })).toBeVisible();

  // The server refuses what the dialog locks.
  const { body: roles } = await callApi<{ portalRoles: { portalRoleId: string; lastName: string; organisationId: string }[] }>(
    page,
    `/api/portalroles?contactId=${(await callApi<{ userContact: { contactId: string } }>(page, `/api/contact/user/${await oid(page)}`)).body.userContact.contactId}`,
  );
  const mine = roles.portalRoles[0];
  const refused = await callApi<{ errors: { path: string; message: string }[] }>(page, '/api/portalroles/save', {
    method: 'POST',
    data: { portalRole: { portalRoleId: mine.portalRoleId, admin: false, company: true, user: true, active: true } },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ path: '/admin', message: catalogText('company-user-roles', 'schema', '/allOf/0/then/properties/admin/errorMessage') }]);
});

/** The signed-in user's object id, from the access token the portal holds. */
async function oid(page: import('@playwright/test').Page): Promise<string> {
  const { accessToken } = await import('./support/session.ts');
  const token = await accessToken(page);
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).oid as string;
}

test('what is typed on the profile and company pages survives a reload; Cancel, or typing it back, drops it', async ({ page, browser }) => {
  await openAs(page, 'owner@example.com', '/profile', 'Manage profile');
  const mobile = page.getByLabel('Mobile phone', { exact: true });
  const saved = await mobile.inputValue();
  await mobile.fill('0411 999 999');
  await mobile.blur();
  await page.reload();
  await expect(mobile).toHaveValue('0411 999 999');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/profile');
  await expect(mobile).toHaveValue(saved);

  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, 'payer@example.com', '/company', 'Manage company');
  const trading = admin.getByLabel(catalogText('company-details', 'schema', '/properties/tradingName/title'), { exact: true });
  const name = await trading.inputValue();
  await trading.fill(`${name} Two`);
  await trading.blur();
  await admin.reload();
  await expect(trading).toHaveValue(`${name} Two`);
  await expect(admin.getByRole('button', { name: 'Save' })).toBeEnabled();
  await trading.fill(name);
  await trading.blur();
  await admin.reload();
  await expect(trading).toHaveValue(name);
});
