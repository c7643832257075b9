import type { QueryClient } from '@tanstack/react-query';
import type { UserContact } from '../../api/types.ts';
import { lookupQueries } from './lookups-api.ts';
import { queriesFromContact } from './contact-context.ts';

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
  const organisation = names.includes('organisation') ? queriesFromContact.organisation(found) : undefined;
  if (organisation) asked.push(queryClient.prefetchQuery(organisation));
  const bankAccounts = names.includes('bankAccounts') ? queriesFromContact.bankAccounts(found) : undefined;
  if (bankAccounts) asked.push(queryClient.prefetchQuery(bankAccounts));
  await Promise.all(asked);
}
