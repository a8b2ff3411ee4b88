import { useEffect, useRef, useState } from 'react';
import { Layout, theme } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { reportPageDuration, startEventPolling } from '../events';
import { useAppStore } from '../store/appStore';
import { useMe } from '../../features/profile/api/queries';
import { BlockingResult } from '../../features/errors/components/BlockingResult';
import { TourHost } from '../../features/tour';
import { Breadcrumbs } from './Breadcrumbs';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/** Polls events while the layout (i.e. a signed-in page) is on screen. */
function useEventPolling() {
  const queryClient = useQueryClient();
  useEffect(() => startEventPolling({ queryClient }), [queryClient]);
}

/** Reports how long each page was on screen: on path change and when the tab is hidden or closed. */
function usePageDuration() {
  const { pathname } = useLocation();
  const page = useRef<{ path: string; since: number } | null>(null);
  useEffect(() => {
    const now = performance.now();
    const previous = page.current;
    if (previous?.path === pathname) return;
    if (previous) reportPageDuration(previous.path, now - previous.since);
    page.current = { path: pathname, since: now };
  }, [pathname]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState !== 'hidden' || !page.current) return;
      reportPageDuration(page.current.path, performance.now() - page.current.since);
      page.current = { path: page.current.path, since: performance.now() };
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);
}

export function AppLayout() {
  const { token } = theme.useToken();
  const tenant = useAppStore((s) => s.tenant);
  const result = useAppStore((s) => s.blockingResult);
  const [collapsed, setCollapsed] = useState(false);
  useMe();
  useEventPolling();
  usePageDuration();

  return (
    <Layout data-testid="app-layout" style={{ minHeight: '100vh' }}>
      <Layout.Sider
        theme="light"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={232}
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Link
          to="/"
          aria-label={tenant.tenantName}
          style={{ display: 'flex', alignItems: 'center', gap: 10, height: 56, paddingInline: collapsed ? 24 : 20 }}
        >
          <img src={tenant.logoIcon} alt="" style={{ height: 32, width: 32 }} />
          {!collapsed && (
            <span style={{ fontSize: 18, fontWeight: 700, color: token.colorText, whiteSpace: 'nowrap' }}>{tenant.logoText}</span>
          )}
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Header />
        <Layout.Content style={{ padding: '16px 24px 32px' }}>
          <Breadcrumbs />
          <div style={{ marginTop: 16 }}>{result ? <BlockingResult result={result} /> : <Outlet />}</div>
          <TourHost />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
