/**
 * Whether a form may change a project, and if not why: one function for the page that hosts a
 * change form and for the server that takes it. The portal's project rules (forms/portal.json,
 * passed in so this module stays free of generated code) and the form's availability rule decide.
 */
import { isAvailable, type AvailabilityFacts, type AvailabilityName } from './availability.ts';

/** The portal's project rules of forms/portal.json that decide a refusal. */
export interface ProjectChangeRules {
  readOnlyProjects: { statuses: string[]; banners: Record<string, string>; fallback: string };
  changeRequests: { refusedStatuses: Record<string, string> };
}

/** What is known of the project: its status and the facts the availability rules read. */
export type ProjectFacts = Omit<AvailabilityFacts, 'readOnly'> & { status: string; readOnly?: boolean };

/**
 * Null when the form may change the project; otherwise the reason to show or answer:
 * - a status that takes no change (e.g. Draft) gives its own reason;
 * - a form with an availability rule may change a project while its rule holds, even a read-only
 *   one (e.g. a Finalised project's cost of work); otherwise the read-only banner, or
 *   `unavailableMessage` for an editable project;
 * - any other form may change a project that is not read-only.
 */
export function changeRefusal(rules: ProjectChangeRules, availability: AvailabilityName | undefined, facts: ProjectFacts, unavailableMessage: string): string | null {
  const refused = rules.changeRequests.refusedStatuses[facts.status];
  if (refused) return refused;
  const readOnly = facts.readOnly === true || rules.readOnlyProjects.statuses.includes(facts.status);
  const banner = rules.readOnlyProjects.banners[facts.status] ?? rules.readOnlyProjects.fallback;
  if (availability) return isAvailable(availability, { ...facts, readOnly }) ? null : readOnly ? banner : unavailableMessage;
  return readOnly ? banner : null;
}
