import { useState, type ReactNode } from 'react';
import { Card, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';

/** Operators only (user type SYSTEM_ADMIN); the server refuses everyone else the same way. */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return <AccessGuard allowed={allowed}>{children}</AccessGuard>;
}

/** Whether a live page reads again every few seconds; on by default, the switch pauses it. */
export function useLive(): [boolean, (on: boolean) => void] {
  return useState(true);
}

export function LiveSwitch({ live, onChange }: { live: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('system');
  return (
    <Space size={6}>
      <Typography.Text type="secondary">{t('common.autoRefresh')}</Typography.Text>
      <Switch size="small" checked={live} onChange={onChange} data-testid="system-live" aria-label={t('common.autoRefresh')} />
    </Space>
  );
}

/** A system page's frame: title, what it shows, and the page's own controls on the right. */
export function SystemCard({
  title,
  intro,
  extra,
  children,
  testId,
}: {
  title: string;
  intro: string;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card title={title} extra={extra} data-testid={testId}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {children}
    </Card>
  );
}
