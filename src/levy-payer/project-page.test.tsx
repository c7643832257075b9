/**
 * The project page against a stubbed API: tiles from forms/portal.json, the four tabs, and the
 * quick edits, found generically from the catalog's dialog forms at this page (no form is named).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { pointerToId, toaster } from '../../engine/react/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';
import { loadForm } from '../../generated/registry.gen.ts';
import { portal } from '../../generated/portal.gen.ts';
import certification from '../../schemas/certification.json' with { type: 'json' };
import { BUILDING_DETAILS } from './project/detail-rows.ts';
import { quickEditEntries } from './project/use-quick-edits.ts';
import { errorText } from '../api/api-error.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const formsLoaded: string[] = [];
let formLoadFails = false;
/** While set, a form's load waits for it (a slow connection). */
let formLoadGate: Promise<void> | null = null;
vi.mock(import('../../generated/registry.gen.ts'), async (original) => {
  const registry = await original();
  return {
    ...registry,
    loadForm: async (id: string) => {
      formsLoaded.push(id);
      await formLoadGate;
      return formLoadFails ? Promise.reject(new Error('offline')) : registry.loadForm(id);
    },
  };
});
const { ProjectPage } = await import('./project-page.tsx');
const { DRAFT_RESUME_PATH } = await import('./resume-draft.ts');

const PROJECT = {
  projectId: '7d3c5a52-0f3e-4d61-9a43-2b6a1c1f0e11',
  projectNumber: 'LV0900006',
  status: 'Submitted',
  projectPaymentStatus: 'UptoDate',
  internalJobNumber: 'JOB-2405',
  descriptionOfWork: 3,
  descriptionOfWorkName: 'New house',
  typeOfWorkId: 2,
  councilId: 7,
  answer1: 'Two',
  estimatedStartDate: '2026-02-01',
  estimatedFinishDate: '2026-11-30',
  notificationDate: '2026-01-05',
  lotNumber: '12',
  planNumber: 'RP810065',
  purchaseOrderNo: null,
  planningPermit: true,
  addressDetail: { addressLine1: '12 Queen Street', addressLine2: '', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
  suburb: 'Brisbane City',
  certifierName: 'Chris Taylor',
  certifierOrgName: 'Sunshine Certification Services Pty Ltd',
  certifierEmail: 'chris.taylor@certifier.example.com',
  certifierPhone: '07 5443 2100',
  certifierLicense: 'A1098765',
  certifierClaimed: false,
  totalCostOfWork: 1234567.5,
  totalLevyPayable: 7098.76,
  readOnly: false,
  confirmationAvailable: false,
};

const DOCUMENTS = [{ documentId: 'd-1', fileName: 'council-letter.pdf', mimeType: 'application/pdf', sizeBytes: 2048, uploadedDate: '2026-03-04', complexChangeNumber: 'CC0900001' }];
const CHANGES = [{ complexChangeId: 'c-1', changeNumber: 'CC0900001', changeType: 'StartDate', status: 'Approved', submittedDate: '2026-03-04' }];

function renderPage(project: Record<string, unknown> = PROJECT, projectId = PROJECT.projectId) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.startsWith(`/api/project/${PROJECT.projectId}`)) return json({ project });
    if (url === '/api/lookup/1') return json({ lookups: [{ id: 2, name: 'Residential' }] });
    if (url === '/api/lookup/2') return json({ lookups: [{ id: 7, name: 'Brisbane City Council' }] });
    if (url === '/api/lookup/descriptionOfWorks') return json({ descriptionOfWorks: [{ id: 3, name: 'New house', questions: [{ order: 1, question: 'How many storeys?', required: true }] }] });
    if (url.startsWith('/api/complexchange')) return json({ complexChanges: CHANGES, recordCount: 1 });
    if (url === `/api/document?projectNumber=${PROJECT.projectNumber}`) return json({ documents: DOCUMENTS });
    if (init.method === 'POST') return json({ projectId: PROJECT.projectId });
    return new Response('{}', { status: 404 });
  });
  const router = createMemoryRouter([{ path: '/levies-payer-portal/project/:projectId', element: <ProjectPage /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [`/levies-payer-portal/project/${projectId}`],
  });
  renderWithChakra(
    <PortalTestProviders>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return { calls, router };
}

/** Each quick-edit dialog form of the page and the fields it edits: (context pointer, data pointer, form). */
async function quickEdits(): Promise<{ source: string; field: string; form: CompiledForm }[]> {
  const forms = await Promise.all(quickEditEntries().map((entry) => loadForm(entry.id)));
  return forms.flatMap((form) => Object.entries(form.manifest.initialValues ?? {}).map(([field, source]) => ({ source, field, form })));
}
const labelOf = (pointer: string) => BUILDING_DETAILS.flatMap((section) => section.rows).find((row) => row.pointer === pointer)?.label;

describe('ProjectPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
  });

  it('is the not-found page for an address that names no project (the server knows none by that id)', async () => {
    renderPage(PROJECT, 'not-a-project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Project actions' })).toBeNull();
  });

  it('shows the tiles of forms/portal.json: the confirmation unavailable with its explanation', async () => {
    renderPage();
    const tiles = await screen.findByRole('list', { name: 'Project actions' });
    const confirmation = portal.projectPage.tiles.find((tile) => tile.action === 'downloadConfirmation')!;
    expect(within(tiles).getByText(confirmation.title)).toBeTruthy();
    expect(within(tiles).getByText(confirmation.unavailableMessage)).toBeTruthy();
    expect(within(tiles).getByRole('button', { name: confirmation.title }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says a Draft is not submitted yet and links back into its notification with its id and number', async () => {
    const user = userEvent.setup();
    const { router } = renderPage({ ...PROJECT, status: 'Draft' });
    const { text, resumeLabel } = portal.projectPage.draftBanner;
    expect(await screen.findByText(text)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: resumeLabel }));
    expect(router.state.location.pathname).toBe(DRAFT_RESUME_PATH);
    expect(router.state.location.state).toEqual({ projectId: PROJECT.projectId, projectNumber: PROJECT.projectNumber });
  });

  it('shows no Draft banner on a submitted project', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Project actions' });
    expect(screen.queryByText(portal.projectPage.draftBanner.text)).toBeNull();
  });

  it('shows every building detail with dates dd/MM/yyyy, lookups by name, yes/no and dashes', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Building details', selected: true })).toBeTruthy();
    for (const section of BUILDING_DETAILS) expect(screen.getByRole('button', { name: section.title })).toBeTruthy();
    const value = (pointer: string) => screen.getByTestId(`value-${pointer}`).textContent;
    await waitFor(() => expect(value('/project/typeOfWorkId')).toBe('Residential'));
    expect(value('/project/councilId')).toBe('Brisbane City Council');
    expect(value('/project/estimatedFinishDate')).toBe('30/11/2026');
    expect(value('/project/planningPermit')).toBe('Yes');
    expect(value('/project/purchaseOrderNo')).toBe('-');
    expect(value('/project/addressDetail/addressLine2')).toBe('-');
    expect(await screen.findByText('How many storeys?')).toBeTruthy();
    expect(value('/project/answer1')).toBe('Two');
  });

  it("shows a description of the user's own words once: the record's description name holds them", async () => {
    renderPage({ ...PROJECT, descriptionOfWorkName: 'Granny flat with deck', otherDescriptionOfWork: 'Granny flat with deck' });
    const value = (pointer: string) => screen.getByTestId(`value-${pointer}`).textContent;
    await waitFor(() => expect(value('/project/descriptionOfWorkName')).toBe('Granny flat with deck'));
    expect(within(screen.getByRole('tabpanel', { name: 'Building details' })).getAllByText('Granny flat with deck')).toHaveLength(1);
  });

  it('shows the cost of work in AUD and the change history, newest first, 20 a page', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Cost of work' }));
    expect((await screen.findByTestId('value-/project/totalCostOfWork')).textContent).toBe('$1,234,567.50');
    expect(screen.getByTestId('value-/project/totalLevyPayable').textContent).toBe('$7,098.76');
    expect(screen.getByTestId('value-/project/feasibilityStudies').textContent).toBe('-');
    await user.click(screen.getByRole('tab', { name: 'Project changes' }));
    const table = await screen.findByRole('table', { name: 'Project changes' }, { timeout: 5000 });
    await within(table).findByText('CC0900001', undefined, { timeout: 5000 });
    expect(calls.some((call) => call.url === `/api/complexchange?projectId=${PROJECT.projectId}&pageNumber=1&pageSize=20&sortBy=submittedDate&sortDescending=true`)).toBe(true);
    expect(within(table).getByText('04/03/2026')).toBeTruthy();
    expect(within(table).getByText('Approved')).toBeTruthy();
    for (const name of ['Change type', 'Status', 'Submitted date']) expect(within(table).getByRole('button', { name: new RegExp(name) })).toBeTruthy();
  });

  it('lists the uploaded files in the Documents tab, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByRole('button', { name: 'Open council-letter.pdf' })).toBeTruthy();
    expect(within(table).getByText('CC0900001')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=documents');
  });

  it('puts an edit button beside every value a quick-edit dialog form edits, and none on a read-only project', async () => {
    const edits = await quickEdits();
    expect(edits.length).toBeGreaterThan(0);
    renderPage();
    for (const { source } of edits) {
      const label = labelOf(source);
      expect(label, `${source} is shown on the page`).toBeTruthy();
      expect(await screen.findByRole('button', { name: `Edit ${label}` })).toBeTruthy();
    }
  });

  it("loads a quick edit's form when its dialog first opens, not with the page (the page reads the forms' manifests)", async () => {
    const [edit] = await quickEdits();
    formsLoaded.length = 0;
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: `Edit ${labelOf(edit.source)}` });
    expect(formsLoaded).toEqual([]);
    await user.click(button);
    await screen.findByRole('dialog');
    expect(formsLoaded).toEqual([edit.form.manifest.id]);
  });

  it("says its Edit button is busy while a quick edit's form loads, focus kept on it, and not once the dialog shows", async () => {
    const [edit] = await quickEdits();
    const user = userEvent.setup();
    renderPage();
    const name = `Edit ${labelOf(edit.source)}`;
    const button = await screen.findByRole('button', { name });
    let arrive = () => {};
    formLoadGate = new Promise((resolve) => (arrive = resolve));
    try {
      await user.click(button);
      await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
      expect(document.activeElement).toBe(button);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      arrive();
      formLoadGate = null;
    }
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name, hidden: true }).getAttribute('aria-busy')).toBeNull());
  });

it('says so in a toast when a quick edit\'s form cannot be loaded, and leaves the page as it was', async () => {
    const [edit] = await quickEdits();
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: `Edit ${labelOf(edit.source)}` });
    formLoadFails = true;
    try {
      await user.click(button);
      expect(await screen.findByText(errorText(new Error('offline')), {}, { timeout: 10_000 })).toBeTruthy();
    } finally {
      formLoadFails = false;
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: `Edit ${labelOf(edit.source)}` })).toBeTruthy();
  });

  it('leaves out the edit buttons of a form whose availability rule fails (certifier claimed), and all of them when read-only', async () => {
    const edits = await quickEdits();
    const claimable = edits.filter(({ form }) => form.manifest.availability === 'certifierEditable');
    expect(claimable.length).toBeGreaterThan(0);
    renderPage({ ...PROJECT, certifierClaimed: true });
    const others = edits.filter((edit) => !claimable.includes(edit));
    await screen.findByRole('button', { name: `Edit ${labelOf(others[0].source)}` });
    for (const { source } of claimable) expect(screen.queryByRole('button', { name: `Edit ${labelOf(source)}` })).toBeNull();
  });

  it('shows the banner and no edit button on an on-hold project', async () => {
    renderPage({ ...PROJECT, status: 'OnHold', readOnly: true });
    expect(await screen.findByText(portal.readOnlyProjects.banners.OnHold)).toBeTruthy();
    await screen.findByTestId('value-/project/lotNumber');
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
  });

  it('a quick edit opens its dialog form, keeps Submit disabled until a change, and sends only that change', async () => {
    const edits = await quickEdits();
    const text = edits.find(({ form, field }) => {
      const property = (form.schema.properties ?? {})[field.slice(1)] as { type?: unknown; format?: string } | undefined;
      return Array.isArray(property?.type) && property.type.includes('string') && !property.format;
    })!;
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit ${labelOf(text.source)}` }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: new RegExp(String((text.form.schema.properties as Record<string, { title?: string }>)[text.field.slice(1)].title)) });
    // The dialog opens on the field (checked in the browser journey: jsdom's focus trap sees no input as focusable).
    expect(input.id).toBe(pointerToId(text.field));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(text.form.manifest.messages!.noChanges!)).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'NEW-77');
    await user.click(within(dialog).getByLabelText(certification.properties.certified.title));
    await user.click(within(dialog).getByLabelText(certification.properties.declared.title));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect(await screen.findByText(text.form.manifest.submit!.successMessage)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on the Edit button the dialog was opened from, as a close by Escape leaves it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Edit ${labelOf(text.source)}` })));
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toEqual([
      {
        url: text.form.manifest.submit!.endpoint,
        method: 'POST',
        body: { [text.form.manifest.submit!.payloadKey]: { projectId: PROJECT.projectId, [text.field.slice(1)]: 'NEW-77', certification: { certified: true, declared: true } } },
      },
    ]);
  });

  it("a date emptied in a quick edit is refused at its field with the form's message, and nothing is sent", async () => {
    const edits = await quickEdits();
    const date = edits.find(({ source }) => /^\d{4}-\d{2}-\d{2}$/.test(String((PROJECT as Record<string, unknown>)[source.split('/')[2]])))!;
    const property = (date.form.schema.properties as Record<string, { title: string; errorMessage: string | { type: string } }>)[date.field.slice(1)];
    // An emptied date is not a date string: the form's message for that (one message, or its `type` one).
    const emptiedMessage = typeof property.errorMessage === 'string' ? property.errorMessage : property.errorMessage.type;
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit ${labelOf(date.source)}` }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(new RegExp(property.title)));
    await user.click(within(dialog).getByLabelText(certification.properties.certified.title));
    await user.click(within(dialog).getByLabelText(certification.properties.declared.title));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findAllByText(emptiedMessage)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
