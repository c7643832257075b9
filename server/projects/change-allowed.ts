/**
 * The server's side of engine/core `changeRefusal`: a 409 with the reason when the form may not
 * change the project (a refused status such as Draft, a read-only project, or the form's
 * availability rule failing), read from the project's own record and the portal's rules.
 */
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { confirmationState } from '../confirmation/confirmation-availability.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

export async function assertChangeAllowed(db: Queryable, manifest: FormManifest, projectId: string, project: { status: string; record: Record<string, unknown> }): Promise<void> {
  // Only the rule that reads it pays for the confirmation's query.
  const needsConfirmation = manifest.availability === 'finaliseAvailable' || manifest.availability === 'confirmationAvailable';
  const confirmation = needsConfirmation ? await confirmationState(db, projectId, project.record.projectConfirmationSent) : undefined;
  const facts = {
    status: project.status,
    certifierClaimed: project.record.certifierClaimed === true,
    confirmationAvailable: confirmation?.confirmationAvailable,
    projectConfirmationSent: confirmation?.projectConfirmationSent,
  };
  const reason = changeRefusal(portal, manifest.availability, facts, manifest.messages?.unavailable ?? portal.messages.changeUnavailable);
  if (reason) throw new HttpError(409, reason);
}
