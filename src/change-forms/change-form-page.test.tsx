import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { toaster } from '../../engine/react/index.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';
import { portal } from '../../generated/portal.gen.ts';
import { catalogText } from '../../tests/support/catalog-text.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: null }) }));
const { changeFormRoutes } = await import('./form-routes.tsx');

const project = {
  projectId: '3f1c2b7a-8d4e-4f5a-9b6c-1d2e3f4a5b6c',
  projectNumber: 'L000123',
  internalJobNumber: 'JOB-7',
  descriptionOfWorkName: 'New house',
  suburb: 'Brisbane City',
  estimatedStartDate: '2025-02-01',
  status: 'Submitted',
};

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...changeFormRoutes(),
      { path: '/levies-payer-portal/project/:projectId', element: <h1>Project page</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  renderWithChakra(
    <PortalTestProviders>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return router;
}

const formPath = `/levies-payer-portal/project/${project.projectId}/change-start-date`;

describe('generic change-form page (change start date from the catalog)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
  });

  it('validates on blur, enables Submit when complete, posts the payload and goes to the project', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === `/api/project/${project.projectId}`) return reply(200, { project });
      if (url === '/api/complexchange/startdate/save') return reply(200, { complexChangeId: 'c1', complexChangeNumber: 'CC1' });
      return reply(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    const router = renderAt(formPath);

    const reason = await screen.findByLabelText('Reason for change');
    expect(screen.getByText('L000123')).toBeTruthy();
    expect(screen.getByText('01/02/2025')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    expect(document.getElementById('submit-missing')?.textContent).toBe('To submit, complete: New start date; Reason for change; Certification and declaration.');
    expect(submit.getAttribute('aria-describedby')).toBe('submit-missing');

    await user.click(screen.getByLabelText('New start date'));
    await user.tab();
    expect(await screen.findByText(catalogText('change-start-date', 'schema', '/errorMessage/required/newStartDate'))).toBeTruthy();
    await user.click(reason);
    await user.tab();
    expect(await screen.findByText(catalogText('change-start-date', 'schema', '/properties/reasonForChange/errorMessage/type'))).toBeTruthy();

    await user.type(screen.getByLabelText('New start date'), '2030-05-01');
    await user.type(reason, 'Permit delayed');
    await user.tab();
    await user.click(screen.getByLabelText(/I certify that the information provided is true/));
    await user.click(screen.getByLabelText(/electronic signature under the Electronic Transactions/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/levies-payer-portal/project/${project.projectId}`));
    const save = calls.find((c) => c.url === '/api/complexchange/startdate/save');
    expect(save?.body).toEqual({
      startDateChange: {
        projectId: project.projectId,
        newStartDate: '2030-05-01',
        reasonForChange: 'Permit delayed',
        certification: { certified: true, declared: true },
        // The form's derived values from the project (the server recomputes them).
        currentStartDate: project.estimatedStartDate,
        checks: expect.objectContaining({}),
      },
      projectNumber: 'L000123',
    });
    expect(await screen.findByText(catalogText('change-start-date', 'form', '/submit/successMessage'))).toBeTruthy();
  });

  it('shows the load failure message when the project cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => reply(500, { message: 'An error occurred' }));
    renderAt(formPath);
    expect(await screen.findByText(portal.messages.projectLoadFailed)).toBeTruthy();
  });

  it('on 403 shows the not-authorised toast and goes home', async () => {
    vi.stubGlobal('fetch', async () => reply(403, { message: 'Forbidden' }));
    const router = renderAt(formPath);
    expect(await screen.findByText(portal.messages.notAuthorisedProject)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the banner and no Submit for a read-only project', async () => {
    vi.stubGlobal('fetch', async () => reply(200, { project: { ...project, status: 'OnHold' } }));
    renderAt(formPath);
    expect(await screen.findByText(portal.readOnlyProjects.banners.OnHold)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
