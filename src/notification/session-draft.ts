import type { FieldError } from '../../engine/core/types.ts';
import { keptFilesScope, newId, TAB_SESSION_PREFIX } from '../app/tab-session.ts';
import { forgetKeptFiles, indexedDbFileKeeper, type FileKeeper } from '../../engine/react/files/file-keeper.ts';

/** The session storage key of the notification in progress. */
export const DRAFT_KEY = `${TAB_SESSION_PREFIX}notification-draft`;
/** The session storage key of the last notification submitted, whose confirmation a reload shows again. */
export const SUBMITTED_KEY = `${TAB_SESSION_PREFIX}notification-submitted`;
/** The project id of a notification never saved (spec 3 section 2.1). */
export const NEW_PROJECT_ID = 'new-project';

export interface Submission {
  projectId: string;
  projectNumber: string;
  submittedOn: string;
  /** A levy paid by card on submission: the receipt number and when it was processed. */
  paymentReference?: string | null;
  paymentDate?: string | null;
}

/**
 * The wizard's state in the browser session (spec 3 section 3.4), so a refresh loses nothing:
 * the form it belongs to, the project id and number, the machine's persisted snapshot (data,
 * step progress, step) and, after submitting, the confirmation.
 */
export interface SessionDraft {
  formId: string;
  formVersion: number;
  /** The revision a resumed draft was made with: its module, or null for the build's own; absent: the form as loaded. */
  moduleUrl?: string | null;
  projectId: string;
  projectNumber: string | null;
  /** The data as the server last stored it (stable JSON): what a stored draft's unsaved changes are told from. */
  savedData?: string;
  /** The form machine's persisted snapshot; absent until the wizard has run. */
  snapshot?: unknown;
  /** Data to start from when there is no snapshot (e.g. a draft resumed from the server). */
  data?: Record<string, unknown>;
  /** What must be re-entered (a draft made with another version of the form). */
  reEnter?: FieldError[];
  notice?: string;
  submission?: Submission;
  /**
   * Files described in the data whose File objects a page load lost, by the data pointer of their
   * files field: dropped from the data and to be attached again (see lost-files.ts).
   */
  lostFiles?: Record<string, { fileName: string; mimeType: string; sizeBytes: number }[]>;
  /** What this draft's chosen files are kept under across a page load (`keptStepFiles`); absent: they are not kept. */
  filesKey?: string;
}

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readDraft(): SessionDraft | null {
  try {
    const text = storage()?.getItem(DRAFT_KEY);
    const draft = text ? (JSON.parse(text) as SessionDraft) : null;
    return draft && typeof draft.formId === 'string' && typeof draft.projectId === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: SessionDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage full or unavailable: the wizard still works, a refresh loses it */
  }
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
  void forgetKeptFiles(keptFilesScope(`${DRAFT_KEY}|`));
}

/** A key for a new draft's kept files; the files any earlier draft of the tab kept go. */
export function newDraftFilesKey(): string {
  void forgetKeptFiles(keptFilesScope(`${DRAFT_KEY}|`));
  return newId();
}

/** The keeper of the files a draft's step holds (one files field a step), or none for a draft that keeps none. */
export function keptStepFiles(draft: SessionDraft, stepId: string): FileKeeper | undefined {
  return draft.filesKey ? indexedDbFileKeeper(keptFilesScope(`${DRAFT_KEY}|${draft.filesKey}|${stepId}`)) : undefined;
}

/** The confirmation of the notification just submitted (its draft is cleared), for a reload. */
export function readSubmitted(): Submission | null {
  try {
    const text = storage()?.getItem(SUBMITTED_KEY);
    const submission = text ? (JSON.parse(text) as Submission) : null;
    return submission && typeof submission.projectId === 'string' && typeof submission.projectNumber === 'string' ? submission : null;
  } catch {
    return null;
  }
}

export function writeSubmitted(submission: Submission): void {
  try {
    storage()?.setItem(SUBMITTED_KEY, JSON.stringify(submission));
  } catch {
    /* storage full or unavailable: a reload starts a new notification */
  }
}

export function clearSubmitted(): void {
  storage()?.removeItem(SUBMITTED_KEY);
}

/** A new notification (the intro's Start). */
export function startDraft(formId: string, formVersion: number): SessionDraft {
  clearSubmitted();
  const draft: SessionDraft = { formId, formVersion, projectId: NEW_PROJECT_ID, projectNumber: null, filesKey: newDraftFilesKey() };
  writeDraft(draft);
  return draft;
}

/** Snapshot data of the machine (the part our resume needs). */
export function snapshotData(snapshot: unknown): Record<string, unknown> | undefined {
  const data = (snapshot as { context?: { data?: unknown } } | undefined)?.context?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/**
 * The draft made fit for the running form: the same form and version as is; another version
 * restarts its machine from the data, without the values the current form refuses (`invalid`
 * lists them), which are named as to re-enter with `notice`.
 */
export function fitDraft(draft: SessionDraft, form: { id: string; version: number }, invalid: (data: Record<string, unknown>) => FieldError[], notice: string): SessionDraft | null {
  if (draft.formId !== form.id) return null;
  if (draft.formVersion === form.version) return draft;
  let data = draft.data ?? snapshotData(draft.snapshot) ?? {};
  const reEnter = invalid(data);
  data = withoutPaths(data, reEnter.map((error) => error.path));
  return { ...draft, formVersion: form.version, moduleUrl: undefined, snapshot: undefined, data, reEnter, notice: reEnter.length ? notice : undefined };
}

function withoutPaths(data: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
    if (node && parts.length) delete node[parts[parts.length - 1]];
  }
  return copy;
}
