/**
 * The user-roles dialog in the generic dialog host, proven on a test-only dialog form compiled
 * here (not the catalog's own form for it): the dialog gives the form the role and whether it
 * is the admin's own, and the host sends the form's payload (its named mapping of the data) with its progress, success and failure
 * toasts, or its own message when the prefill the form requires is missing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { toaster } from '../../engine/react/index.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { UserRolesDialog } = await import('./user-roles-dialog.tsx');

const NO_RECORD = 'No record to update (test).';
const OWN_LOCK = 'Your own first flag is locked (test).';

const manifest: FormManifest = {
  id: 'test-roles-dialog',
  version: 1,
  title: 'Edit flags (test)',
  audience: 'Any',
  host: 'dialog',
  context: ['role', 'isSelf'],
  steps: [
    {
      id: 'flags',
      title: 'Edit flags (test)',
      dataPointer: '',
      sections: [
        { id: 'flags', title: 'Flags (test)', fields: ['first', 'second'] },
        { id: 'own', description: OWN_LOCK, visibleWhen: { field: '/isSelf', equals: true }, readonlyWhileShown: ['/first'] },
      ],
    },
  ],
  prefill: { '/recordId': '/role/portalRoleId', '/isSelf': '/isSelf' },
  initialValues: { '/first': '/role/admin', '/second': '/role/company' },
  submit: {
    kind: 'custom',
    method: 'POST',
    endpoint: '/api/test/flags/save',
    payloadKey: 'flags',
    loadingMessage: 'Saving flags (test)...',
    successMessage: 'Flags saved (test).',
    failureMessage: 'Flags not saved (test)',
    successRoute: '/',
    payload: 'save',
  },
  // What is sent: the record and its flags, not whether it is one's own (the server knows that).
  payloads: { save: { flags: { fields: { recordId: { from: '/recordId' }, first: { from: '/first' }, second: { from: '/second' } } } } },
};

const form = compileOneStepTestForm({
  manifest,
  schema: {
    $id: 'test-roles-dialog',
    type: 'object',
    properties: {
      recordId: { type: 'string', format: 'uuid', errorMessage: NO_RECORD },
      isSelf: { type: 'boolean' },
      first: { type: 'boolean', title: 'First flag (test)' },
      second: { type: 'boolean', title: 'Second flag (test)' },
    },
    required: ['recordId'],
    additionalProperties: false,
    errorMessage: { required: { recordId: NO_RECORD } },
  },
});
const submit = manifest.submit!;

const role = { portalRoleId: '5b0c3f1e-6a2d-4c8e-9f10-2a3b4c5d6e7f', contactId: 'c1', organisationId: 'o1', firstName: 'Sam', lastName: 'Nguyen', admin: false, company: false, user: true, active: true };

function renderDialog(props: { role: typeof role | Omit<typeof role, 'portalRoleId'>; isSelf: boolean }, onClose = () => {}) {
  renderWithChakra(
    <PortalTestProviders>
      <UserRolesDialog form={form} role={props.role} isSelf={props.isSelf} onClose={onClose} />
    </PortalTestProviders>,
  );
}

describe('UserRolesDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.remove();
  });

  it("gives the form the admin's own role: the form locks what it locks for one's own account and says why", async () => {
    renderDialog({ role: { ...role, admin: true }, isSelf: true });
    expect(await screen.findByText(OWN_LOCK)).toBeTruthy();
    expect(screen.getByLabelText(/^First flag/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^First flag/)).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/^Second flag/)).toHaveProperty('disabled', false);
  });

  it("submits another user's role through the form's payload, with the progress toast, then the success toast, and closes", async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false }, onClose);
    expect(screen.queryByText(OWN_LOCK)).toBeNull();
    await user.click(await screen.findByLabelText(/^Second flag/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(submit.loadingMessage)).toBeTruthy();
    expect(await screen.findByText(submit.successMessage)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ url: submit.endpoint, body: { [submit.payloadKey]: { recordId: role.portalRoleId, first: false, second: true } } }]);
  });

  it('closes the progress toast before the success toast shows', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const events: string[] = [];
    const create = toaster.create.bind(toaster);
    const dismiss = toaster.dismiss.bind(toaster);
    vi.spyOn(toaster, 'create').mockImplementation((options) => {
      const id = create(options);
      events.push(`show ${options.type} ${id}`);
      return id;
    });
    vi.spyOn(toaster, 'dismiss').mockImplementation((id?: string) => {
      events.push(`close ${id}`);
      return dismiss(id);
    });
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(events.some((e) => e.startsWith('show success'))).toBe(true));
    const progress = events.find((e) => e.startsWith('show info'))!.split(' ')[2];
    const success = events.findIndex((e) => e.startsWith('show success'));
    expect(events.indexOf(`close ${progress}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`close ${progress}`)).toBeLessThan(success);
    vi.restoreAllMocks();
  });

  it("without the role's id says the form's message and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { portalRoleId: _omit, ...withoutId } = role;
    renderDialog({ role: withoutId, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(NO_RECORD)).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the form's failure toast with the server's details", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Forbidden', details: ['Only an admin may (test).'] }), { status: 403 }));
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(submit.failureMessage!.replace('{details}', 'Only an admin may (test).'))).toBeTruthy();
  });
});
