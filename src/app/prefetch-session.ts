import type { QueryClient } from '@tanstack/react-query';
import { contactPortalRolesQuery } from '../api/portal-roles.ts';
import { projectQuery, userContactQuery } from '../api/queries.ts';
import { toAuthUser } from '../auth/auth-user.ts';
import { secondsLeft } from '../auth/stored-sign-in.ts';
import { currentSignIn, rolesClaimName } from '../auth/user-manager.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';
import { prefetchFormContext } from '../forms/context/prefetch-context.ts';
import { studioFormQuery } from '../studio/studio-form-query.ts';

export interface SessionPrefetch {
  /** The tab's sign-in is read and the first requests are on their way (or there is nothing to ask). */
  asked: Promise<void>;
  /** Every answer is in the query cache (or failed, left to the pages to report). */
  done: Promise<void>;
}

/**
 * The signed-in user's contact, then its portal roles and the context the first route's form
 * declares (`formContext`, e.g. the organisation), and the project the first route is about
 * (`projectId`), asked for at start-up: every signed-in page waits for the first two (the guards,
 * the header, the home decision), and a project route for its project. Asked by the first render,
 * they came only after the scripts, sign-in and the guards had settled, two round trips after the
 * last. The pages' own queries take these results (same keys). Nothing is asked without a valid
 * sign-in; for analysts and testers, who have no contact, only the files of the form whose
 * workspace the first route is (`formId`).
 */
export function prefetchSession(queryClient: QueryClient, routeParams: { projectId?: string; formId?: string } = {}, formContext: readonly string[] = []): SessionPrefetch {
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const done = (async () => {
    try {
      const signedIn = await currentSignIn();
      if (!signedIn || secondsLeft(signedIn) <= 0) return;
      const user = toAuthUser(signedIn, rolesClaimName());
      if (isStudioUser(user.roles)) {
        // An analyst's or tester's first route may be a form's workspace, which waits for its files.
        if (routeParams.formId) void queryClient.prefetchQuery(studioFormQuery(routeParams.formId));
        return;
      }
      const project = routeParams.projectId ? queryClient.prefetchQuery(projectQuery(routeParams.projectId)) : undefined;
      const contact = queryClient.fetchQuery(userContactQuery(user.oid));
      const context = prefetchFormContext(queryClient, formContext, contact);
      markAsked();
      const found = await contact;
      await Promise.all([found?.contactId ? queryClient.prefetchQuery(contactPortalRolesQuery(found.contactId)) : undefined, context, project]);
    } catch {
      // Left to the pages, which ask again and report it.
    } finally {
      markAsked();
    }
  })();
  return { asked, done };
}
