import type { AvailabilityFacts } from '../../engine/core/availability.ts';
import type { Project } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';

const { statuses, banners, fallback } = portal.readOnlyProjects;

/** Whether a project cannot be changed (spec 2 section 4): the server says so, or its status is read-only (forms/portal.json). */
export function isReadOnly(project: Project): boolean {
  return project.readOnly === true || statuses.includes(project.status);
}

/** The read-only banner's text; the fallback for any other reason. */
export function readOnlyText(project: Project): string {
  return banners[project.status] ?? fallback;
}

/** Why no change may be requested for the project (read-only, or a status such as Draft); null when one may. */
export function changeRefusal(project: Project): string | null {
  return portal.changeRequests.refusedStatuses[project.status] ?? (isReadOnly(project) ? readOnlyText(project) : null);
}

/**
 * What the catalog's availability rules (engine/core `availabilityRules`) read of a project: here
 * read-only also covers a status that takes no change (e.g. a Draft), as the server refuses both.
 */
export function availabilityFacts(project: Project): AvailabilityFacts {
  return {
    readOnly: changeRefusal(project) !== null,
    status: project.status,
    certifierClaimed: project.certifierClaimed === true,
    confirmationAvailable: project.confirmationAvailable === true,
  };
}
