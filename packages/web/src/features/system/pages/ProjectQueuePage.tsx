import { useState } from 'react';
import { Alert, Button, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemJobStates, type SystemJob, type SystemJobState } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { notices } from '../../../app/notices';
import { formatCount } from '../../../shared/format';
import { useCancelJob, useJobs, useRetryJob } from '../api';
import { LiveSwitch, OperatorOnly, SystemCard, useLive } from '../components/SystemPage';

const stateColor: Record<SystemJobState, string> = {
  created: 'default',
  retry: 'gold',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

/** /admin/project/queue: background jobs (classification, import, training…) with retry and cancel. */
export function ProjectQueuePage() {
  return (
    <OperatorOnly>
      <ProjectQueue />
    </OperatorOnly>
  );
}

function ProjectQueue() {
  const { t, i18n } = useTranslation('system');
  const [live, setLive] = useLive();
  const [queue, setQueue] = useState<string | undefined>(undefined);
  const [state, setState] = useState<SystemJobState | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const jobs = useJobs(queue, state, page, size, live);
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const when = (v: string | null) => (v ? formatDateTime(v, i18n.language) : '—');

  const columns: TableColumnsType<SystemJob> = [
    {
      title: t('queue.queue'),
      dataIndex: 'queue',
      width: 200,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('queue.state'),
      dataIndex: 'state',
      width: 120,
      render: (s: SystemJobState, j) => (
        <Tag color={stateColor[s]} title={j.error ?? undefined}>
          {t(`queue.states.${s}`)}
        </Tag>
      ),
    },
    { title: t('queue.created'), dataIndex: 'createdAt', width: 160, render: when },
    { title: t('queue.started'), dataIndex: 'startedAt', width: 160, render: when },
    { title: t('queue.completed'), dataIndex: 'completedAt', width: 160, render: when },
    {
      title: t('queue.retries'),
      key: 'retries',
      width: 90,
      align: 'right',
      render: (_, j) => `${formatCount(j.retryCount)} / ${formatCount(j.retryLimit)}`,
    },
    {
      title: t('queue.payload'),
      key: 'summary',
      width: 380,
      render: (_, j) => (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 360 }} ellipsis={{ tooltip: j.summary }}>
            {j.summary || '—'}
          </Typography.Text>
          {j.error ? (
            <>
              <br />
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {j.error}
              </Typography.Text>
            </>
          ) : null}
        </>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 190,
      render: (_, j) => (
        <Space>
          {j.canRetry ? (
            <Button
              size="small"
              onClick={() => retry.mutate(j.id, { onSuccess: () => notices.success({ title: t('queue.retried') }) })}
              data-testid={`job-retry-${j.id}`}
            >
              {t('queue.retry')}
            </Button>
          ) : null}
          {j.canCancel ? (
            <Popconfirm
              title={t('queue.confirmCancel')}
              okText={t('queue.cancel')}
              cancelText={t('common.back')}
              onConfirm={() => cancel.mutate(j.id, { onSuccess: () => notices.success({ title: t('queue.cancelled') }) })}
            >
              <Button size="small" danger data-testid={`job-cancel-${j.id}`}>
                {t('queue.cancel')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <SystemCard
      title={t('queue.title')}
      intro={t('queue.intro')}
      extra={
        <Space wrap>
          <Select<string>
            allowClear
            placeholder={t('queue.allQueues')}
            value={queue}
            style={{ width: 220 }}
            onChange={(v) => {
              setQueue(v);
              setPage(0);
            }}
            options={(jobs.data?.queues ?? []).map((q) => ({ value: q, label: q }))}
            data-testid="queue-filter"
            aria-label={t('queue.queue')}
          />
          <Select<SystemJobState>
            allowClear
            placeholder={t('queue.allStates')}
            value={state}
            style={{ width: 160 }}
            onChange={(v) => {
              setState(v);
              setPage(0);
            }}
            options={systemJobStates.map((s) => ({ value: s, label: t(`queue.states.${s}`) }))}
            data-testid="queue-state"
            aria-label={t('queue.state')}
          />
          <LiveSwitch live={live} onChange={setLive} />
        </Space>
      }
      testId="system-queue"
    >
      {jobs.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      <Table
        size="small"
        rowKey="id"
        loading={jobs.isLoading}
        columns={columns}
        dataSource={jobs.data?.content ?? []}
        scroll={{ x: 1500 }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: jobs.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('queue.total', { count: total, formatted: formatCount(total) }),
          onChange: (p, s) => {
            setPage(s !== size ? 0 : p - 1);
            setSize(s);
          },
        }}
        data-testid="queue-table"
      />
    </SystemCard>
  );
}
