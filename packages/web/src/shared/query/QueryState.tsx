import type { ReactNode } from 'react';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../app/api/errors';
import { apiErrorText } from '../../app/api/messages';

/** A failed load with the server's translated reason and a retry button. */
export function LoadError({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('modelData');
  const api = apiErrorOf(error);
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      subTitle={api ? apiErrorText(t, api) : undefined}
      data-testid={testId ?? 'load-error'}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

export function Loading({ rows = 4 }: { rows?: number }) {
  return (
    <Card data-testid="loading">
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

export function EmptyState({ description, testId, children }: { description: ReactNode; testId?: string; children?: ReactNode }) {
  return (
    <Empty description={description} data-testid={testId ?? 'empty'}>
      {children}
    </Empty>
  );
}
