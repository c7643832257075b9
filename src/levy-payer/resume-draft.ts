import type { Project } from '../api/types.ts';
import { catalog } from '../../generated/registry.gen.ts';
import { formAt } from '../forms/use-compiled-form.ts';
import { NOTIFY_STEP_ROUTE, stepPath } from '../notification/step-route.ts';

/** The notification wizard's first step (catalog data): a resumed Draft starts there. */
export const DRAFT_RESUME_PATH = stepPath(catalog.find((entry) => entry.id === formAt(NOTIFY_STEP_ROUTE, 'wizard'))?.firstStep ?? '');

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
