import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lookupQueries, type DescriptionOfWork, type Lookup } from '../../forms/context/lookups-api.ts';
import type { LookupNames } from './detail-value.ts';

const byId = (list: readonly Lookup[] | undefined) => new Map<unknown, string>((list ?? []).map((item) => [item.id, item.name]));

/**
 * The lookups the project page shows by name: types of work, councils and the descriptions of work
 * with their questions (the same cached queries the forms' `lookups` context uses). Until they load,
 * or if they fail, names show as '-'.
 */
export function useProjectLookups(): LookupNames & { descriptions: readonly DescriptionOfWork[] } {
  const types = useQuery(lookupQueries.typesOfWork);
  const councils = useQuery(lookupQueries.councils);
  const descriptions = useQuery(lookupQueries.descriptionsOfWork);
  return useMemo(
    () => ({ typesOfWork: byId(types.data), councils: byId(councils.data), descriptions: descriptions.data ?? [] }),
    [types.data, councils.data, descriptions.data],
  );
}
