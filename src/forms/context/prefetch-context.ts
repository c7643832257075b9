import type { QueryClient } from '@tanstack/react-query';
import type { UserContact } from '../../api/types.ts';
import { organisationQuery } from '../../api/queries.ts';
import { bankAccountsQuery, lookupQueries } from './lookups-api.ts';

/**
 * Asks, into the queries `useFormContext` reads, for the context a form declares (`names`) that
 * needs no more than the signed-in user's contact: the lookups at once, the organisation and the
 * bank accounts once `contact` has come (nothing more if it fails). Declared in form.json, the
 * names were known only once the form's code had arrived, so these requests left a round trip
 * after it. `contact` and `project` are the session's own requests; `today` asks nothing.
 */
export async function prefetchFormContext(queryClient: QueryClient, names: readonly string[], contact: Promise<UserContact | null>): Promise<void> {
  const asked: Promise<unknown>[] = [];
  if (names.includes('lookups')) {
    asked.push(queryClient.prefetchQuery(lookupQueries.descriptionsOfWork), queryClient.prefetchQuery(lookupQueries.typesOfWork), queryClient.prefetchQuery(lookupQueries.councils));
  }
  const found = await contact.catch(() => null);
  if (names.includes('organisation') && found?.organisationId) asked.push(queryClient.prefetchQuery(organisationQuery(found.organisationId)));
  if (names.includes('bankAccounts') && found?.customerNumber) asked.push(queryClient.prefetchQuery(bankAccountsQuery(found.customerNumber)));
  await Promise.all(asked);
}
