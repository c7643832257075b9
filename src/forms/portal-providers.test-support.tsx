import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CompiledForm } from '../../engine/core/types.ts';
import { AppToaster, CapabilitiesProvider } from '../../engine/react/index.ts';
import { portalCapabilities } from './portal-capabilities.ts';
import { compiledFormQuery } from './use-compiled-form.ts';
import { createQueryClient } from '../app/providers.tsx';

/**
 * Test support: what the portal puts around a form page (the portal's queries, without retries, the forms'
 * capabilities, the toaster). `forms` are served as the current revisions of their ids, as if
 * loaded already: a page given a test-only form's id (e.g. by a test catalog entry) hosts it.
 */
export function PortalTestProviders({ children, forms = [] }: { children: ReactNode; forms?: readonly CompiledForm[] }) {
  const [client] = useState(() => {
    const queries = createQueryClient();
    queries.setDefaultOptions({ queries: { ...queries.getDefaultOptions().queries, retry: false } });
    for (const form of forms) queries.setQueryData(compiledFormQuery(form.manifest.id).queryKey, form);
    return queries;
  });
  const [capabilities] = useState(() => portalCapabilities(client));
  return (
    <QueryClientProvider client={client}>
      <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
