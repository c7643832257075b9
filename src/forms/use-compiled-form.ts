import { useQuery } from '@tanstack/react-query';
import { loadForm } from '../../generated/registry.gen.ts';

/** A compiled form from the registry (its own chunk), loaded once per session. */
export function useCompiledForm(formId: string) {
  return useQuery({
    queryKey: ['compiled-form', formId],
    queryFn: () => loadForm(formId),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
