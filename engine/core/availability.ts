/**
 * When an action on a project may be taken: a small closed set of named rules that the catalog
 * refers to by name (forms/portal.json tiles, form.json `availability`). The browser uses them to
 * enable a tile or show an edit button; the server uses the same rule to refuse the request.
 */

/** What the rules read of a project, as the API returns it (`GET /api/project/{id}`). */
export interface AvailabilityFacts {
  /**
   * No change may be made: a read-only status (forms/portal.json `readOnlyProjects`) or one that
   * takes no change request (e.g. a Draft). The caller decides it from the catalog's lists.
   */
  readOnly: boolean;
  status?: string | null;
  /** A certifier has claimed the project: its certifier details are theirs. */
  certifierClaimed?: boolean | null;
  /** The server says a project confirmation can be retrieved now. */
  confirmationAvailable?: boolean | null;
  /** A project confirmation has been issued (the project's `projectConfirmationSent`). */
  projectConfirmationSent?: boolean | null;
}

type Rule = (facts: AvailabilityFacts) => boolean;

/** The named rules (spec 2 sections 2, 4 and 6). */
export const availabilityRules = {
  /** Any change: the project is not read-only. */
  editable: (facts) => !facts.readOnly,
  /** Change in cost of work: not read-only, or Finalised (a finalised project's cost may still change). */
  editableOrFinalised: (facts) => !facts.readOnly || facts.status === 'Finalised',
  /** Finalise: not read-only and a confirmation exists. */
  finaliseAvailable: (facts) => !facts.readOnly && facts.projectConfirmationSent === true,
  /** Project confirmation download. */
  confirmationAvailable: (facts) => facts.confirmationAvailable === true,
  /** Certifier details: not read-only and not claimed by a certifier. */
  certifierEditable: (facts) => !facts.readOnly && facts.certifierClaimed !== true,
} as const satisfies Record<string, Rule>;

export type AvailabilityName = keyof typeof availabilityRules;

export const availabilityNames = Object.keys(availabilityRules) as AvailabilityName[];

export function isAvailabilityName(name: unknown): name is AvailabilityName {
  return typeof name === 'string' && Object.hasOwn(availabilityRules, name);
}

/** Whether the named rule holds; an unknown name never holds (the linter refuses one). */
export function isAvailable(name: string | undefined, facts: AvailabilityFacts): boolean {
  if (name === undefined) return true;
  return isAvailabilityName(name) ? availabilityRules[name](facts) : false;
}
