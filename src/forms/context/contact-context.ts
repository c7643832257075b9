import type { UserContact } from '../../api/types.ts';
import { organisationQuery } from '../../api/queries.ts';
import { areaOf } from '../../pages/home-decision.ts';
import { bankAccountsQuery } from './lookups-api.ts';

/**
 * The context names read through the signed-in user's contact, each with its query once the
 * contact holds the key it needs (none when it does not: a user with no organisation). Read by
 * `useFormContext` and by start-up's early ask (`prefetchFormContext`), so both ask the same.
 */
export const queriesFromContact = {
  organisation: (contact: UserContact | null | undefined) => (contact?.organisationId ? organisationQuery(contact.organisationId) : undefined),
  bankAccounts: (contact: UserContact | null | undefined) =>
    contact?.customerNumber ? bankAccountsQuery(contact.customerNumber, areaOf(contact.contactType) === 'Certifier') : undefined,
};

/** Whether any of the declared names needs the user's contact loaded. */
export const needsContact = (names: readonly string[]) => names.some((name) => name === 'contact' || name in queriesFromContact);
