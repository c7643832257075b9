import type { FieldError } from '../../engine/core/types.ts';

/** What the Studio API sends and takes: the browser's side of server/studio's answers. */

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
