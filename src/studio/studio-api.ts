import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';
import type { FieldError } from '../../engine/core/types.ts';

/** One catalog form in the Studio's list (GET /api/studio/forms). */
export interface StudioFormSummary {
  id: string;
  title: string;
  formReference?: string;
  version: number;
  /** null while the form is as the build holds it (nothing published from the Studio yet). */
  revision: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  draft: boolean;
}

/** A form's editable files, as in its catalog folder. */
export interface FormFiles {
  form: Record<string, unknown>;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  machine: Record<string, unknown>;
  fixtures: Record<string, StudioFixture>;
}

/** A fixture file (engine/core `Fixture`), kept loose: an analyst may be mid-edit. */
export interface StudioFixture {
  description?: string;
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
  step?: string;
  events?: { type: string }[];
  expect?: { valid?: boolean; errors?: FieldError[]; step?: string; [key: string]: unknown };
  [key: string]: unknown;
}

export interface StudioForm {
  id: string;
  version: number;
  revision: number | null;
  draft?: boolean;
  files: FormFiles;
  /** The open draft's latest checks and compiled preview, when a draft is open. */
  checks?: DraftChecks;
  preview?: { moduleUrl: string } | null;
}

export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface FixtureCheck {
  name?: string;
  description: string;
  passed: boolean;
  problems: string[];
  expected?: { errors?: FieldError[]; step?: string };
  actual?: { errors?: FieldError[]; stepPath?: string[]; step?: string };
}

export interface BreakingChange {
  rule: string;
  pointer: string;
  message: string;
}

/** The draft's generated TypeScript types differ from the live revision's (both texts). */
export interface TypeChange {
  message: string;
  live: string;
  draft: string;
}

export interface DraftChecks {
  lint: LintProblem[];
  fixtures: { passed: number; failed: number; results: FixtureCheck[] };
  breaking: BreakingChange[];
  /** Absent in checks stored before the type check existed. */
  types?: TypeChange[];
}

export interface DraftResult {
  checks: DraftChecks;
  /** null when the draft does not compile. */
  preview?: { moduleUrl: string } | null;
}

export interface Revision {
  version: number;
  revision: number;
  hash: string;
  publishedAt: string;
  publishedBy: string;
}

const base = (id: string) => `/api/studio/forms/${encodeURIComponent(id)}`;

export const studioKeys = {
  forms: ['studio', 'forms'] as const,
  form: (id: string) => ['studio', 'form', id] as const,
  revisions: (id: string) => ['studio', 'revisions', id] as const,
  revision: (id: string, revision: number) => ['studio', 'revision', id, revision] as const,
};

export const studioApi = {
  forms: () => apiFetch<{ forms: StudioFormSummary[] }>('/api/studio/forms').then((r) => r.forms),
  form: (id: string) => apiFetch<StudioForm>(base(id)),
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
  return useQuery({ queryKey: studioKeys.form(id), queryFn: () => studioApi.form(id), retry: false, staleTime: Infinity });
}

export function useRevisions(id: string) {
  return useQuery({ queryKey: studioKeys.revisions(id), queryFn: () => studioApi.revisions(id), retry: false });
}
