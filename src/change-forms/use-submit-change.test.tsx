import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CapabilitiesProvider, FileStore, toaster, type HostCapabilities } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import type { CatalogFormState } from '../forms/use-catalog-form.ts';
import { useSubmitChange } from './use-submit-change.ts';

const project = { projectId: 'p-1', projectNumber: 'LV0900006', status: 'Submitted' } as Project;

// A test-only change form: just what the submit pipeline reads.
const state = {
  form: {
    manifest: {
      id: 'test-change',
      submit: { method: 'POST', endpoint: '/api/test/save', payloadKey: 'change', successMessage: 'Sent.', successRoute: '/levies-payer-portal/project/:projectId' },
    },
  },
  setServerErrors: () => undefined,
  payload: () => ({ reason: 'Because' }),
  getData: () => ({ reason: 'Because' }),
  forgetEntries: () => undefined,
} as unknown as CatalogFormState;

function setUp(answer: unknown, uploads: { failed: number }[], minFiles = 0, uploadsUnder?: 'project' | 'change') {
  const uploadFiles = vi.fn(async (_owner: string, store: FileStore, _change?: string) => {
    const { failed } = uploads.shift() ?? { failed: 0 };
    for (const entry of store.getSnapshot()) store.update(entry.key, { status: failed ? 'failed' : 'uploaded' });
    return { failed };
  });
  const capabilities: HostCapabilities = {
    abnLookup: async () => null,
    fieldCheck: async () => false,
    addressSearch: async () => [],
    uploadFiles,
    refresh: async () => undefined,
    request: (async () => answer) as HostCapabilities['request'],
  };
  const store = new FileStore();
  store.add([new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' })]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>
    </MemoryRouter>
  );
  const submit = { ...state.form.manifest.submit!, uploadsUnder };
  const form = { ...state.form, manifest: { ...state.form.manifest, submit, attachments: { field: 'files', minFiles, maxFiles: 10, maxFileSizeBytes: 1024, extensions: ['pdf'] } } };
  const { result } = renderHook(() => useSubmitChange({ ...state, form } as CatalogFormState, project, store, { projectId: project.projectId }), { wrapper });
  return { result, uploadFiles };
}

describe('useSubmitChange', () => {
  afterEach(() => toaster.dismiss());

  it('sends, uploads and moves on once when Submit is pressed twice before the first submission has ended', async () => {
    const { result, uploadFiles } = setUp({ complexChangeId: 'c-1', complexChangeNumber: 'CC0900007' }, [{ failed: 0 }, { failed: 0 }]);
    await act(async () => expect(await Promise.all([result.current.send(), result.current.send()])).toEqual(['sent', 'sent']));
    expect(uploadFiles).toHaveBeenCalledTimes(1);
  });

  it("uploads the files under the change's number, a retry too, so they are listed with that change", async () => {
    const { result, uploadFiles } = setUp({ complexChangeId: 'c-1', complexChangeNumber: 'CC0900007' }, [{ failed: 1 }, { failed: 0 }]);
    await act(async () => expect(await result.current.send()).toBe('sent'));
    expect(result.current.phase).toBe('uploads-failed');
    await act(() => result.current.retryUploads());
    expect(uploadFiles.mock.calls.map(([owner, , change]) => [owner, change])).toEqual([
      ['CC0900007', undefined],
      ['CC0900007', undefined],
    ]);
  });

  it("uploads under the project's number with the change's number beside it when the form says uploadsUnder: project, a retry too", async () => {
    const { result, uploadFiles } = setUp({ complexChangeId: 'c-1', complexChangeNumber: 'CC0900010' }, [{ failed: 1 }, { failed: 0 }], 0, 'project');
    await act(async () => expect(await result.current.send()).toBe('sent'));
    await act(() => result.current.retryUploads());
    expect(uploadFiles.mock.calls.map(([owner, , change]) => [owner, change])).toEqual([
      ['LV0900006', 'CC0900010'],
      ['LV0900006', 'CC0900010'],
    ]);
  });

  it("uploads under the project's number when the answer names no change", async () => {
    const { result, uploadFiles } = setUp({}, []);
    await act(async () => expect(await result.current.send()).toBe('sent'));
    expect(uploadFiles.mock.calls.map(([owner]) => owner)).toEqual(['LV0900006']);
  });

  it('after a failed upload, says how many documents a form that requires them still needs, so it is not left without them', async () => {
    const required = setUp({ complexChangeNumber: 'CC0900008' }, [{ failed: 1 }, { failed: 0 }], 1);
    await act(async () => expect(await required.result.current.send()).toBe('sent'));
    expect(required.result.current.phase).toBe('uploads-failed');
    expect(required.result.current.documentsStillRequired).toBe(1);

    const optional = setUp({ complexChangeNumber: 'CC0900009' }, [{ failed: 1 }], 0);
    await act(async () => expect(await optional.result.current.send()).toBe('sent'));
    expect(optional.result.current.phase).toBe('uploads-failed');
    expect(optional.result.current.documentsStillRequired).toBe(0);
  });
});
