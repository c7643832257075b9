import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchDescriptionsOfWork, fetchLookup, LOOKUP_STALE_MS, type DescriptionOfWork, type Lookup } from '../../forms/context/lookups-api.ts';
import type { LookupNames } from './detail-value.ts';

const cached = { staleTime: LOOKUP_STALE_MS, gcTime: LOOKUP_STALE_MS };
const byId = (list: readonly Lookup[] | undefined) => new Map<unknown, string>((list ?? []).map((item) => [item.id, item.name]));

/**
 * The lookups the project page shows by name: types of work, councils and the descriptions of work
 * with their questions (the same cached queries the forms' `lookups` context uses). Until they load,
 * or if they fail, names show as '-'.
 */
export function useProjectLookups(): LookupNames & { descriptions: readonly DescriptionOfWork[] } {
  const types = useQuery({ queryKey: ['lookup', 1], queryFn: () => fetchLookup(1), ...cached });
  const councils = useQuery({ queryKey: ['lookup', 2], queryFn: () => fetchLookup(2), ...cached });
  const descriptions = useQuery({ queryKey: ['lookup', 'descriptionOfWorks'], queryFn: fetchDescriptionsOfWork, ...cached });
  return useMemo(
    () => ({ typesOfWork: byId(types.data), councils: byId(councils.data), descriptions: descriptions.data ?? [] }),
    [types.data, councils.data, descriptions.data],
  );
}
