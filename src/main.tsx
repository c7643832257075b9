// The page-wide styles, written by the build (scripts/vite-chakra-stylesheet.ts).
import 'virtual:chakra-global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { prefetchSession } from './app/prefetch-session.ts';
import { preloadRoute } from './app/route-preload.ts';
import { getUserManager, hasStoredSignIn } from './auth/user-manager.ts';
import { prefetchForm } from './forms/prefetch-form.ts';

// Sign-in's configuration, the first route's chunks and the signed-in user's contact load in
// parallel with the first render, not one after another behind it.
getUserManager().catch(() => undefined);
const queryClient = createQueryClient();
const router = createRouter();
const path = window.location.pathname;
preloadRoute(router.routes, path, prefetchForm);
const session = prefetchSession(queryClient, matchRoutes(router.routes, path)?.at(-1)?.params);

// The first render is one long task. In a signed-in tab it begins once the session's requests
// have left (the sign-in is read from this tab's storage, its configuration preloaded with the
// page), so it no longer holds them back until it ends; should the configuration be slow to come,
// the page renders without waiting longer than this.
const FIRST_RENDER_WAIT_MS = 500;
const root = createRoot(document.getElementById('root')!);
const sessionAsked = hasStoredSignIn() ? Promise.race([session.asked, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]) : Promise.resolve();
sessionAsked.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
