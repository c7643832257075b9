import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../auth/index.ts';
import { isClientError } from '../api/api-error.ts';
import { CapabilitiesProvider } from '../../engine/react/host/capabilities.tsx';
import { portalCapabilities } from '../forms/portal-capabilities.ts';
import { ToastRegion } from './toast-region.tsx';

/** Retries only what may succeed again: no retry for client errors (4xx). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isClientError(error) && count < 2,
      },
    },
  });
}

/** Chakra, TanStack Query, sign-in, the forms' capabilities and the toaster, around the router. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const capabilities = useMemo(() => portalCapabilities(queryClient), [queryClient]);
  return (
    <ChakraProvider value={getChakraSystem()}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CapabilitiesProvider value={capabilities}>{children}</CapabilitiesProvider>
        </AuthProvider>
        <ToastRegion />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
