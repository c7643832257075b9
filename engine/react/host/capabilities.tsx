import { createContext, useContext, type ReactNode } from 'react';
import type { AbnLookupResult } from '../../core/abn-lookup.ts';
import type { FieldCheckName } from '../../core/field-checks.ts';
import type { FileStore } from '../files/file-store.ts';

/** Options of one API request made for a form. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  /** Sent as the `Idempotency-Key` header: a retry of the same submission is never applied twice. */
  idempotencyKey?: string;
}

/**
 * What the host portal provides to every catalog form (engine/core `capabilityNames`): each is
 * registered once by the portal and reaches every form that uses it, with no wiring per page.
 */
export interface HostCapabilities {
  /** Looks an ABN up; resolves null when the register does not know it. */
  abnLookup: (abn: string) => Promise<AbnLookupResult | null>;
  /** Runs a form's field check (form.json `fieldChecks`) on a value, leaving out the record `recordId`; resolves whether it found the value. */
  fieldCheck: (check: FieldCheckName, value: string, recordId?: string) => Promise<boolean>;
  /** Addresses matching the text; an empty list on any failure. */
  addressSearch: (text: string) => Promise<Record<string, string>[]>;
  /**
   * Uploads a store's chosen files for a record (e.g. a project number), filed with one of its
   * change requests when `change` names one; resolves how many failed.
   */
  uploadFiles: (owner: string, store: FileStore, change?: string) => Promise<{ failed: number }>;
  /** Reads the named cached records again (engine/core `cacheNames`), e.g. after a submission changed them. */
  refresh: (names: readonly string[]) => Promise<void>;
  /** Calls the API; rejects with an error whose `message` is the text to show and `details` the server's details. */
  request: <T = unknown>(endpoint: string, options?: RequestOptions) => Promise<T>;
}

const CapabilitiesContext = createContext<HostCapabilities | null>(null);

/** Provides the host's capabilities to every form below it. */
export function CapabilitiesProvider({ value, children }: { value: HostCapabilities; children: ReactNode }) {
  return <CapabilitiesContext.Provider value={value}>{children}</CapabilitiesContext.Provider>;
}

/** The host's capabilities; null outside a `CapabilitiesProvider` (e.g. a unit test of a bare step). */
export function useCapabilities(): HostCapabilities | null {
  return useContext(CapabilitiesContext);
}
