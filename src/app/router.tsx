import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireSignIn } from '../auth/index.ts';
import { changeFormRoutes } from '../change-forms/form-routes.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { HomeRedirect } from '../pages/home-redirect.tsx';
import { NotFoundPage } from '../pages/message-page.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { AreaGuard } from './area-guard.tsx';
import { StudioGuard } from '../studio/studio-guard.tsx';
import { OnboardingGuard } from './onboarding-guard.tsx';
import { SignInReturnPage } from './sign-in-return.tsx';
import { registerRoutes } from './known-routes.ts';
import { lazyPage } from './lazy-page.tsx';
import { NOTIFY_STEP_ROUTE } from '../notification/step-route.ts';
import { PROJECT_PAGE_ROUTE } from '../levy-payer/project/project-route.ts';
import { FINANCES_ROUTE, PAY_INVOICE_ROUTE } from '../payments/pay-invoice-route.ts';
import { WIDE_PAGE } from '../shell/page-width.ts';

// Pages load lazily (lazyPage) so the first route carries only the shell. Add a route as one line
// in the list it belongs to; paths are absolute. Table pages take the window's width (WIDE_PAGE).

/** Levy payer area (/levies-payer-portal/*): levy payers only. */
function levyPayerRoutes(): RouteObject[] {
  return [
    { path: '/levies-payer-portal', handle: WIDE_PAGE, element: lazyPage(() => import('../levy-payer/dashboard-page.tsx'), 'DashboardPage') },
    { path: PROJECT_PAGE_ROUTE, handle: WIDE_PAGE, element: lazyPage(() => import('../levy-payer/project-page.tsx'), 'ProjectPage') },
    { path: '/levies-payer-portal/notify-new-project', element: lazyPage(() => import('../notification/intro-page.tsx'), 'NotificationIntroPage', NOTIFY_STEP_ROUTE, 'manifest') },
    { path: NOTIFY_STEP_ROUTE, element: lazyPage(() => import('../notification/notification-page.tsx'), 'NotificationPage') },
    { path: FINANCES_ROUTE, handle: WIDE_PAGE, element: lazyPage(() => import('../finances/finances-page.tsx'), 'FinancesPage') },
    { path: PAY_INVOICE_ROUTE, element: lazyPage(() => import('../payments/pay-invoice-page.tsx'), 'PayInvoicePage') },
    ...changeFormRoutes(),
  ];
}

/** Certifier area (/certifier-portal/*): certifiers only. */
function certifierRoutes(): RouteObject[] {
  return [
    { path: '/certifier-portal', handle: WIDE_PAGE, element: lazyPage(() => import('../certifier/certifier-home-page.tsx'), 'CertifierHomePage') },
    { path: '/certifier-portal/certify-claim-project', element: lazyPage(() => import('../certifier/claim-page.tsx'), 'ClaimPage') },
    { path: '/certifier-portal/claim/:claimId', handle: WIDE_PAGE, element: lazyPage(() => import('../certifier/claim-view-page.tsx'), 'ClaimViewPage') },
  ];
}

/** Signed-in routes open to any contact type: onboarding until done, then profile and company. */
function sharedRoutes(): RouteObject[] {
  return [
    {
      element: <OnboardingGuard need="notOnboarded" />,
      children: [{ path: '/onboarding', element: lazyPage(() => import('../onboarding/onboarding-page.tsx'), 'OnboardingPage') }],
    },
    {
      element: <OnboardingGuard need="onboarded" />,
      children: [
        { path: '/profile', element: lazyPage(() => import('../profile/profile-page.tsx'), 'ProfilePage') },
        { path: '/company', element: lazyPage(() => import('../company/company-page.tsx'), 'CompanyPage') },
      ],
    },
  ];
}

/** Forms Studio (/studio/*): analysts and testers only. */
function studioRoutes(): RouteObject[] {
  return [
    { path: '/studio', element: lazyPage(() => import('../studio/studio-list-page.tsx'), 'StudioListPage') },
    { path: '/studio/fixtures', element: lazyPage(() => import('../studio/tester/tester-page.tsx'), 'TesterPage') },
    { path: '/studio/forms/:formId', element: lazyPage(() => import('../studio/workspace/workspace-page.tsx'), 'WorkspacePage') },
  ];
}

/** The signed-in routes inside the shell. */
export function appRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect /> },
    ...sharedRoutes(),
    { element: <AreaGuard area="LevyPayer" />, children: levyPayerRoutes() },
    { element: <AreaGuard area="Certifier" />, children: certifierRoutes() },
    { element: <StudioGuard />, children: studioRoutes() },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function routes(): RouteObject[] {
  return [
    {
      // The shell paints with the first frame, while sign-in settles (and on the return from the
      // provider): the portal's name shows at once, not after sign-in.
      path: '/',
      element: <AppShell />,
      errorElement: <ErrorPage />,
      children: [
        {
          // A page's error shows inside the shell, which keeps its header, menu and footer.
          errorElement: <ErrorPage inShell />,
          children: [
            { path: '/auth/callback', element: <SignInReturnPage /> },
            {
              element: (
                <RequireSignIn>
                  <Outlet />
                </RequireSignIn>
              ),
              children: appRoutes(),
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router over `all` (by default a fresh `routes()`: pass the list start-up preloaded from). */
export function createRouter(all: RouteObject[] = routes()) {
  registerRoutes(all);
  return createBrowserRouter(all);
}
