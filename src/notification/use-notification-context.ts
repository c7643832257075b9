import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUserContact } from '../api/queries.ts';
import { useAuth } from '../auth/index.ts';
import { fetchDescriptionsOfWork, fetchLookup, fetchOrganisation, LOOKUP_STALE_MS } from './notification-api.ts';

/** Today in Queensland as yyyy-MM-dd. */
export function todayInBrisbane(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const lookupQuery = { staleTime: LOOKUP_STALE_MS, gcTime: LOOKUP_STALE_MS };

/**
 * What the wizard's machine and widgets read besides the data: the lookups (descriptions of work
 * with their questions, types of work, councils; kept 24 h), the levy payer's organisation (its
 * entity type decides the exemptions), today, and the chosen description's details.
 */
export function useNotificationContext(descriptionName: unknown) {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  const organisationId = contact.data?.organisationId ?? undefined;
  const organisation = useQuery({ queryKey: ['organisation', organisationId], queryFn: () => fetchOrganisation(organisationId!), enabled: !!organisationId, retry: false });
  const descriptions = useQuery({ queryKey: ['lookup', 'descriptionOfWorks'], queryFn: fetchDescriptionsOfWork, ...lookupQuery });
  const types = useQuery({ queryKey: ['lookup', 1], queryFn: () => fetchLookup(1), ...lookupQuery });
  const councils = useQuery({ queryKey: ['lookup', 2], queryFn: () => fetchLookup(2), ...lookupQuery });

  const detail = useMemo(() => descriptions.data?.find((item) => item.name === descriptionName), [descriptions.data, descriptionName]);
  const typeOfWork = useMemo(() => types.data?.find((item) => item.id === detail?.typeOfWork)?.name, [types.data, detail]);
  const context = useMemo(
    () => ({
      today: todayInBrisbane(),
      organisation: organisation.data ?? {},
      descriptionOfWork: detail ? { ...detail, typeOfWork: typeOfWork ?? null } : undefined,
      lookups: { descriptionOfWorks: descriptions.data ?? [], typesOfWork: types.data ?? [], councils: councils.data ?? [] },
    }),
    [organisation.data, detail, typeOfWork, descriptions.data, types.data, councils.data],
  );
  const ready = !contact.isPending && (!organisationId || !organisation.isPending) && !descriptions.isPending && !types.isPending && !councils.isPending;
  return { context, ready, contactId: contact.data?.contactId, typeOfWork };
}
