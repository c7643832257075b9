import type { Project } from '../api/types.ts';

/** Statuses in which a project cannot be changed (spec 2 section 4). */
const READ_ONLY_STATUSES = new Set(['OnHold', 'Cancelled', 'Finalised', 'Closed']);

const BANNER_TEXT: Record<string, string> = {
  OnHold: 'This project is currently on hold and cannot be updated.',
  Cancelled: 'This project has been cancelled and cannot be updated.',
  Finalised: 'This project has been finalised and cannot be updated.',
  Closed: 'This project is closed and cannot be updated.',
};

export function isReadOnly(project: Project): boolean {
  return project.readOnly === true || READ_ONLY_STATUSES.has(project.status);
}

/** The read-only banner's text; the fallback for any other reason. */
export function readOnlyText(project: Project): string {
  return BANNER_TEXT[project.status] ?? 'This project cannot be updated.';
}
