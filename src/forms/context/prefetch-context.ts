import type { QueryClient } from '@tanstack/react-query';
import type { UserContact } from '../../api/types.ts';
import { bankAccountsQuery, lookupQueries, organisationQuery } from './lookups-api.ts';

/**
 * Asks, into the queries `useFormContext` reads, for the context a form declares (`names`) that
 * needs no more than the signed-in user's `contact`: the lookups, the organisation and the bank
 * accounts. Declared in form.json, the names were known only once the form's code had arrived, so
 * these requests left a round trip after it. `contact` and `project` are the session's own requests.
 */
export function prefetchFormContext(queryClient: QueryClient, names: readonly string[], contact: UserContact | null): Promise<unknown> {
  const asked: Promise<unknown>[] = [];
  if (names.includes('lookups')) {
    asked.push(queryClient.prefetchQuery(lookupQueries.descriptionsOfWork), queryClient.prefetchQuery(lookupQueries.typesOfWork), queryClient.prefetchQuery(lookupQueries.councils));
  }
  if (names.includes('organisation') && contact?.organisationId) asked.push(queryClient.prefetchQuery(organisationQuery(contact.organisationId)));
  if (names.includes('bankAccounts') && contact?.customerNumber) asked.push(queryClient.prefetchQuery(bankAccountsQuery(contact.customerNumber)));
  return Promise.all(asked);
}
