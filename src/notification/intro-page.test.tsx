/**
 * The notification introduction, proven on the test-only form (engine/core/test-form.ts) hosted as
 * the wizard in a test catalog: it shows what the form's manifest says without loading the form,
 * and loads the form once Yes is chosen, so Start finds it there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compileTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';
import { NOTIFY_PATH, NOTIFY_STEP_ROUTE, stepPath } from './step-route.ts';

// What the mocked registry shares with the tests (vi.mock runs before the module's own lines).
const { TEST_FORM_ID, messages, loaded } = vi.hoisted(() => ({
  TEST_FORM_ID: 'intro-test-wizard',
  messages: {
    introHeading: 'Before you start (test)',
    introQuestion: 'Is it over the threshold (test)?',
    introYes: 'Yes (test)',
    introNo: 'No (test)',
    start: 'Start (test)',
    cancel: 'Cancel (test)',
    introInProgress: 'A notification is in progress (test).',
  },
  // Which chunks of the form were loaded.
  loaded: [] as string[],
}));

// The test-only form is the catalog's wizard.
vi.mock(import('../../generated/registry.gen.ts'), async (original) => {
  const registry = await original();
  const { NOTIFY_STEP_ROUTE } = await import('./step-route.ts');
  const { compileTestForm } = await import('../../engine/core/test-form.ts');
  const testForm = (): CompiledForm => {
    const form = compileTestForm();
    return { ...form, manifest: { ...form.manifest, id: TEST_FORM_ID, route: NOTIFY_STEP_ROUTE, host: 'wizard', messages } };
  };
  const entry = { id: TEST_FORM_ID, version: 1, title: 'Wizard (test)', route: NOTIFY_STEP_ROUTE, host: 'wizard', audience: 'LevyPayer' } as const;
  return {
    ...registry,
    catalog: [...registry.catalog.filter((other) => !(other.route === entry.route && other.host === entry.host)), entry],
    loadManifest: async (id: string) => (loaded.push(`manifest ${id}`), id === TEST_FORM_ID ? testForm().manifest : registry.loadManifest(id)),
    loadForm: async (id: string) => (loaded.push(`form ${id}`), id === TEST_FORM_ID ? testForm() : registry.loadForm(id)),
  };
});
vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { NotificationIntroPage } = await import('./intro-page.tsx');
const { loadForm } = await import('../../generated/registry.gen.ts');
const { readDraft, writeDraft } = await import('./session-draft.ts');

const lookups: string[] = [];

function renderIntro(forms: readonly CompiledForm[] = []) {
  vi.stubGlobal('fetch', async (url: string) => {
    lookups.push(url);
    return new Response(JSON.stringify({ id: TEST_FORM_ID, version: 1, revision: 1, hash: 'h', moduleUrl: null }), { status: 200 });
  });
  const router = createMemoryRouter(
    [
      { path: NOTIFY_PATH, element: <NotificationIntroPage /> },
      { path: NOTIFY_STEP_ROUTE, element: <p>Wizard step</p> },
    ],
    { initialEntries: [NOTIFY_PATH] },
  );
  renderWithChakra(
    <PortalTestProviders forms={forms}>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return router;
}

describe('NotificationIntroPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    loaded.length = 0;
    lookups.length = 0;
    sessionStorage.clear();
  });

  it("shows the manifest's words without loading the form, and loads it once Yes is chosen", async () => {
    const user = userEvent.setup();
    const router = renderIntro();
    expect(await screen.findByRole('heading', { level: 1, name: messages.introHeading })).toBeTruthy();
    expect(loaded).toEqual([`manifest ${TEST_FORM_ID}`]);
    const start = screen.getByRole('button', { name: messages.start });
    expect(start).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: messages.introYes }));
    await vi.waitFor(() => expect(loaded).toContain(`form ${TEST_FORM_ID}`));
    expect(start).toHaveProperty('disabled', false);
    await user.click(start);
    expect(router.state.location.pathname).toBe(stepPath(compileTestForm().manifest.steps[0].id));
  });

  it('leaves the form unloaded when No is chosen', async () => {
    const user = userEvent.setup();
    renderIntro();
    await user.click(await screen.findByRole('radio', { name: messages.introNo }));
    expect(screen.getByRole('button', { name: messages.start })).toHaveProperty('disabled', true);
    expect(loaded).toEqual([`manifest ${TEST_FORM_ID}`]);
  });

  it('continues a notification in progress: its question answered, a note saying so, and Start keeps what was entered', async () => {
    const user = userEvent.setup();
    writeDraft({ formId: TEST_FORM_ID, formVersion: 1, projectId: 'new-project', projectNumber: null, data: { kept: 'entered before' } });
    const router = renderIntro();
    expect(await screen.findByRole('note')).toHaveProperty('textContent', messages.introInProgress);
    expect(screen.getByRole('radio', { name: messages.introYes })).toHaveProperty('checked', true);
    await vi.waitFor(() => expect(loaded).toContain(`form ${TEST_FORM_ID}`));
    await user.click(screen.getByRole('button', { name: messages.start }));
    expect(router.state.location.pathname).toBe(stepPath(compileTestForm().manifest.steps[0].id));
    expect(readDraft()?.data).toEqual({ kept: 'entered before' });
  });

  it('takes the manifest of the form already loaded (back from the wizard), with no lookup', async () => {
    const form = await loadForm(TEST_FORM_ID);
    loaded.length = 0;
    renderIntro([form]);
    expect(await screen.findByRole('heading', { level: 1, name: messages.introHeading })).toBeTruthy();
    expect(loaded).toEqual([]);
    expect(lookups).toEqual([]);
  });
});
