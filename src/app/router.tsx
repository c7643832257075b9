import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthCallbackPage, RequireSignIn } from '../auth/index.ts';
import { changeFormRoutes } from '../change-forms/form-routes.tsx';
import { ProjectPage } from '../levy-payer/project-page.tsx';
import { ProjectsPage } from '../levy-payer/projects-page.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { HomeRedirect } from '../pages/home-redirect.tsx';
import { NotFoundPage } from '../pages/message-page.tsx';
import { AppShell } from '../shell/app-shell.tsx';

/** The signed-in routes inside the shell; areas add theirs here. */
export function appRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect /> },
    { path: 'levies-payer-portal', element: <ProjectsPage /> },
    { path: 'levies-payer-portal/project/:projectId', element: <ProjectPage /> },
    ...changeFormRoutes(),
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function routes(): RouteObject[] {
  return [
    { path: '/auth/callback', element: <AuthCallbackPage />, errorElement: <ErrorPage /> },
    {
      path: '/',
      element: (
        <RequireSignIn>
          <AppShell />
        </RequireSignIn>
      ),
      errorElement: <ErrorPage />,
      children: appRoutes(),
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routes());
}
