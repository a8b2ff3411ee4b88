import type { RouteObject } from 'react-router';

/**
 * The signed-in areas, rendered inside the app layout. Kept apart from router.tsx so the breadcrumbs can
 * tell which paths exist (a crumb links only to a built page) without importing the layout.
 */
export const appRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/pages/HomePage').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'profile/:tab',
    lazy: () => import('../features/profile/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  { path: 'profile', lazy: () => import('../features/profile/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: 'packages',
    lazy: () => import('../features/packages/pages/PackagesPage').then((m) => ({ Component: m.PackagesPage })),
  },
  {
    path: 'admin/workspace',
    lazy: () => import('../features/workspace/pages/WorkspaceAdminPage').then((m) => ({ Component: m.WorkspaceAdminPage })),
  },
  { path: 'admin/outbox', lazy: () => import('../features/admin/pages/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
  { path: '*', lazy: () => import('../features/errors/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
];
