import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page the current workspace's permissions do not allow shows a 403 instead of failing calls. */
export function AccessGuard({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  const { t } = useTranslation('errors');
  if (allowed) return children;
  return <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.subtitle')} />;
}
