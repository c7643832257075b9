import { apiFetch } from '../api/http-client.ts';
import type { PageRequest, PageResult } from '../components/data-table/index.ts';

/** A certifier claim as the list and the claim view show it (spec 1 section 3); amounts in dollars. */
export interface CertifierClaim {
  claimId: string;
  claimNo: string;
  dateClaimed: string;
  claimStatus: string;
  amount: number;
}

export interface SightingFee {
  sightingFeeId: string;
  projectNumber: string;
  developmentPermitNumber: string;
  dateSighted: string;
  postcode?: string | null;
  suburb?: string | null;
  fee: number;
}

const query = ({ searchTerm, ...paging }: PageRequest) => ({ ...paging, searchTerm: searchTerm || undefined });

/** One page of the organisation's claims (GET /api/certifierclaims). */
export async function fetchClaimPage(request: PageRequest, signal?: AbortSignal): Promise<PageResult<CertifierClaim>> {
  const list = await apiFetch<{ claims?: CertifierClaim[]; recordCount?: number }>('/api/certifierclaims', { query: query(request), signal });
  return { rows: list.claims ?? [], total: list.recordCount ?? 0 };
}

export interface ClaimWithFees extends CertifierClaim {
  sightingFees: SightingFee[];
}

/** A claim with one page of its sighting fees (GET /api/certifierclaims/{claimId}). */
export async function fetchClaim(claimId: string, request: PageRequest, signal?: AbortSignal): Promise<{ claim: ClaimWithFees; recordCount: number }> {
  const answer = await apiFetch<{ claim: ClaimWithFees; recordCount?: number }>(`/api/certifierclaims/${encodeURIComponent(claimId)}`, { query: query(request), signal });
  return { claim: answer.claim, recordCount: answer.recordCount ?? 0 };
}
