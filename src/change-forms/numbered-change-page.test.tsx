/**
 * The generic change-form page hosting a change form without a route project (a form that names
 * its project by levy number, as a take-over does), proven on a test-only form compiled here: the
 * page sits under the dashboard, a lookup select holds ids and the type it implies is set and
 * locked, the body carries an empty project number, files go under the change number answered,
 * and success goes to the manifest's route.
 */
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../engine/core/types.ts';
import { AppToaster, CapabilitiesProvider, toaster, type HostCapabilities } from '../../engine/react/index.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { portalCapabilities } from '../forms/portal-capabilities.ts';
import { compiledFormQuery } from '../forms/use-compiled-form.ts';
import type { CatalogEntry } from '../../generated/registry.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: { oid: 'oid-1' } }) }));
const { changeFormRoutes } = await import('./form-routes.tsx');

const ROUTE = '/levies-payer-portal/test-numbered-change';
const ENDPOINT = '/api/complexchange/test-numbered/save';
const LOAD_FAILED = 'Your details could not be loaded (test).';

const schema = {
  $id: 'numbered-page-test',
  type: 'object',
  properties: {
    contactId: { type: 'string', errorMessage: 'No contact (test).' },
    levyNumber: { type: 'string', title: 'Levy number', pattern: '\\S', errorMessage: 'Enter a levy number (test).' },
    kind: { type: 'integer', title: 'Kind of work', errorMessage: 'Choose a kind (test).' },
    typeId: { type: 'integer', title: 'Type', errorMessage: 'Choose a type (test).' },
    files: { type: 'array', title: 'Supporting documents', items: { type: 'object' } },
    certification: {
      type: 'object',
      title: 'Certification',
      properties: {
        certified: { type: 'boolean', title: 'I certify it is true.', const: true, errorMessage: 'Please certify.' },
        declared: { type: 'boolean', title: 'I declare it.', const: true, errorMessage: 'Please declare.' },
      },
      required: ['certified', 'declared'],
      errorMessage: { required: { certified: 'Please certify.', declared: 'Please declare.' } },
    },
  },
  required: ['contactId', 'levyNumber', 'kind', 'typeId', 'certification'],
  errorMessage: { required: { contactId: 'No contact (test).', levyNumber: 'Enter a levy number (test).', kind: 'Choose a kind (test).', typeId: 'Choose a type (test).', certification: 'Please certify.' } },
};

const manifest: FormManifest = {
  id: 'test-numbered-page',
  version: 1,
  title: 'Take a project (test)',
  audience: 'LevyPayer',
  route: ROUTE,
  context: ['contact', 'lookups'],
  loadFailedMessage: LOAD_FAILED,
  contextSelections: [
    { name: 'descriptionOfWork', from: '/lookups/descriptionOfWorks', match: 'id', value: '/kind' },
    { name: 'typeOfWork', from: '/lookups/typesOfWork', match: 'id', value: 'context:/descriptionOfWork/typeOfWork', fills: { '/typeId': 'id' } },
  ],
  steps: [{ id: 'details', title: 'Details', dataPointer: '', sections: [{ id: 'main', fields: ['levyNumber', 'kind', 'typeId', 'files', 'certification'] }] }],
  prefill: { '/contactId': '/contact/contactId' },
  attachments: { field: 'files', minFiles: 0, maxFiles: 10, maxFileSizeBytes: 1000, extensions: ['pdf'] },
  certification: 'certification',
  submit: {
    kind: 'complex-change',
    method: 'POST',
    endpoint: ENDPOINT,
    payloadKey: 'numberedChange',
    changeType: 'TakeOverFromBuilder',
    loadingMessage: 'Sending (test)...',
    successMessage: 'Sent (test).',
    successRoute: '/levies-payer-portal',
    project: { by: 'number', field: '/levyNumber', notFoundMessage: 'None (test).', ownProjectMessage: 'Yours (test).' },
    uploadsUnder: 'change',
  },
};

const uiSchema = {
  contactId: { 'ui:widget': 'hidden' },
  kind: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/descriptionOfWorks', optionValue: 'id' } },
  typeId: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/typesOfWork', optionValue: 'id' } },
  files: { 'ui:field': 'files' },
  certification: { 'ui:field': 'certification' },
};

function compile(): CompiledForm {
  const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;
  const step = { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: { [schema.$id]: validate } };
  return { manifest, schema, uiSchema, machine: { id: 'm', initial: 'details', states: { details: { tags: ['step:details'] } } }, validate, steps: { details: step }, conditions: {} };
}

const entry: CatalogEntry = { id: manifest.id, version: 1, title: manifest.title, route: ROUTE, host: 'page', audience: 'LevyPayer', submitKind: 'complex-change' };

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const lookups: Record<string, unknown> = {
  '/api/lookup/descriptionOfWorks': { descriptionOfWorks: [{ id: 7, name: 'House', typeOfWork: 3 }, { id: 8, name: 'Pool', typeOfWork: null }] },
  '/api/lookup/1': { lookups: [{ id: 3, name: 'Residential' }, { id: 4, name: 'Other work' }] },
  '/api/lookup/2': { lookups: [] },
};

function Providers({ children, uploadFiles }: { children: ReactNode; uploadFiles: HostCapabilities['uploadFiles'] }) {
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queries.setQueryData(compiledFormQuery(manifest.id).queryKey, compile());
    return queries;
  });
  const [capabilities] = useState(() => ({ ...portalCapabilities(client), uploadFiles }));
  return (
    <QueryClientProvider client={client}>
      <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}

function renderPage(uploadFiles: HostCapabilities['uploadFiles'] = async () => ({ failed: 0 })) {
  const router = createMemoryRouter([...changeFormRoutes([entry]), { path: '/levies-payer-portal', element: <h1>Dashboard</h1> }, { path: '/', element: <h1>Home</h1> }], {
    initialEntries: ['/', ROUTE],
    initialIndex: 1,
  });
  renderWithChakra(
    <Providers uploadFiles={uploadFiles}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('generic change-form page for a form without a route project', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
  });

  it('sits under the dashboard, locks the implied type and withdraws it with the choice that implied it, posts with no project number, uploads under the change number and goes to the success route', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/contact/user/oid-1') return reply(200, { userContact: { contactId: 'c-1', organisationId: null, customerNumber: 'C1' } });
      if (url in lookups) return reply(200, lookups[url]);
      if (url === ENDPOINT) return reply(200, { complexChangeId: 'id-1', complexChangeNumber: 'CC0000042' });
      return reply(404, { message: 'Not found' });
    });
    const uploadFiles = vi.fn(async () => ({ failed: 0 }));
    const user = userEvent.setup();
    const router = renderPage(uploadFiles);

    const levyNumber = await screen.findByLabelText('Levy number');
    expect(screen.getByRole('heading', { level: 1, name: manifest.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Levy payer portal' }).getAttribute('href')).toBe('/levies-payer-portal');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Project details' })).toBeNull();

    await user.type(levyNumber, 'LV0950001');
    const kind = screen.getByLabelText('Kind of work') as HTMLSelectElement;
    await user.selectOptions(kind, 'House');
    expect(kind.value).toBe('7');
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    await waitFor(() => expect(type.value).toBe('3'));
    expect(type.disabled).toBe(true);
    await user.selectOptions(kind, 'Pool');
    await waitFor(() => expect(type.disabled).toBe(false));
    // The type House implied is not Pool's: it is withdrawn, for the user to choose.
    expect(type.value).toBe('');
    await user.selectOptions(type, 'Other work');
    expect(type.value).toBe('4');

    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByLabelText('I certify it is true.'));
    await user.click(screen.getByLabelText('I declare it.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/levies-payer-portal'));
    const save = calls.find((c) => c.url === ENDPOINT);
    expect(save?.body).toEqual({
      numberedChange: { contactId: 'c-1', levyNumber: 'LV0950001', kind: 8, typeId: 4, certification: { certified: true, declared: true }, files: [expect.objectContaining({ fileName: 'contract.pdf' })] },
      projectNumber: '',
    });
    expect(uploadFiles).toHaveBeenCalledTimes(1);
    expect((uploadFiles.mock.calls[0] as unknown[])[0]).toBe('CC0000042');
  });

  it("shows the server's refusal at the levy number and stays", async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/contact/user/oid-1') return reply(200, { userContact: { contactId: 'c-1', organisationId: null, customerNumber: 'C1' } });
      if (url in lookups) return reply(200, lookups[url]);
      if (url === ENDPOINT) return reply(400, { message: 'None (test).', details: ['None (test).'], errors: [{ path: '/levyNumber', message: 'None (test).' }] });
      return reply(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(await screen.findByLabelText('Levy number'), 'LV0999999');
    await user.selectOptions(screen.getByLabelText('Kind of work'), 'House');
    await user.click(screen.getByLabelText('I certify it is true.'));
    await user.click(screen.getByLabelText('I declare it.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Levy number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('None (test).').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(ROUTE);
  });

  it("shows the form's own load failure message when the contact cannot be loaded", async () => {
    vi.stubGlobal('fetch', async (url: string) => (url in lookups ? reply(200, lookups[url]) : reply(500, { message: 'An error occurred' })));
    renderPage();
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByLabelText('Levy number')).toBeNull();
  });
});
