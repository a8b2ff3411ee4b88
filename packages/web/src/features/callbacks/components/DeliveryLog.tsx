import { useState } from 'react';
import { Button, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callbackDeliveryStatuses, type CallbackDelivery, type CallbackDeliveryStatus } from '@sentio/domain';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeliveries, useRetryDelivery } from '../api/callbacks';

const statusColor: Record<CallbackDeliveryStatus, string> = { PENDING: 'blue', DELIVERED: 'green', FAILED: 'red' };
const PAGE_SIZE = 10;

/** The delivery log, newest first: read again every few seconds while a delivery is pending. */
export function DeliveryLog({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('callbacks');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<CallbackDeliveryStatus | undefined>(undefined);
  const deliveries = useDeliveries(code, page, PAGE_SIZE, status);
  const retry = useRetryDelivery(code);

  if (deliveries.isError) return <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  const last = (d: CallbackDelivery) => {
    if (d.lastStatus === null && d.lastError === null) return '—';
    const text = [d.lastStatus ?? '', d.status === 'DELIVERED' ? '' : (d.lastError ?? '')].filter(Boolean).join(' · ');
    return (
      <Tooltip title={d.lastError}>
        <Typography.Text ellipsis style={{ maxWidth: 220 }}>
          {text}
        </Typography.Text>
      </Tooltip>
    );
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="callback-log">
      <Space>
        <Select<CallbackDeliveryStatus | 'ALL'>
          value={status ?? 'ALL'}
          style={{ minWidth: 160 }}
          data-testid="callback-log-status"
          onChange={(v) => {
            setStatus(v === 'ALL' ? undefined : v);
            setPage(0);
          }}
          options={[
            { value: 'ALL', label: t('log.allStatuses') },
            ...callbackDeliveryStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void deliveries.refetch()} data-testid="callback-log-refresh">
          {t('log.refresh')}
        </Button>
      </Space>
      <Table<CallbackDelivery>
        rowKey="id"
        size="small"
        loading={deliveries.isLoading}
        dataSource={deliveries.data?.content ?? []}
        locale={{ emptyText: t('log.empty') }}
        scroll={{ x: true }}
        onRow={(d) => ({ 'data-testid': `callback-delivery-${d.status}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: deliveries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          {
            key: 'time',
            title: t('log.time'),
            render: (_, d) => dayjs(d.lastAttemptAt ?? d.createdAt).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'document',
            title: t('log.document'),
            render: (_, d) => <Typography.Text code>{d.externalId ?? d.documentId.slice(0, 8)}</Typography.Text>,
          },
          { key: 'event', title: t('log.event'), render: (_, d) => t(`events.${d.event}`) },
          {
            key: 'status',
            title: t('log.status'),
            render: (_, d) => (
              <Tag color={statusColor[d.status]} data-testid="callback-delivery-status">
                {t(`statuses.${d.status}`)}
              </Tag>
            ),
          },
          { key: 'attempts', title: t('log.attempts'), dataIndex: 'attempts' },
          { key: 'last', title: t('log.last'), render: (_, d) => last(d) },
          ...(canManage
            ? [
                {
                  key: 'retry',
                  title: '',
                  render: (_: unknown, d: CallbackDelivery) =>
                    d.status === 'PENDING' ? null : (
                      <Button
                        size="small"
                        loading={retry.isPending && retry.variables === d.id}
                        onClick={() => retry.mutate(d.id)}
                        data-testid="callback-delivery-retry"
                      >
                        {t('log.retry')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
