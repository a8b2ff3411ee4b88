import { useState } from 'react';
import { Alert, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { logLevels, type LogLevel, type LogLine } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { formatCount } from '../../../shared/format';
import { useSystemLog } from '../api';
import { LiveSwitch, OperatorOnly, SystemCard, useLive } from '../components/SystemPage';

const levelColor: Record<LogLevel, string> = {
  trace: 'default',
  debug: 'default',
  info: 'blue',
  warn: 'orange',
  error: 'red',
  fatal: 'magenta',
};

/** /admin/system-log: this process's recent log lines, newest first, from a level up (docs/system-admin.md). */
export function SystemLogPage() {
  return (
    <OperatorOnly>
      <SystemLog />
    </OperatorOnly>
  );
}

function SystemLog() {
  const { t, i18n } = useTranslation('system');
  const [live, setLive] = useLive();
  const [level, setLevel] = useState<LogLevel | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const log = useSystemLog(level, page, size, live);
  const columns: TableColumnsType<LogLine> = [
    { title: t('log.time'), dataIndex: 'time', width: 170, render: (v: string) => formatDateTime(v, i18n.language) },
    {
      title: t('log.level'),
      dataIndex: 'level',
      width: 90,
      render: (v: LogLevel) => <Tag color={levelColor[v]}>{t(`log.levels.${v}`)}</Tag>,
    },
    { title: t('log.message'), dataIndex: 'msg', render: (v: string) => v || '—' },
    {
      title: t('log.request'),
      dataIndex: 'reqId',
      width: 150,
      render: (v: string | null) => (v ? <Typography.Text code>{v.slice(0, 8)}</Typography.Text> : '—'),
    },
  ];
  return (
    <SystemCard
      title={t('log.title')}
      intro={t('log.intro', { count: log.data?.capacity ?? 0 })}
      extra={
        <Space wrap>
          <Select<LogLevel | 'all'>
            value={level ?? 'all'}
            style={{ width: 160 }}
            data-testid="log-level"
            aria-label={t('log.level')}
            onChange={(v) => {
              setLevel(v === 'all' ? undefined : v);
              setPage(0);
            }}
            options={[
              { value: 'all', label: t('log.allLevels') },
              ...logLevels.map((l) => ({ value: l, label: t('log.fromLevel', { level: t(`log.levels.${l}`) }) })),
            ]}
          />
          <LiveSwitch live={live} onChange={setLive} />
        </Space>
      }
      testId="system-log"
    >
      {log.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      <Table
        size="small"
        rowKey="seq"
        loading={log.isLoading}
        columns={columns}
        dataSource={log.data?.content ?? []}
        expandable={{
          rowExpandable: (l) => Object.keys(l.details).length > 0,
          expandedRowRender: (l) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }} data-testid="log-details">
              {JSON.stringify(l.details, null, 2)}
            </pre>
          ),
        }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 200],
          showTotal: (total) => t('log.total', { count: total, formatted: formatCount(total) }),
          onChange: (p, s) => {
            setPage(s !== size ? 0 : p - 1);
            setSize(s);
          },
        }}
        data-testid="log-table"
      />
    </SystemCard>
  );
}
