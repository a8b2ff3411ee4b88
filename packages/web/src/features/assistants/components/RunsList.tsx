import { Button, Progress, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssistantRun } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { messageText } from '../../../app/api/messages';
import { formatCount } from '../../../shared/format';
import { isActive, useStopRun } from '../api/hooks';
import type { AssistantTarget } from '../api/target';
import { RunStatusTag } from './RunStatusTag';

interface Props {
  target: AssistantTarget;
  runs: AssistantRun[] | undefined;
  loading: boolean;
  canManage: boolean;
}

/** The runs, newest first: status, documents done of total, suggestions, tokens and why one failed. */
export function RunsList({ target, runs, loading, canManage }: Props) {
  const { t, i18n } = useTranslation('assistants');
  const stop = useStopRun(target);
  const columns: TableColumnsType<AssistantRun> = [
    { key: 'createdAt', title: t('runs.started'), render: (_v, run) => formatDateTime(run.createdAt, i18n.language) },
    { key: 'action', title: t('runs.action'), render: (_v, run) => t(`action.${run.actionType}`) },
    { key: 'status', title: t('runs.status'), render: (_v, run) => <RunStatusTag status={run.status} /> },
    {
      key: 'progress',
      title: t('runs.progress'),
      render: (_v, run) => (
        <div style={{ minWidth: 160 }} data-testid={`assistant-run-progress-${run.id}`}>
          <Progress
            format={() => t('runs.processed', { processed: run.processed, total: run.total })}
            percent={run.total > 0 ? Math.round((run.processed / run.total) * 100) : 0}
            size="small"
            status={run.status === 'FAILED' ? 'exception' : isActive(run) ? 'active' : undefined}
          />
        </div>
      ),
    },
    { key: 'suggestions', title: t('runs.suggestions'), render: (_v, run) => formatCount(run.suggestionCount) },
    {
      key: 'tokens',
      title: t('runs.tokens'),
      render: (_v, run) => <span data-testid={`assistant-run-tokens-${run.id}`}>{formatCount(run.tokensUsed)}</span>,
    },
    {
      key: 'error',
      title: t('runs.error'),
      render: (_v, run) =>
        run.errorCode ? (
          <Typography.Text type="danger" data-testid={`assistant-run-error-${run.id}`}>
            {messageText(t, run.errorCode)}
          </Typography.Text>
        ) : null,
    },
    ...(canManage && target.kind === 'PROJECT'
      ? [
          {
            key: 'stop',
            title: '',
            render: (_v: unknown, run: AssistantRun) =>
              isActive(run) ? (
                <Button
                  size="small"
                  danger
                  loading={stop.isPending}
                  onClick={() => stop.mutate(run.id)}
                  data-testid="assistant-run-stop"
                >
                  {t('runs.stop')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Table<AssistantRun>
      rowKey="id"
      size="small"
      data-testid="assistant-runs"
      columns={columns}
      dataSource={runs ?? []}
      loading={loading}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      locale={{ emptyText: t('runs.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
