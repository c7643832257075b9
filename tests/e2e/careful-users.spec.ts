/**
 * What careful users found in the shell and the engine (issue 13): titles and focus per page, the
 * account menu by keyboard, toasts that never cover it, links that look like links, and the ABN
 * lookup's click and messages, and supporting documents whose content is not their type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import type { Project } from '../../src/api/types.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { fillStep } from './support/fill-fixture.ts';
import { callApi, signIn } from './support/session.ts';
import { calculateLevy, fillBuildingDetails, NOTIFY, notificationText, startNotification } from './support/notify.ts';
import { catalogText } from '../support/catalog-text.ts';
import { portal } from '../../generated/portal.gen.ts';

// These journeys guard against timing races: one that passes only when run again is a failure.
test.describe.configure({ retries: 0 });

// Checksum-valid, and not in the seeded register.
const UNKNOWN_ABN = '53 004 085 616';
// Checksum-valid and in the seeded register (server/seed/people.ts).
const KNOWN_ABN = '82 331 440 691';

test('each page has its own title, and choosing an account-menu item moves focus to the new page', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page).toHaveTitle('Levy payer portal - Building and construction levy portal');
  const menu = page.getByRole('button', { name: 'My account' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Manage profile' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.textContent()} - Building and construction levy portal`);
  // Chosen with the pointer while the company page's code loads.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Manage company' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(heading).toHaveText('Manage company');
  await expect(heading).toBeFocused();
  // The page on screen chosen again: its heading takes focus, not the body.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Manage company' }).click();
  await expect(heading).toBeFocused();
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found - Building and construction levy portal');
});

test('Tab leaves the open account menu for the next control, Shift+Tab for the one before', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  // The page's own controls are there to take focus: under load the header can be ready first.
  const main = page.getByRole('main');
  await expect(main.getByRole('link').or(main.getByRole('button')).first()).toBeVisible();
  const menu = page.getByRole('button', { name: 'My account' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  // The next control after the header: the page's first link or button.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Building and construction levy portal' })).toBeFocused();
});

test('an error toast is an alert below the header, off the account menu', async ({ page }) => {
  await signIn(page, 'new@example.com');
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  const abn = page.getByLabel('ABN', { exact: true });
  await abn.fill('123');
  await abn.blur();
  await page.getByRole('button', { name: 'Look up' }).click();
  const toast = page.getByRole('alert').filter({ hasText: catalogText('onboarding', 'form', '/abnLookup/0/invalidMessage') });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.locator('header').boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  // On the narrowest phone the header wraps to two lines: the menu's button still takes a press.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toast).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'My account' });
  const box = (await menuButton.boundingBox())!;
  // Whatever the pointer meets at the button's middle (nothing of the toast, not even its hover strip),
  // once the toasts have moved below the wrapped header.
  const hit = () => page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
  await expect.poll(hit).toContain('My account');
  await page.getByRole('button', { name: 'My account' }).click({ timeout: 5000 });
  await expect(page.getByRole('menu')).toBeVisible();
});

test("'Look up' takes the click that reveals the ABN's own error, and an unknown ABN is cleared with a message", async ({ page }) => {
  await signIn(page, 'new@example.com');
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  const abn = page.getByLabel('ABN', { exact: true });
  // Typed, not blurred: pressing Look up blurs the box, whose error then shows above it.
  await abn.fill('12');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: catalogText('onboarding', 'form', '/abnLookup/0/invalidMessage') })).toBeVisible();

  await abn.fill(UNKNOWN_ABN);
  await page.getByRole('button', { name: 'Look up' }).click();
  const notFound = catalogText('onboarding', 'form', '/abnLookup/0/notFoundMessage').replace('{abn}', UNKNOWN_ABN.replace(/\s/g, ''));
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await expect(abn).toHaveValue('');
});

test("Update builder/principal's Look up: a malformed ABN gets the rule's toast beside the field's error, an unknown ABN is cleared with a message, Enter in the box looks up", async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body } = await callApi<{ projects: { projectId: string; projectNumber: string | null; status: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  const project = body.projects.find((row) => row.projectNumber && row.status === 'Submitted');
  expect(project, 'the demo data has a submitted project with a levy number').toBeTruthy();
  await page.goto(`/levies-payer-portal/project/${project!.projectId}`);
  await page.getByRole('link', { name: 'Update builder/principal' }).click();
  const abn = page.getByRole('textbox', { name: /^ABN/ });
  await abn.fill('123');
  await abn.blur();
  // The field's own error, from the shared ABN definition its schema refers to.
  const abnSchema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'abn.json'), 'utf8')) as { errorMessage: { format: string } };
  await expect(page.getByText(abnSchema.errorMessage.format)).toBeVisible();
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: catalogText('change-builder', 'form', '/abnLookup/0/invalidMessage') })).toBeVisible();

  await abn.fill(UNKNOWN_ABN);
  await page.getByRole('button', { name: 'Look up' }).click();
  const notFound = catalogText('change-builder', 'form', '/abnLookup/0/notFoundMessage').replace('{abn}', UNKNOWN_ABN.replace(/\s/g, ''));
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await expect(abn).toHaveValue('');

  // Enter in the box looks the ABN up, as the button does.
  await abn.fill(KNOWN_ABN);
  await abn.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Entity name/ })).toHaveValue('CORAL COAST CONSTRUCTIONS PTY LTD');
});

test('links on the message pages and in the footer look like links', async ({ page }) => {
  await signIn(page, 'payer@example.com', '/no-such-page');
  for (const link of [page.getByRole('link', { name: 'Go to home page' }), page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })]) {
    const style = await link.evaluate((el) => ({ color: getComputedStyle(el).color, line: getComputedStyle(el).textDecorationLine }));
    expect(style.line).toContain('underline');
    expect(style.color).not.toBe('rgb(0, 0, 0)');
  }
  // One support number for the whole portal: the footer shows the catalog's (the intro page's and the documents').
  const phone = portal.finances.authority.phone;
  await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
});

test('onboarding: Back from a company answer shows step 1 alone; /profile waits for onboarding; an onboarded user cannot run it again', async ({ page, browser }) => {
  await signIn(page, 'new-certifier@example.com', '/profile');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  await expect(page.getByLabel('ABN', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose user type' })).toBeVisible();
  await expect(page.getByLabel('ABN', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Are you notifying as a company?' })).toHaveCount(0);

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Choose user type' })).toBeVisible();
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'payer@example.com', '/onboarding');
  await expect(other).toHaveURL(/\/levies-payer-portal$/);
  await otherContext.close();
});

test('profile: the save sends the address as one line beside its parts, and names are read-only, not optional', async ({ page }) => {
  await signIn(page, 'owner@example.com', '/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('First name (optional)')).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-readonly', 'true');
  await page.getByLabel('Suburb').fill('Spring Hill');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await sent).postDataJSON() as { contact: { address?: string; addressDetails: { suburb: string } } };
  expect(body.contact.address).toContain('Spring Hill');
  await expect(page.getByText(catalogText('profile', 'form', '/submit/successMessage'))).toBeVisible();
});

test('company: Save is disabled again once an edit is taken back; an inactive member is told why they see nothing', async ({ page, browser }) => {
  await signIn(page, 'payer@example.com', '/company');
  const save = page.getByRole('button', { name: 'Save' });
  const trading = page.getByLabel('Trading name');
  const original = await trading.inputValue();
  await trading.fill(`${original} X`);
  await trading.blur();
  await expect(save).toBeEnabled();
  await trading.fill(original);
  await trading.blur();
  await expect(save).toBeDisabled();

  const { body: me } = await callApi<{ userContact: { organisationId: string } }>(page, `/api/contact/user/${await oid(page)}`);
  const { body: roles } = await callApi<{ portalRoles: PortalRoleRow[] }>(page, `/api/portalroles?organisationId=${me.userContact.organisationId}`);
  const staff = roles.portalRoles.find((role) => role.emailAddress === 'staff@example.com')!;
  const setActive = (active: boolean) => callApi(page, '/api/portalroles/save', { method: 'POST', data: { portalRole: { ...pick(staff), active } } });
  expect((await setActive(false)).status).toBe(200);
  try {
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, 'staff@example.com', '/company');
    await expect(staffPage.getByText(portal.messages.inactiveCompanyMember)).toBeVisible();
    await expect(staffPage.getByText(catalogText('company-user-roles', 'form', '/loadFailedMessage'))).toHaveCount(0);
    await staffContext.close();
  } finally {
    await setActive(true);
  }
});

interface PortalRoleRow {
  portalRoleId: string;
  emailAddress: string;
  admin: boolean;
  company: boolean;
  user: boolean;
  active: boolean;
}

const pick = ({ portalRoleId, admin, company, user }: PortalRoleRow) => ({ portalRoleId, admin, company, user });

async function oid(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key) ?? '{}').profile.oid as string;
    throw new Error('not signed in');
  });
}

test('Save & Exit on an empty notification stores no blank Draft', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const drafts = async () => (await callApi<{ recordCount: number }>(page, '/api/project?current=true&pageNumber=1&pageSize=10&searchTerm=Draft')).body.recordCount;
  const before = await drafts();
  await page.goto('/levies-payer-portal/notify-new-project');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Building details', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText(catalogText('notification', 'form', '/messages/nothingToSave'))).toBeVisible();
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
  expect(await drafts()).toBe(before);
});

test('Next pressed straight after typing the last answer goes on: what Next still needs changes beside it only once the press is over', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'payer@example.com');
  const year = new Date().getFullYear() + 1;
  await startNotification(page);
  await fillBuildingDetails(page, `${year}-02-01`, `${year}-11-30`);
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('');
  await email.blur();
  await expect(page.locator('#wizard-blocked-detail')).toBeVisible();
  // Typed, and not left: pressing Next leaves it, which shortens what Next still needs.
  await email.fill('alex@example.com');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // One press, straight away: the email is left and committed as it lands (the components' tests
  // hold the note still while pressed; here, the press goes through).
  await page.getByRole('button', { name: notificationText('/messages/next') }).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
});

test("a cost changed and the levy's calculate button pressed straight away calculates at once: the levy's reset notice waits for the release", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'payer@example.com');
  const year = new Date().getFullYear() + 1;
  await startNotification(page);
  await fillBuildingDetails(page, `${year}-02-01`, `${year}-11-30`);
  await page.getByRole('button', { name: notificationText('/messages/next') }).click();
  await calculateLevy(page, '250000');
  const total = page.getByLabel('Total levy payable (GST exclusive)');
  const first = await total.textContent();
  // Typed, and not left: pressing the button leaves it, which resets the levy.
  await page.getByLabel('Total cost of work (excluding GST)').fill('2500000');
  // One press, straight away: it calculates the new cost's levy.
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(total).not.toHaveText(first!);
});

test('change-cost-of-work: a box ticked straight after typing the new cost shows what it asks for; the section the cost shows stays too', async ({ page }) => {
  const form = await loadForm('change-cost-of-work');
  const title = (pointer: string) => catalogText('change-cost-of-work', 'schema', `/properties/${pointer}/title`);
  await signIn(page, 'payer@example.com');
  const project = await changeableProject(page, form);
  await page.goto(form.manifest.route!.replace(':projectId', project.projectId));
  await page.getByRole('group', { name: title('changeDueToMistakeInCostOfWork') }).getByLabel('No').check();
  // Typed, and not left: the press on the box leaves it, which shows the refund section.
  await page.getByLabel(title('costOfWork')).fill('1');
  await page.getByRole('checkbox', { name: title('exemptionTypeRow') }).check();
  await expect(page.getByLabel(title('resourceOperationalWork'))).toBeVisible();
  await expect(page.getByRole('group', { name: title('bankAccount') }).first()).toBeVisible();
});

/** The first of the payer's current projects that the form may change. */
async function changeableProject(page: import('@playwright/test').Page, form: Awaited<ReturnType<typeof loadForm>>): Promise<Project> {
  const { body } = await callApi<{ projects: { projectId: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  for (const row of body.projects) {
    const read = (await callApi<{ project: Project }>(page, `/api/project/${row.projectId}`)).body.project;
    if (changeRefusal(portal, form.manifest.availability, read, '') === null) return read;
  }
  throw new Error(`the demo data has no project that ${form.manifest.id} may change`);
}

// A change form that requires a supporting document: an image renamed .pdf is refused when it is
// attached, so the change can never be saved with a document the upload would then refuse.
for (const formId of ['change-cost-of-work', 'finalise-project']) {
  test(`${formId}: a document whose content is not its type is refused when attached, before Submit`, async ({ page }) => {
    const form = await loadForm(formId);
    const fixture = loadCatalog(join(import.meta.dirname, '..', '..', 'forms'))
      .find((entry) => entry.id === formId)!
      .fixtures.map((item) => item.fixture)
      .find((item) => item.expect.valid === true && !item.step && Array.isArray(item.data.files) && item.data.files.length > 0);
    expect(fixture, `${formId} has a valid fixture with a document`).toBeTruthy();
    await signIn(page, 'payer@example.com');
    const project = await changeableProject(page, form);
    await page.goto(form.manifest.route!.replace(':projectId', project.projectId));
    await expect(page.getByRole('heading', { name: form.manifest.title, level: 1 })).toBeVisible();
    const { files: _files, ...withoutFiles } = fixture!.data;
    await fillStep(page, form, form.steps[form.manifest.steps[0].id], withoutFiles);

    const submit = page.getByRole('button', { name: 'Submit' });
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'renamed-photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
    await expect(page.getByRole('status').filter({ hasText: "renamed-photo.pdf: The file's content does not match its type." })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove renamed-photo.pdf' })).toHaveCount(0);
    await expect(submit).toBeDisabled();

    const saved: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === form.manifest.submit!.endpoint) saved.push(request.url());
    });
    await input.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(page.getByRole('button', { name: 'Remove contract.pdf' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(form.manifest.submit!.successMessage)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry failed uploads' })).toHaveCount(0);
    expect(saved).toHaveLength(1);
  });
}
