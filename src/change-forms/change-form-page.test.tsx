/**
 * The generic change-form page hosting a project's change form, proven on the test-only change
 * form (engine/core/test-form.ts) given to the page as a catalog entry and a loaded revision: the
 * page validates on blur, keeps Submit disabled with a hint naming what is missing, posts the
 * form's payload and goes to the success route, and handles a project that fails to load, is
 * forbidden or is read-only.
 */
import { describe, expect, it, vi, afterEach } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compileTestChangeForm, testChangeManifest as manifest } from '../../engine/core/test-form.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { toaster } from '../../engine/react/index.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';
import { portal } from '../../generated/portal.gen.ts';
import type { CatalogEntry } from '../../generated/registry.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: null }) }));
const { changeFormRoutes } = await import('./form-routes.tsx');

const submit = manifest.submit!;
const entry: CatalogEntry = { id: manifest.id, version: 1, title: manifest.title, route: manifest.route, host: 'page', audience: manifest.audience, submitKind: submit.kind, context: manifest.context };

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
      ...changeFormRoutes([entry]),
      { path: '/levies-payer-portal/project/:projectId', element: <h1>Project page</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  renderWithChakra(
    <PortalTestProviders forms={[compileTestChangeForm()]}>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return router;
}

const formPath = manifest.route!.replace(':projectId', project.projectId);

describe('generic change-form page (the test-only change form)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
  });

  it('validates on blur, enables Submit when complete, posts the payload and goes to the project', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === `/api/project/${project.projectId}`) return reply(200, { project });
      if (url === submit.endpoint) return reply(200, { complexChangeId: 'c1', complexChangeNumber: 'CC1' });
      return reply(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    const router = renderAt(formPath);

    const reason = await screen.findByLabelText('Reason (test)');
    expect(screen.getByText('L000123')).toBeTruthy();
    expect(screen.getByText('01/02/2025')).toBeTruthy();
    const submitButton = screen.getByRole('button', { name: 'Submit' });
    // Blocked, yet in the Tab order: pressed, it sends nothing.
    expect(submitButton.getAttribute('aria-disabled')).toBe('true');
    expect(submitButton).toHaveProperty('disabled', false);
    await user.click(submitButton);
    expect(calls.some((c) => c.url === submit.endpoint)).toBe(false);
    expect(document.getElementById('submit-missing')?.textContent).toBe('To submit, complete: New date (test); Reason (test); Declarations (test).');
    expect(submitButton.getAttribute('aria-describedby')).toBe('submit-missing');

    await user.click(screen.getByLabelText('New date (test)'));
    await user.tab();
    expect(await screen.findByText('Enter the new date (test).')).toBeTruthy();
    await user.click(reason);
    await user.tab();
    expect(await screen.findByText('Enter a reason (test).')).toBeTruthy();

    await user.type(screen.getByLabelText('New date (test)'), '2030-05-01');
    await user.type(reason, 'Permit delayed');
    await user.tab();
    await user.click(screen.getByLabelText('I certify it (test).'));
    await user.click(screen.getByLabelText('I declare it (test).'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/levies-payer-portal/project/${project.projectId}`));
    const save = calls.find((c) => c.url === submit.endpoint);
    expect(save?.body).toEqual({
      [submit.payloadKey]: {
        // The form's prefill from the project, and its value derived from the project.
        projectId: project.projectId,
        newDate: '2030-05-01',
        reason: 'Permit delayed',
        certification: { certified: true, declared: true },
        currentDate: project.estimatedStartDate,
      },
      projectNumber: 'L000123',
    });
    expect(await screen.findByText(submit.successMessage)).toBeTruthy();
  });

  it('shows the load failure message when the project cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => reply(500, { message: 'An error occurred' }));
    renderAt(formPath);
    expect(await screen.findByText(portal.messages.projectLoadFailed)).toBeTruthy();
  });

  it('is the not-found page when the route names no project (404, or an id that cannot be one: 400)', async () => {
    for (const status of [404, 400]) {
      vi.stubGlobal('fetch', async () => reply(status, { message: 'Not found' }));
      renderAt(formPath);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText(portal.messages.projectLoadFailed)).toBeNull();
      cleanup();
    }
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
