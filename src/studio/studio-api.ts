import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';
import { studioFormQuery, studioFormUrl } from './studio-form-query.ts';
import type { StudioFormSummary, FormFiles, StudioFixture, DraftResult, Revision } from './studio-types.ts';

export type { StudioFormSummary, FormFiles, StudioFixture, StudioForm, LintProblem, FixtureCheck, BreakingChange, TypeChange, DraftChecks, DraftResult, Revision } from './studio-types.ts';

const base = studioFormUrl;

export const studioKeys = {
  forms: ['studio', 'forms'] as const,
  form: (id: string) => studioFormQuery(id).queryKey,
  revisions: (id: string) => ['studio', 'revisions', id] as const,
  revision: (id: string, revision: number) => ['studio', 'revision', id, revision] as const,
};

export const studioApi = {
  forms: () => apiFetch<{ forms: StudioFormSummary[] }>('/api/studio/forms').then((r) => r.forms),
  form: (id: string) => studioFormQuery(id).queryFn(),
  saveDraft: (id: string, files: FormFiles, signal?: AbortSignal) => apiFetch<DraftResult>(`${base(id)}/draft`, { method: 'PUT', body: { files }, signal }),
  /** Checks files without keeping them (a tester's run): no preview. */
  check: (id: string, files: FormFiles, signal?: AbortSignal) => apiFetch<DraftResult>(`${base(id)}/check`, { method: 'POST', body: { files }, signal }),
  /** A tester's (or analyst's) new fixture joins the form's draft. */
  proposeFixture: (id: string, name: string, fixture: StudioFixture) => apiFetch<DraftResult>(`${base(id)}/fixtures`, { method: 'POST', body: { name, fixture } }),
  publish: (id: string) => apiFetch<{ version: number; revision: number }>(`${base(id)}/publish`, { method: 'POST', body: {} }),
  revisions: (id: string) => apiFetch<{ revisions: Revision[] }>(`${base(id)}/revisions`).then((r) => r.revisions),
  revision: (id: string, revision: number) => apiFetch<{ files: FormFiles }>(`${base(id)}/revisions/${revision}`).then((r) => r.files),
  revert: (id: string, revision: number) => apiFetch<{ version: number; revision: number }>(`${base(id)}/revert`, { method: 'POST', body: { revision } }),
  exportUrl: (id: string) => `${base(id)}/export`,
};

export function useStudioForms() {
  return useQuery({ queryKey: studioKeys.forms, queryFn: studioApi.forms, retry: false });
}

export function useStudioForm(id: string) {
  return useQuery(studioFormQuery(id));
}

export function useRevisions(id: string) {
  return useQuery({ queryKey: studioKeys.revisions(id), queryFn: () => studioApi.revisions(id), retry: false });
}
