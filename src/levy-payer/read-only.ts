import type { AvailabilityFacts, AvailabilityName } from '../../engine/core/availability.ts';
import { changeRefusal as refusalOf } from '../../engine/core/change-refusal.ts';
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

/**
 * Why the project takes no change (a status such as Draft, read-only, or the form's availability
 * rule failing: engine/core `changeRefusal`, as the server decides); null when it does.
 */
export function changeRefusal(project: Project, availability?: AvailabilityName, unavailableMessage = portal.messages.changeUnavailable): string | null {
  const facts = { status: project.status, readOnly: project.readOnly === true, certifierClaimed: project.certifierClaimed === true, confirmationAvailable: project.confirmationAvailable === true, projectConfirmationSent: project.projectConfirmationSent === true };
  return refusalOf(portal, availability, facts, unavailableMessage);
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
    projectConfirmationSent: project.projectConfirmationSent === true,
  };
}
