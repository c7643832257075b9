import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { ProjectListTable } = await import('./project-list-table.tsx');
const { DRAFT_RESUME_PATH } = await import('./resume-draft.ts');

const projects = [
  { projectId: 'p-1', projectNumber: 'LV0000101', internalJobNumber: 'JOB-1', descriptionOfWorkName: 'New house', suburb: 'Brisbane City', notificationDate: '2026-01-05', estimatedStartDate: '2026-02-01', estimatedFinishDate: null, status: 'WaitingforInformation', projectPaymentStatus: 'UptoDate' },
  { projectId: 'p-2', projectNumber: null, internalJobNumber: null, descriptionOfWorkName: null, suburb: null, notificationDate: null, estimatedStartDate: null, estimatedFinishDate: null, status: 'Draft', projectPaymentStatus: null },
];

function renderList() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ projects, recordCount: 2 }), { status: 200 });
  });
  const router = createMemoryRouter(
    [
      { path: '/levies-payer-portal', element: <ProjectListTable current /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/levies-payer-portal'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, urls };
}

describe('ProjectListTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for current projects by levy number descending and shows labels, dates and dashes', async () => {
    const { urls } = renderList();
    await screen.findByText('LV0000101');
    expect(urls[0]).toBe('/api/project?current=true&pageNumber=1&pageSize=20&sortBy=projectNumber&sortDescending=true');
    const row = screen.getByText('LV0000101').closest('tr')!;
    expect([...row.cells].map((c) => c.textContent)).toEqual(['LV0000101', 'JOB-1', 'New house', 'Brisbane City', '05/01/2026', '01/02/2026', '-', 'Waiting for information', 'Up to date']);
    expect(screen.getByLabelText('Search current projects')).toBeTruthy();
  });

  it('opens a project, and resumes a Draft in the wizard with its id and number', async () => {
    const { router } = renderList();
    fireEvent.click(await screen.findByText('LV0000101'));
    expect(router.state.location.pathname).toBe('/levies-payer-portal/project/p-1');
    await router.navigate('/levies-payer-portal');
    fireEvent.keyDown((await screen.findByText('Draft')).closest('tr')!, { key: 'Enter' });
    expect(router.state.location.pathname).toBe(DRAFT_RESUME_PATH);
    expect(router.state.location.state).toEqual({ projectId: 'p-2', projectNumber: null });
  });
});
