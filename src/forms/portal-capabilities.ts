import type { QueryClient } from '@tanstack/react-query';
import type { AbnLookupResult } from '../../engine/core/abn-lookup.ts';
import type { FieldCheckName } from '../../engine/core/field-checks.ts';
import type { CacheName } from '../../engine/core/host.ts';
import type { HostCapabilities } from '../../engine/react/index.ts';
import { ApiError } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import { uploadFiles } from '../api/upload-files.ts';

/** POST /api/organisation/abn; null when the ABN is not known (404). */
export async function lookupAbn(abn: string): Promise<AbnLookupResult | null> {
  try {
    return await apiFetch<AbnLookupResult>('/api/organisation/abn', { method: 'POST', body: { abn } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The API call of each field check (engine/core `fieldCheckNames`): whether it found the value. */
const fieldChecks: Record<FieldCheckName, (value: string, recordId?: string) => Promise<boolean>> = {
  jobNumberInUse: (internalJobNumber, projectId) =>
    apiFetch<{ inUse: boolean }>('/api/project/jobnumber/inuse', { method: 'POST', body: { internalJobNumber, projectId } }).then((r) => r.inUse === true),
};

/** POST /api/data/address: matching addresses; any failure is an empty list (no message). */
export const searchAddress = (address: string): Promise<Record<string, string>[]> =>
  apiFetch<{ addressSearchResults: Record<string, string>[] }>('/api/data/address', { method: 'POST', body: { address } }).then(
    (r) => r.addressSearchResults ?? [],
    () => [],
  );

/** The query keys (prefixes) of each record the host caches (engine/core `cacheNames`). */
export const cacheQueryKeys: Record<CacheName, readonly string[]> = {
  contact: ['user-contact'],
  organisation: ['organisation'],
  project: ['project'],
  projects: ['projects'],
  projectChanges: ['complex-changes'],
  portalRoles: ['portal-roles'],
  bankAccounts: ['bank-accounts'],
};

/** Invalidates (and so refetches where shown) the named cached records. */
export function refreshCaches(client: QueryClient, names: readonly string[]): Promise<void> {
  return Promise.all(names.map((name) => client.invalidateQueries({ queryKey: [...(cacheQueryKeys[name as CacheName] ?? [name])] }))).then(() => undefined);
}

/** The portal's one registration of each capability every catalog form may use (engine/core `capabilityNames`). */
export const portalCapabilities = (client: QueryClient): HostCapabilities => ({
  abnLookup: lookupAbn,
  fieldCheck: (check, value, recordId) => fieldChecks[check](value, recordId),
  addressSearch: searchAddress,
  uploadFiles: (owner, store, change) => uploadFiles(owner, store, change),
  request: (endpoint, options = {}) => apiFetch(endpoint, { method: options.method ?? 'POST', body: options.body, idempotencyKey: options.idempotencyKey }),
  refresh: (names) => refreshCaches(client, names),
});
