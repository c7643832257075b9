import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
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
