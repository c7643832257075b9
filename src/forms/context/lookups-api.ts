import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/http-client.ts';

export interface Lookup {
  id: number;
  name: string;
  typeOfWork?: number | null;
}

export interface DescriptionOfWork extends Lookup {
  questions: { order: number; question: string; required: boolean }[];
}

/** Lookups change rarely: kept for 24 hours (spec: cached a day). */
export const LOOKUP_STALE_MS = 24 * 60 * 60 * 1000;

/** GET /api/lookup/descriptionOfWorks: every description with its type of work and questions. */
export const fetchDescriptionsOfWork = () =>
  apiFetch<{ descriptionOfWorks: DescriptionOfWork[] }>('/api/lookup/descriptionOfWorks').then((r) => r.descriptionOfWorks);

/** GET /api/lookup/{type}: 1 types of work, 2 councils. */
export const fetchLookup = (type: 1 | 2) => apiFetch<{ lookups: Lookup[] }>(`/api/lookup/${type}`).then((r) => r.lookups);

/**
 * The contact's bank accounts keyed by code (e.g. REFUND): GET /api/contact/{customerNo}/bank-details,
 * or for a certifier GET /api/contact/{customerNo}/vendor-bank-details (spec 1 s7), which holds
 * their VENDOR account alone.
 */
export const fetchBankAccountsByCode = (customerNumber: string, vendor = false) =>
  apiFetch<{ bankAccounts: { code: string }[] }>(`/api/contact/${encodeURIComponent(customerNumber)}/${vendor ? 'vendor-bank-details' : 'bank-details'}`).then((r) =>
    Object.fromEntries(r.bankAccounts.map((account) => [account.code, account])),
  );

const kept = { staleTime: LOOKUP_STALE_MS, gcTime: LOOKUP_STALE_MS };

/** The queries of the `lookups` context (and the project page's names): descriptions of work, types of work, councils. */
export const lookupQueries = {
  descriptionsOfWork: queryOptions({ queryKey: ['lookup', 'descriptionOfWorks'], queryFn: fetchDescriptionsOfWork, ...kept }),
  typesOfWork: queryOptions({ queryKey: ['lookup', 1], queryFn: () => fetchLookup(1), ...kept }),
  councils: queryOptions({ queryKey: ['lookup', 2], queryFn: () => fetchLookup(2), ...kept }),
};

/** The `bankAccounts` context's query: the contact's bank accounts keyed by code (a certifier's: `vendor`). */
export const bankAccountsQuery = (customerNumber: string, vendor = false) =>
  queryOptions({
    queryKey: ['bank-accounts', customerNumber, vendor ? 'vendor' : 'all'],
    queryFn: () => fetchBankAccountsByCode(customerNumber, vendor),
    retry: false,
  });
