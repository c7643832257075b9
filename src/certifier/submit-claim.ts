import type { ClaimRowErrors } from '../../engine/core/claim-csv.ts';
import { ApiError } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';

export type ClaimSubmitResult =
  | { kind: 'accepted'; claimNo: string }
  | { kind: 'rows'; groups: ClaimRowErrors[]; moreErrors: boolean }
  | { kind: 'failed'; error: unknown };

interface RowFieldError {
  path?: string;
  message?: string;
  row?: number;
  error?: string;
}

/** Groups the server's row errors (each `{ row, error }`) by row, in row order. */
export function groupRowErrors(errors: readonly RowFieldError[]): ClaimRowErrors[] {
  const groups = new Map<number, string[]>();
  for (const { row, error, message } of errors) {
    const text = error || message;
    if (typeof row !== 'number' || !text) continue;
    groups.set(row, [...(groups.get(row) ?? []), text]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, errors: list }));
}

/** POST /api/certifierclaims/create as multipart: the file, the vendor number and the bank details as JSON. */
export async function submitClaim(endpoint: string, file: File, vendorNo: string, bankAccount: unknown): Promise<ClaimSubmitResult> {
  const body = new FormData();
  body.append('claimsFile', file, file.name);
  body.append('vendorNo', vendorNo);
  if (bankAccount !== undefined) body.append('bankAccount', JSON.stringify(bankAccount));
  try {
    const answer = await apiFetch<{ success?: boolean; claimNo?: string; errors?: RowFieldError[]; moreErrors?: boolean }>(endpoint, { method: 'POST', body, timeoutMs: 120_000 });
    if (answer.success && answer.claimNo) return { kind: 'accepted', claimNo: answer.claimNo };
    // A result of success false that arrives as an answer, not as an error, lists its rows the same.
    const groups = Array.isArray(answer.errors) ? groupRowErrors(answer.errors) : [];
    if (groups.length) return { kind: 'rows', groups, moreErrors: answer.moreErrors === true };
    return { kind: 'failed', error: new ApiError('unexpected') };
  } catch (error) {
    const groups = error instanceof ApiError ? groupRowErrors(error.fieldErrors as RowFieldError[]) : [];
    if (groups.length) return { kind: 'rows', groups, moreErrors: (error as ApiError).body.moreErrors === true };
    return { kind: 'failed', error };
  }
}
