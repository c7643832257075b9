import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import { AppToaster, toaster } from '../../../engine/react/index.ts';
import { genericErrorText } from '../../api/api-error.ts';
import type { Project } from '../../api/types.ts';
import { refreshCaches } from '../../forms/portal-capabilities.ts';

vi.mock('../../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { DocumentsTab, NO_DOCUMENTS } = await import('./documents-tab.tsx');
const { formatFileSize } = await import('./project-documents.ts');

const PROJECT = { projectId: 'p-1', projectNumber: 'LV0900006', status: 'Submitted' } as Project;
const LIST_URL = '/api/document?projectNumber=LV0900006';
const DOCUMENTS = [
  { documentId: 'd-2', fileName: 'council-letter.pdf', mimeType: 'application/pdf', sizeBytes: 49152, uploadedDate: '2026-03-04', complexChangeNumber: 'CC0900002' },
  { documentId: 'd-1', fileName: 'site plan.png', mimeType: 'image/png', sizeBytes: 3355443, uploadedDate: '2026-01-05' },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the API: the list answers `lists` in turn (the last one repeated); downloads answer `download`. */
function stubApi(lists: unknown[][], download: () => Response = () => json(200, { blobUri: '/api/blob/d-2?op=download&signature=x' })) {
  let listed = 0;
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === LIST_URL) return json(200, { documents: lists[Math.min(listed++, lists.length - 1)] });
    if (url.endsWith('/download')) return download();
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <DocumentsTab project={PROJECT} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return client;
}

describe('DocumentsTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('says it is loading, then lists each file with its size, upload date and change number', async () => {
    stubApi([DOCUMENTS]);
    renderTab();
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
    const table = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['council-letter.pdf', '48 kB', '04/03/2026', 'CC0900002'],
      ['site plan.png', '3.2 MB', '05/01/2026', '-'],
    ]);
    expect(within(table).getByRole('button', { name: 'Open council-letter.pdf' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Open site plan.png' })).toBeTruthy();
  });

  it('says so when nothing has been uploaded', async () => {
    stubApi([[]]);
    renderTab();
    expect(await screen.findByText(NO_DOCUMENTS)).toBeTruthy();
    expect(NO_DOCUMENTS).toBe('No documents have been uploaded for this project.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a file: asks for its download address and opens that in a new tab', async () => {
    const fetch = stubApi([DOCUMENTS]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTab();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open council-letter.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/blob/d-2?op=download&signature=x', '_blank', 'noopener'));
    const call = fetch.mock.calls.find(([url]) => url.endsWith('/download'))!;
    expect(call[0]).toBe('/api/document/d-2/download');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('on a failed download shows the generic API error text in a toast and opens nothing', async () => {
    stubApi([DOCUMENTS], () => json(403, { message: 'Forbidden' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTab();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open site plan.png' }));
    expect(await screen.findByText(genericErrorText('response', 403, { message: 'Forbidden' }))).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the generic API error text when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => json(500, { message: 'Server down' }));
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Server down (500)');
  });

  it("lists a new upload once a change form's success refreshes the project cache", async () => {
    stubApi([DOCUMENTS.slice(1), DOCUMENTS]);
    const client = renderTab();
    await screen.findByRole('button', { name: 'Open site plan.png' });
    expect(screen.queryByRole('button', { name: 'Open council-letter.pdf' })).toBeNull();
    await act(() => refreshCaches(client, ['project']));
    expect(await screen.findByRole('button', { name: 'Open council-letter.pdf' })).toBeTruthy();
  });
});

describe('formatFileSize', () => {
  it('shows bytes, kB and MB in en-AU, and a dash when unknown', () => {
    expect([0, 512, 1023, 1024, 49152, 1048575, 1048576, 3355443, 52428800].map(formatFileSize)).toEqual([
      '0 B',
      '512 B',
      '1,023 B',
      '1 kB',
      '48 kB',
      '1 MB',
      '1 MB',
      '3.2 MB',
      '50 MB',
    ]);
    expect([null, undefined, -1, Number.NaN, '12'].map(formatFileSize)).toEqual(['-', '-', '-', '-', '-']);
  });
});
