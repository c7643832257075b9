import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormManifest } from '../../core/types.ts';
import { toaster } from '../components/toaster.ts';
import { CapabilitiesProvider, type HostCapabilities } from './capabilities.tsx';
import { useFormServices } from './use-form-services.ts';

const manifest = {
  id: 'services-test',
  version: 1,
  title: 'Services test',
  audience: 'Any',
  steps: [],
  abnLookup: [
    {
      field: '/abn',
      fills: { entityName: '/entityName', organisationId: '/organisationId' },
      invalidMessage: 'Not an ABN.',
      failureMessage: 'Lookup of {abn} failed - {details}',
      notFoundMessage: 'Nobody is registered under {abn}.',
      changedMessage: 'The details found for {abn} were cleared.',
    },
  ],
} as unknown as FormManifest;

function setUp(answer: Awaited<ReturnType<HostCapabilities['abnLookup']>>, data: Record<string, unknown>) {
  const capabilities = { abnLookup: async () => answer } as unknown as HostCapabilities;
  const setData = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>;
  const { result } = renderHook(() => useFormServices({ manifest, pointer: '', getData: () => data, setData }), { wrapper });
  return { lookup: result.current.onAbnLookup!, setData };
}

describe('ABN lookup service', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when the register knows no such ABN, and clears it and the earlier organisation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const { lookup, setData } = setUp(null, { abn: '51 824 753 556', entityName: 'Old Pty Ltd', organisationId: 'o-1' });
    lookup({ abn: '51 824 753 556', pointer: '/abn' });
    await waitFor(() => expect(setData).toHaveBeenCalled());
    expect(setData.mock.calls[0][0]).toEqual({ abn: undefined, entityName: undefined, organisationId: undefined });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Nobody is registered under 51824753556.' }));
  });

  it('says nothing more when the register knows the ABN', async () => {
    const create = vi.spyOn(toaster, 'create');
    const { lookup, setData } = setUp({ abrAbnRecord: { mainOrganisationName: 'New Pty Ltd' }, crmOrganisations: [] }, { abn: '51824753556' });
    lookup({ abn: '51824753556', pointer: '/abn' });
    await waitFor(() => expect(setData).toHaveBeenCalled());
    expect(setData.mock.calls[0][0]).toMatchObject({ abn: '51824753556', entityName: 'New Pty Ltd' });
    expect(create).not.toHaveBeenCalled();
  });
});

describe('a lookup that finds the ABN after one that did not', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('takes away what was said of the ABN before', async () => {
    let answer: Awaited<ReturnType<HostCapabilities['abnLookup']>> = null;
    const capabilities = { abnLookup: async () => answer } as unknown as HostCapabilities;
    const setData = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>;
    const { result } = renderHook(() => useFormServices({ manifest, pointer: '', getData: () => ({}), setData }), { wrapper });
    const shown = () => toaster.getVisibleToasts().map((toast) => toast.title);
    result.current.onAbnLookup!({ abn: '12345678012', pointer: '/abn' });
    await waitFor(() => expect(shown()).toEqual(['Nobody is registered under 12345678012.']));
    answer = { abrAbnRecord: { mainOrganisationName: 'New Pty Ltd' }, crmOrganisations: [] };
    result.current.onAbnLookup!({ abn: '51824753556', pointer: '/abn' });
    await waitFor(() => expect(setData).toHaveBeenCalledTimes(2));
    expect(shown()).toEqual([]);
  });
});

describe('two lookups of one field', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('keep the answer to the later one, however late the earlier answer comes', async () => {
    let answerFirst: (answer: null) => void = () => {};
    const answers = [new Promise<null>((resolve) => (answerFirst = resolve)), Promise.resolve({ abrAbnRecord: { mainOrganisationName: 'New Pty Ltd' }, crmOrganisations: [] })];
    const capabilities = { abnLookup: () => answers.shift() } as unknown as HostCapabilities;
    const setData = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>;
    const { result } = renderHook(() => useFormServices({ manifest, pointer: '', getData: () => ({}), setData }), { wrapper });
    result.current.onAbnLookup!({ abn: '12345678012', pointer: '/abn' });
    result.current.onAbnLookup!({ abn: '51824753556', pointer: '/abn' });
    await waitFor(() => expect(setData).toHaveBeenCalledTimes(1));
    answerFirst(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(setData).toHaveBeenCalledTimes(1);
    expect(setData.mock.calls[0][0]).toMatchObject({ abn: '51824753556', entityName: 'New Pty Ltd' });
    expect(toaster.getVisibleToasts()).toEqual([]);
  });
});

describe('an ABN changed after a successful lookup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clears what the lookup filled and says so, once, when the ABN is edited to an invalid one', async () => {
    const create = vi.spyOn(toaster, 'create');
    let data: Record<string, unknown> = { abn: '51824753556' };
    const setData = vi.fn((next: Record<string, unknown>) => {
      data = next;
    });
    const capabilities = { abnLookup: async () => ({ abrAbnRecord: { mainOrganisationName: 'New Pty Ltd' }, crmOrganisations: [] }) } as unknown as HostCapabilities;
    const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>;
    const { result, rerender } = renderHook((props: { data: Record<string, unknown> }) => useFormServices({ manifest, pointer: '', getData: () => data, setData, data: props.data }), {
      wrapper,
      initialProps: { data },
    });
    act(() => result.current.onAbnLookup!({ abn: '51 824 753 556', pointer: '/abn' }));
    await waitFor(() => expect(data).toMatchObject({ abn: '51824753556', entityName: 'New Pty Ltd' }));
    rerender({ data });
    expect(create).not.toHaveBeenCalled();

    data = { ...data, abn: '51 824 75' };
    rerender({ data });
    expect(data).toEqual({ abn: '51 824 75', entityName: undefined, organisationId: undefined });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'The details found for 51824753556 were cleared.' }));
    rerender({ data: { ...data, abn: '51 8' } });
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('a page opened on what a lookup filled (a reload, a resumed draft)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The services of a step opened on `opened`; `change` renders the step with new data. */
  function openOn(opened: Record<string, unknown>) {
    const current = { data: opened };
    const setData = vi.fn((next: Record<string, unknown>) => {
      current.data = next;
    });
    const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={{ abnLookup: async () => null } as unknown as HostCapabilities}>{children}</CapabilitiesProvider>;
    const { rerender } = renderHook((props: { data: Record<string, unknown> }) => useFormServices({ manifest, pointer: '', getData: () => current.data, setData, data: props.data }), {
      wrapper,
      initialProps: { data: opened },
    });
    const change = (next: Record<string, unknown>) => {
      current.data = next;
      rerender({ data: next });
    };
    return { current, setData, change };
  }

  it('clears those details once their ABN changes, as before the reload', () => {
    const create = vi.spyOn(toaster, 'create');
    const { current, setData, change } = openOn({ abn: '51824753556', entityName: 'Kept Pty Ltd' });
    expect(setData).not.toHaveBeenCalled();
    change({ ...current.data, abn: '82331440691' });
    expect(current.data).toEqual({ abn: '82331440691' });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'The details found for 51824753556 were cleared.' }));
  });

  it('leaves an ABN with nothing a lookup fills alone', () => {
    const { setData, change } = openOn({ abn: '51824753556' });
    change({ abn: '82331440691' });
    expect(setData).not.toHaveBeenCalled();
  });
});
