import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prepareChakraSystem } from '../engine/react/theme/style-system.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter, routes } from './app/router.tsx';
import { indexHistoryEntry } from './app/history-entry.ts';
import { inNextTask } from './app/next-task.ts';
import { prefetchSession } from './app/prefetch-session.ts';
import { preloadRoute } from './app/route-preload.ts';
import { authConfig, getUserManager, hasStoredSignIn } from './auth/user-manager.ts';
import { prefetchForm } from './forms/prefetch-form.ts';

// Sign-in's configuration, the first route's chunks and the signed-in user's contact load in
// parallel with the first render, not one after another behind it. A signed-in tab calls the API
// with the token it holds, and loads the sign-in library later; a tab that must sign in first
// needs the library at once.
(hasStoredSignIn() ? authConfig() : getUserManager()).catch(() => undefined);
const queryClient = createQueryClient();
const routeList = routes();

// Asking for them (matching the route, a preload link per chunk, the requests) is a task of its own,
// the first after the scripts have run: in the scripts' task it lengthened the longest task of
// start-up by about a third, in which a phone answers no input.
const session = inNextTask(() => {
  const path = window.location.pathname;
  const matches = matchRoutes(routeList, path);
  const first = preloadRoute(matches, path, prefetchForm);
  // A page showing only a form's manifest does not yet need the context the form declares.
  return prefetchSession(queryClient, matches?.at(-1)?.params, first?.part === 'form' ? first.form.context : undefined);
}).catch((error: unknown) => {
  // Asking failing is no reason not to render: the pages ask again and report it.
  reportError(error);
  return undefined;
});

// The router is built in a task of its own after that one (the history entry it writes first, in
// another), and Chakra's style system (the longest step of start-up) a phase per task, so neither
// lengthens the task that sends the session's requests nor holds the page from input for long;
// the first render then finds both ready. They are queued once that task has run, behind the tasks
// it queued to ask for the first route's chunks, so those requests leave first.
const asked = session.then(() => undefined);
const router = asked.then(() => inNextTask(indexHistoryEntry)).then(() => inNextTask(() => createRouter(routeList)));
const styleSystem = asked.then(() => prepareChakraSystem());

// In a signed-in tab the first render begins once the session's requests have left (the sign-in
// is read from this tab's storage, its configuration preloaded with the page), so it never holds
// them back; should the configuration be slow to come, the page renders without waiting longer
// than this.
const FIRST_RENDER_WAIT_MS = 500;
const sessionAsked = hasStoredSignIn()
  ? session.then((started) => started && Promise.race([started.asked, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]))
  : Promise.resolve();
Promise.all([router, styleSystem, sessionAsked]).then(([router]) =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
).catch(reportError);
