import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { organisationQuery, useUserContact } from '../../api/queries.ts';
import { useAuth } from '../../auth/index.ts';
import { useProjectAccess } from '../../levy-payer/use-project-access.ts';
import { bankAccountsQuery, lookupQueries } from './lookups-api.ts';
import { needsContact, queriesFromContact } from './contact-context.ts';
import { todayInBrisbane } from '../../../engine/core/brisbane-date.ts';
import type { LookupsContext } from '../../../engine/core/host.ts';

/**
 * The context names a form may declare in form.json `context`, each with the portal's one loader:
 * - `contact`: the signed-in user's contact;
 * - `organisation`: their organisation (an empty record when they have none);
 * - `project`: the project of the route's `projectId` (a 403 sends the user home with the toast);
 * - `today`: today in Queensland (yyyy-MM-dd);
 * - `lookups`: descriptions of work (with their questions), types of work and councils, kept 24 h;
 * - `bankAccounts`: the contact's bank accounts keyed by code (`/bankAccounts/REFUND`).
 */
export const contextLoaderNames = ['contact', 'organisation', 'project', 'today', 'lookups', 'bankAccounts'] as const;
export type ContextName = (typeof contextLoaderNames)[number];

export interface FormContextState {
  context: Record<string, unknown>;
  /** Every declared context has loaded (or failed). */
  ready: boolean;
  /** A declared context could not be loaded. */
  failed: boolean;
  /** The user may not see the route's record (the loader already sent them home). */
  forbidden: boolean;
  /** The route names no project the server knows (none by that id, or an id that cannot be one). */
  unknownProject: boolean;
}

/**
 * Loads the context a form declares (form.json `context`), each name by its one loader; names the
 * form does not declare are not loaded. `params` are the route's parameters.
 */
export function useFormContext(names: readonly string[] = [], params: Record<string, string | undefined> = {}): FormContextState {
  const wants = (name: ContextName) => names.includes(name);
  const { user } = useAuth();
  const contact = useUserContact(needsContact(names) ? user?.oid : undefined);
  // Disabled stand-ins keep the hooks' order while the contact lacks the key a query needs.
  const organisationQ = queriesFromContact.organisation(contact.data);
  const organisation = useQuery({ ...(organisationQ ?? organisationQuery('')), enabled: wants('organisation') && !!organisationQ });
  const bankAccountsQ = queriesFromContact.bankAccounts(contact.data);
  const bankAccounts = useQuery({ ...(bankAccountsQ ?? bankAccountsQuery('')), enabled: wants('bankAccounts') && !!bankAccountsQ });
  const project = useProjectAccess(wants('project') ? params.projectId : undefined);
  const lookups = wants('lookups');
  const descriptions = useQuery({ ...lookupQueries.descriptionsOfWork, enabled: lookups });
  const types = useQuery({ ...lookupQueries.typesOfWork, enabled: lookups });
  const councils = useQuery({ ...lookupQueries.councils, enabled: lookups });

  return useMemo(() => {
    const context: Record<string, unknown> = {};
    const pending: boolean[] = [];
    const failed: boolean[] = [];
    if (wants('contact')) {
      context.contact = contact.data;
      pending.push(contact.isPending);
      failed.push(contact.isError);
    }
    if (wants('organisation')) {
      context.organisation = organisation.data ?? {};
      pending.push(contact.isPending || (!!organisationQ && organisation.isPending));
    }
    if (wants('project')) {
      context.project = project.data;
      pending.push(project.isPending);
      failed.push(project.isError);
    }
    if (wants('bankAccounts')) {
      context.bankAccounts = bankAccounts.data ?? {};
      pending.push(contact.isPending || (!!bankAccountsQ && bankAccounts.isPending));
      failed.push(bankAccounts.isError);
    }
    if (wants('today')) context.today = todayInBrisbane();
    if (lookups) {
      context.lookups = { descriptionOfWorks: descriptions.data ?? [], typesOfWork: types.data ?? [], councils: councils.data ?? [] } satisfies LookupsContext;
      pending.push(descriptions.isPending, types.isPending, councils.isPending);
    }
    return { context, ready: !pending.some(Boolean), failed: failed.some(Boolean), forbidden: project.forbidden, unknownProject: project.unknown };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names.join(), contact.data, contact.isPending, contact.isError, organisation.data, organisation.isPending, !!organisationQ, !!bankAccountsQ, bankAccounts.data, bankAccounts.isPending, bankAccounts.isError, project.data, project.isPending, project.isError, project.forbidden, project.unknown, descriptions.data, descriptions.isPending, types.data, types.isPending, councils.data, councils.isPending]);
}
