import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../store/appStore';

/** The root of every route: per-navigation resets that must not live in any single page. */
export function RootRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A result screen and the page tour belong to the page they were shown on.
    const s = useAppStore.getState();
    s.setBlockingResult(null);
    s.setPageTour([]);
  }, [pathname]);
  return <Outlet />;
}
