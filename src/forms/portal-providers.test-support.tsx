import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster, CapabilitiesProvider } from '../../engine/react/index.ts';
import { portalCapabilities } from './portal-capabilities.ts';

/** Test support: what the portal puts around a form page (queries without retries, the forms' capabilities, the toaster). */
export function PortalTestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [capabilities] = useState(() => portalCapabilities(client));
  return (
    <QueryClientProvider client={client}>
      <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
