import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sanitizeRedirect } from '@sentio/domain';
import { loginPath } from '../api/errorPolicy';
import { isLogoutRequested } from '../session';
import { useAppStore } from '../store/appStore';

/** Authenticated routes: without a user, go to /login with a sanitised redirect_url back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAppStore((s) => s.user);
  const location = useLocation();
  if (user) return children;
  const here = sanitizeRedirect(location.pathname + location.search, window.location.origin);
  return <Navigate to={loginPath(here, isLogoutRequested())} replace />;
}
