import { createBrowserRouter, type RouteObject } from 'react-router';
import { appRoutes } from './appRoutes';
import { AppLayout } from './layout/AppLayout';
import { FullPageSpin } from './layout/FullPageSpin';
import { RequireAuth } from './layout/RequireAuth';
import { RootRoute } from './layout/RootRoute';
import { RouteError } from './layout/RouteError';

/**
 * All routes. Every area is its own chunk (`lazy`), so the login page does not download the admin
 * screens. Only built areas are routed; unknown paths get the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      { path: 'login', lazy: () => import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'register',
        lazy: () => import('../features/auth/pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
      },
      { path: 'welcome', lazy: () => import('../features/auth/pages/WelcomePage').then((m) => ({ Component: m.WelcomePage })) },
      {
        path: 'verification-email/:code',
        lazy: () => import('../features/auth/pages/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: 'forgot-password',
        lazy: () => import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'invitation/:token',
        lazy: () => import('../features/auth/pages/InvitationPage').then((m) => ({ Component: m.InvitationPage })),
      },
      {
        path: 'invitation-failed',
        lazy: () => import('../features/auth/pages/InvitationFailedPage').then((m) => ({ Component: m.InvitationFailedPage })),
      },
      {
        path: 'internal-server',
        lazy: () => import('../features/errors/pages/InternalServerPage').then((m) => ({ Component: m.InternalServerPage })),
      },
      {
        path: 'personal-information',
        lazy: () =>
          import('../features/auth/pages/PersonalInformationPage').then((m) => ({
            Component: () => (
              <RequireAuth>
                <m.PersonalInformationPage />
              </RequireAuth>
            ),
          })),
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: appRoutes,
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
