import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationRun } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import { appPath } from '../lib/links';
import { zonedDateTime } from '../lib/schedule';
import { LoadError } from '../../../shared/query/QueryState';
import { useNotificationRuns } from '../api/queries';

export const runStatusColor: Record<NotificationRun['status'], string> = {
  SENT: 'success',
  NOT_CROSSED: 'default',
  FAILED: 'error',
};

/** The last runs of a definition (scheduled and test), each with a link to the documents it listed. */
export function RunHistory({ code, definitionId }: { code: string; definitionId: string }) {
  const { t, i18n } = useTranslation('notificationDefinitions');
  const runs = useNotificationRuns(code, definitionId);
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const when = (iso: string) => zonedDateTime(iso, i18n.language, timeZone);
  if (runs.isError) return <LoadError error={runs.error} onRetry={() => void runs.refetch()} testId="nd-runs-error" />;
  const columns: TableColumnsType<NotificationRun> = [
    { title: t('runs.createdAt'), dataIndex: 'createdAt', render: (v: string) => when(v) },
    { title: t('runs.kind'), dataIndex: 'kind', render: (k: NotificationRun['kind']) => t(`runKind.${k}`) },
    {
      title: t('runs.status'),
      dataIndex: 'status',
      render: (s: NotificationRun['status'], r) => (
        <Tag color={runStatusColor[s]} title={r.error ?? undefined}>
          {t(`runStatus.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('runs.period'),
      dataIndex: 'periodKey',
      render: (_: string, r) => `${when(r.from)} – ${when(r.to)}`,
    },
    {
      title: t('runs.recipients'),
      dataIndex: 'recipientCount',
      align: 'right',
      render: (n: number) => formatCount(n, i18n.language),
    },
    {
      title: t('runs.documents'),
      dataIndex: 'documentCount',
      align: 'right',
      render: (n: number, r) =>
        n > 0 ? (
          <Link to={appPath(r.link)} data-testid={`nd-run-open-${r.id}`}>
            {formatCount(n, i18n.language)}
          </Link>
        ) : (
          formatCount(n, i18n.language)
        ),
    },
  ];
  return (
    <Table<NotificationRun>
      rowKey="id"
      size="small"
      title={() => t('runs.title')}
      loading={runs.isLoading}
      columns={columns}
      dataSource={runs.data ?? []}
      pagination={false}
      locale={{ emptyText: t('runs.empty') }}
      data-testid={`nd-runs-${definitionId}`}
    />
  );
}
