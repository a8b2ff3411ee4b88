import { useState } from 'react';
import { Card, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellConstants, type OutboxMail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formatDateTime } from '../../../app/dates';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useOutbox } from '../api/outbox';

const statusColor: Record<OutboxMail['status'], string> = {
  PENDING: 'processing',
  SENT: 'success',
  FAILED: 'error',
  STORED: 'default',
};

/** The installation's mail outbox, for system administrators (user type SYSTEM_ADMIN) only. */
export function OutboxPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <Outbox />
    </AccessGuard>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState<number>(shellConstants.defaultPage);
  const [size, setSize] = useState<number>(shellConstants.defaultPageSize);
  const [to, setTo] = useState<string | undefined>(undefined);
  const outbox = useOutbox(page, size, to);

  const columns: TableColumnsType<OutboxMail> = [
    { title: t('outbox.date'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v, i18n.language) },
    { title: t('outbox.to'), dataIndex: 'to', width: 240 },
    { title: t('outbox.subject'), dataIndex: 'subject' },
    {
      title: t('outbox.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: OutboxMail['status'], m) => (
        <Tag color={statusColor[s]} title={m.error ?? undefined}>
          {t(`outbox.statuses.${s}`)}
        </Tag>
      ),
    },
  ];

  return (
    <Card
      title={t('outbox.title')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('outbox.filter')}
          onSearch={(v) => {
            setTo(v.trim() || undefined);
            setPage(0);
          }}
          style={{ width: 260 }}
          data-testid="outbox-filter"
        />
      }
    >
      <Table<OutboxMail>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={outbox.data?.content ?? []}
        loading={outbox.isFetching}
        data-testid="outbox-table"
        expandable={{
          expandedRowRender: (m) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="outbox-text">
              {m.text}
            </Typography.Paragraph>
          ),
        }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: outbox.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(s === size ? p - 1 : 0);
            setSize(s);
          },
        }}
      />
    </Card>
  );
}
