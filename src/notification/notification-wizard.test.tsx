/**
 * The notification wizard's page host, proven on the test-only two-step form
 * (engine/core/test-form.ts) given the messages and the submitting last step a wizard form has:
 * Save & Exit, the save Next makes before paying, Submit, and Pay and submit are made for the
 * signed-in user's contact, read first; when it cannot be read, or has no id, the form's message
 * says so in a toast and nothing is sent. A last step embedding the card payment waits, saying why,
 * while the card form's code is still loading.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compileTestForm } from '../../engine/core/test-form.ts';
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../engine/core/types.ts';
import { toaster, useFormMachine } from '../../engine/react/index.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';

// A test-only card form in the catalog: its code never arrives in these tests, its `notReady` is the catalog's.
vi.mock('../../generated/registry.gen.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../generated/registry.gen.ts')>();
  const card = { id: 'test-card-form', version: 1, title: 'Card (test)', host: 'page', audience: 'LevyPayer', notReady: 'The card form is not ready yet (test).' } as const;
  return { ...actual, catalog: [...actual.catalog, card] };
});
vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: { oid: 'oid-1' } }) }));
const { NotificationWizard } = await import('./notification-wizard.tsx');
const { useWizardCalls } = await import('./use-wizard-calls.ts');
const { clearDraft, startDraft, writeDraft } = await import('./session-draft.ts');

const messages = {
  saving: 'Saving (test)...',
  saveSuccess: 'Saved (test).',
  failure: 'Saving failed (test) - {details}',
  saveWithoutContact: 'No contact to save for (test).',
  submitWithoutContact: 'No contact to submit for (test).',
  missingContext: 'The contact has no id (test).',
};

/** The test-only form as a wizard: its messages, Submit on the last step, and Next from the first saving first when asked. */
function wizardForm({ saveBeforeNext = false, payByCard = false } = {}): CompiledForm {
  const form = compileTestForm();
  const [details, cost] = form.manifest.steps;
  const manifest: FormManifest = {
    ...form.manifest,
    fieldChecks: undefined,
    messages,
    submit: { kind: 'custom', method: 'POST', endpoint: '/api/test/submit', payloadKey: 'test', loadingMessage: 'Sending (test)...', successMessage: 'Sent (test).', successRoute: '/', refreshes: ['projects'] },
    steps: [{ ...details, ...(saveBeforeNext ? { saveBeforeNext: true } : {}) }, { ...cost, submitWhen: true, ...(payByCard ? { embed: { capability: 'cardPayment' as const, form: 'test-card-form', when: true as const } } : {}) }],
  };
  // The renderer's validator finds a step's validator by its schema's $id.
  const ajv = createCatalogAjv();
  const step = (index: number) => {
    const { id } = manifest.steps[index];
    const schema = { $id: `notification-host-test-${id}`, ...form.steps[id].schema };
    const validate = ajv.compile(schema) as unknown as CompiledValidate;
    return { manifest: manifest.steps[index], schema, validate, rjsfValidateFns: { [schema.$id]: validate } };
  };
  return { ...form, manifest, steps: { details: step(0), cost: step(1) } };
}

const data = { details: { reason: 'A new roof' }, cost: { newCost: 5 } };
const contact = { contactId: '9b1f4a52-33c1-4c8e-9d5e-0f1b2c3d4e5f', firstName: 'Pat', contactType: 'LevyPayer' };

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API: the contact read answers `contactReply`; saving and submitting succeed. Every call is recorded. */
function stubApi(contactReply: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/contact/user/oid-1') return contactReply();
    // The test card form's revision lookup never answers: its code is still loading.
    if (url === '/api/forms/test-card-form/current') return new Promise<Response>(() => {});
    if (url === '/api/project/save') return reply(200, { projectId: '0d6c1e9a-4b7f-4a51-8c2d-3e4f5a6b7c8d' });
    if (url === '/api/project/submit') return reply(200, { projectNumber: 'LV0000001', projectId: '0d6c1e9a-4b7f-4a51-8c2d-3e4f5a6b7c8d' });
    return reply(404, { message: 'Not found' });
  });
  return calls;
}

const failing = () => reply(503, { message: 'Contacts unavailable' });
const withoutId = () => reply(200, { userContact: { ...contact, contactId: '' } });
const found = () => reply(200, { userContact: contact });
/** The calls that save or submit the notification. */
const projectCalls = (calls: string[]) => calls.filter((url) => url === '/api/project/save' || url === '/api/project/submit');

function renderWizard(form: CompiledForm) {
  const draft = { ...startDraft(form.manifest.id, form.manifest.version), data };
  const router = createMemoryRouter(
    [
      { path: '/levies-payer-portal/notify-new-project/:stepId', element: <NotificationWizard form={form} draft={draft} initialContext={{}} /> },
      { path: '/levies-payer-portal', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/levies-payer-portal/notify-new-project/details'] },
  );
  renderWithChakra(
    <PortalTestProviders>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return router;
}

describe('the notification wizard needs the signed-in contact for its calls (test-only form)', () => {
  beforeEach(() => clearDraft());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('Save & Exit says it could not get the contact to save for, sends nothing and stays', async () => {
    const calls = stubApi(failing);
    const router = renderWizard(wizardForm());
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText(messages.saveWithoutContact)).toBeTruthy();
    expect(calls).toContain('/api/contact/user/oid-1');
    expect(projectCalls(calls)).toEqual([]);
    expect(router.state.location.pathname).toBe('/levies-payer-portal/notify-new-project/details');
    expect(screen.queryByText(/Saving failed \(test\)/)).toBeNull();
    expect((screen.getByLabelText('reason') as HTMLTextAreaElement).value).toBe('A new roof');
  });

  it('a contact without its id is the ContactId message, whatever the call', async () => {
    const calls = stubApi(withoutId);
    renderWizard(wizardForm());
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText(messages.missingContext)).toBeTruthy();
    expect(screen.queryByText(messages.saveWithoutContact)).toBeNull();
    act(() => toaster.remove());

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.missingContext)).toBeTruthy();
    expect(screen.queryByText(messages.submitWithoutContact)).toBeNull();
    expect(projectCalls(calls)).toEqual([]);
  });

  it('Next that saves before moving on says it could not get the contact to save for, and stays on the step', async () => {
    const calls = stubApi(failing);
    renderWizard(wizardForm({ saveBeforeNext: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.saveWithoutContact)).toBeTruthy();
    expect(projectCalls(calls)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Details', level: 2 })).toBeTruthy();
  });

  it('Submit says it could not get the contact to submit for and sends nothing; once the contact is read, it saves and submits', async () => {
    let contactReply = failing;
    const calls = stubApi(() => contactReply());
    renderWizard(wizardForm());
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.submitWithoutContact)).toBeTruthy();
    expect(screen.queryByText(messages.saveWithoutContact)).toBeNull();
    expect(projectCalls(calls)).toEqual([]);

    contactReply = found;
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sent (test).')).toBeTruthy();
    expect(projectCalls(calls)).toEqual(['/api/project/save', '/api/project/submit']);
  });

  it('Save & Exit with the contact read saves the draft, has what the form refreshes read again (the dashboard lists the draft) and goes home', async () => {
    const calls = stubApi(found);
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const router = renderWizard(wizardForm());
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText(messages.saveSuccess)).toBeTruthy();
    expect(projectCalls(calls)).toEqual(['/api/project/save']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/levies-payer-portal'));
  });

  it('Back on the first step of a stored draft saves what was changed before it leaves, and saves nothing when nothing was', async () => {
    const storedId = '0d6c1e9a-4b7f-4a51-8c2d-3e4f5a6b7c8d';
    for (const typed of ['', ' and gutters']) {
      clearDraft();
      const saved: unknown[] = [];
      const calls = stubApi(found);
      const api = globalThis.fetch;
      vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
        if (url === '/api/project/save') saved.push(JSON.parse(String(init?.body)));
        return api(url, init);
      });
      const form = wizardForm();
      const draft = { ...startDraft(form.manifest.id, form.manifest.version), projectId: storedId, data };
      writeDraft(draft);
      const router = createMemoryRouter(
        [
          { path: '/levies-payer-portal/notify-new-project/:stepId', element: <NotificationWizard form={form} draft={draft} initialContext={{}} /> },
          { path: '/levies-payer-portal/notify-new-project', element: <h1>Intro</h1> },
        ],
        { initialEntries: ['/levies-payer-portal/notify-new-project/details'] },
      );
      const { unmount } = renderWithChakra(
        <PortalTestProviders>
          <RouterProvider router={router} />
        </PortalTestProviders>,
      );
      if (typed) await userEvent.type(await screen.findByRole('textbox'), typed);
      await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/levies-payer-portal/notify-new-project'));
      if (typed) expect(saved).toEqual([{ project: expect.objectContaining({ projectId: storedId, details: { reason: `A new roof${typed}` } }) }]);
      else expect(projectCalls(calls)).toEqual([]);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('Pay and submit says it could not get the contact to submit for, and neither saves nor pays', async () => {
    const calls = stubApi(failing);
    const form = wizardForm();
    const draft = { ...startDraft(form.manifest.id, form.manifest.version), data };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={getChakraSystem()}>
        <PortalTestProviders>{children}</PortalTestProviders>
      </ChakraProvider>
    );
    const { result } = renderHook(() => useWizardCalls(useFormMachine(form, { data, context: {} }), draft, {}), { wrapper });
    const pay = vi.fn(async () => null);
    let submitted: unknown;
    await act(async () => {
      submitted = await result.current.submitPaid(pay);
    });
    expect(submitted).toBeNull();
    expect(pay).not.toHaveBeenCalled();
    expect(projectCalls(calls)).toEqual([]);
    expect(await screen.findByText(messages.submitWithoutContact)).toBeTruthy();
  });

  it("while the embedded card form is still loading, Submit waits and says why with the card form's catalog message", async () => {
    const calls = stubApi(found);
    renderWizard(wizardForm({ payByCard: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByText('The card form is not ready yet (test).')).toBeTruthy();
    expect(submit.getAttribute('aria-describedby')).toBe('wizard-blocked-note');
    await userEvent.click(submit);
    expect(projectCalls(calls)).toEqual([]);
    expect(calls).not.toContain('/api/contact/user/oid-1');
  });
});
