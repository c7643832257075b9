import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { preloadRoute } from './app/route-preload.ts';
import { getUserManager } from './auth/user-manager.ts';
import { prefetchForm } from './forms/prefetch-form.ts';

// Sign-in's configuration and the first route's chunks load in parallel with the first render,
// not one after another behind it.
getUserManager().catch(() => undefined);
const router = createRouter();
preloadRoute(router.routes, window.location.pathname, prefetchForm);
const queryClient = createQueryClient();

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
