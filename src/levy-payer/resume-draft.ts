import type { Project } from '../api/types.ts';

export const DRAFT_RESUME_PATH = '/levies-payer-portal/notify-new-project/building-details';

/** Navigation state that resumes a Draft in the notification wizard. */
export interface ResumeDraftState {
  projectId: string;
  projectNumber: string | null;
}

/** Whether the project is a notification saved with Save & Exit and not yet submitted. */
export const isDraft = (project: Pick<Project, 'status'>): boolean => project.status === 'Draft';

/** Where and with what state the wizard resumes this Draft. */
export function resumeDraftTarget(project: Pick<Project, 'projectId' | 'projectNumber'>): { to: string; state: ResumeDraftState } {
  return { to: DRAFT_RESUME_PATH, state: { projectId: project.projectId, projectNumber: project.projectNumber ?? null } };
}
