import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { CompiledForm } from '../../core/types.ts';
import { toaster } from '../components/toaster.ts';
import { CapabilitiesProvider, type HostCapabilities } from './capabilities.tsx';
import { useSubmission } from './use-submission.ts';

const form = {
  manifest: {
    id: 'submission-test',
    version: 1,
    title: 'Submission test',
    audience: 'Any',
    steps: [],
    submit: { kind: 'simple-change', method: 'POST', endpoint: '/api/test', payloadKey: 'changes', loadingMessage: 'Saving...', successMessage: 'Saved.', successRoute: '/' },
  },
} as unknown as CompiledForm;

function setUp() {
  let answer: (value: unknown) => void = () => {};
  const request = vi.fn(() => new Promise((resolve) => (answer = resolve)));
  const capabilities = { request, refresh: async () => {} } as unknown as HostCapabilities;
  const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>;
  const { result } = renderHook(() => useSubmission(form), { wrapper });
  return { submit: result.current.submit, request, answer: (value: unknown) => answer(value) };
}

describe('the submit pipeline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends once and says so once when pressed again before the first submission has ended', async () => {
    const create = vi.spyOn(toaster, 'create');
    const { submit, request, answer } = setUp();
    const first = submit({ a: 1 });
    const second = submit({ a: 1 });
    answer({ ok: true });
    expect(await first).toEqual({ ok: true, fieldErrors: [] });
    expect(await second).toEqual({ ok: true, fieldErrors: [], joined: true });
    expect(request).toHaveBeenCalledTimes(1);
    expect(create.mock.calls.filter(([toast]) => toast.title === 'Saved.')).toHaveLength(1);
  });

  it('sends again once the earlier submission has ended', async () => {
    const { submit, request, answer } = setUp();
    const first = submit({ a: 1 });
    answer({ ok: true });
    await first;
    const again = submit({ a: 2 });
    answer({ ok: true });
    await again;
    expect(request).toHaveBeenCalledTimes(2);
  });
});
