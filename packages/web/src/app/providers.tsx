import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shellConstants } from '@sentio/domain';
import { BusyNotice } from '../shared/query/BusyNotice';
import { bindNotices } from './notices';
import { useAppStore } from './store/appStore';
import { buildTheme } from './theme';

/** Hands antd's context-aware notification API to the notice helpers used outside components. */
function NoticeBinder() {
  const { notification } = App.useApp();
  useEffect(() => bindNotices(notification), [notification]);
  return null;
}

/** Theme from the tenant, antd locale and direction from the interface language, notices configured once. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const tenant = useAppStore((s) => s.tenant);
  const { i18n } = useTranslation();
  const theme = useMemo(() => buildTheme(tenant), [tenant]);
  const language = i18n.language;
  const notice = shellConstants.notice;

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={language === 'tr' ? trTR : enUS} direction={i18n.dir(language)}>
        <App
          style={{ minHeight: '100vh' }}
          notification={{
            placement: notice.placement,
            duration: notice.durationSeconds,
            maxCount: notice.maxCount,
            top: notice.offset,
            bottom: notice.offset,
          }}
        >
          <NoticeBinder />
          <BusyNotice />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
