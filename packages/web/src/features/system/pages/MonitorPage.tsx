import { Alert, Col, Descriptions, Row, Skeleton, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueDepth } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { formatCount, formatNumber } from '../../../shared/format';
import { useMonitor } from '../api';
import { formatBytes, formatUptime } from '../format';
import { LiveSwitch, OperatorOnly, SystemCard, useLive } from '../components/SystemPage';

/** /admin/monitor: the process, the database, the job queues and the worker threads (docs/system-admin.md). */
export function MonitorPage() {
  return (
    <OperatorOnly>
      <Monitor />
    </OperatorOnly>
  );
}

function Monitor() {
  const { t, i18n } = useTranslation('system');
  const [live, setLive] = useLive();
  const monitor = useMonitor(live);
  const m = monitor.data;
  const units = { d: t('units.d'), h: t('units.h'), m: t('units.m'), s: t('units.s') };
  const columns: TableColumnsType<QueueDepth> = [
    { title: t('monitor.queue'), dataIndex: 'name' },
    { title: t('monitor.queued'), dataIndex: 'queued', align: 'right', render: (v: number) => formatCount(v) },
    { title: t('monitor.deferred'), dataIndex: 'deferred', align: 'right', render: (v: number) => formatCount(v) },
    { title: t('monitor.active'), dataIndex: 'active', align: 'right', render: (v: number) => formatCount(v) },
    { title: t('monitor.failed'), dataIndex: 'failed', align: 'right', render: (v: number) => formatCount(v) },
    { title: t('monitor.total'), dataIndex: 'total', align: 'right', render: (v: number) => formatCount(v) },
  ];
  return (
    <SystemCard
      title={t('monitor.title')}
      intro={t('monitor.intro')}
      extra={<LiveSwitch live={live} onChange={setLive} />}
      testId="system-monitor"
    >
      {monitor.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      {!m ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('monitor.uptime')} value={formatUptime(m.process.uptimeSeconds, units)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('monitor.rss')} value={formatBytes(m.process.memory.rssBytes)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('monitor.heap')}
                value={`${formatBytes(m.process.memory.heapUsedBytes)} / ${formatBytes(m.process.memory.heapTotalBytes)}`}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('monitor.loop')}
                value={`${formatNumber(m.process.eventLoop.p50Ms, { maxDigits: 1 })} / ${formatNumber(m.process.eventLoop.p99Ms, { maxDigits: 1 })} ms`}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('monitor.dbSize')} value={formatBytes(m.database.sizeBytes)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('monitor.dbConnections')} value={formatCount(m.database.connections)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('monitor.workers')}
                value={`${formatCount(m.workers.busy)} / ${formatCount(m.workers.limit)}`}
                suffix={
                  m.workers.queued > 0 ? (
                    <span style={{ fontSize: 14, marginInlineStart: 8 }}>
                      {t('monitor.waiting', { count: m.workers.queued })}
                    </span>
                  ) : undefined
                }
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('monitor.jobsWaiting')}
                value={formatCount(m.queues.reduce((s, q) => s + q.queued, 0))}
                suffix={
                  <span style={{ fontSize: 14, marginInlineStart: 8 }}>
                    {t('monitor.running', { count: m.queues.reduce((s, q) => s + q.active, 0) })}
                  </span>
                }
              />
            </Col>
          </Row>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 24 }} data-testid="monitor-process">
            <Descriptions.Item label={t('monitor.pid')}>{m.process.pid}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.node')}>{m.process.nodeVersion}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.database')}>{t(`kinds.${m.database.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.cpu')}>
              {t('monitor.cpuValue', {
                user: formatNumber(m.process.cpu.userMs / 1000, { maxDigits: 1 }),
                system: formatNumber(m.process.cpu.systemMs / 1000, { maxDigits: 1 }),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.loopMax')}>
              {`${formatNumber(m.process.eventLoop.maxMs, { maxDigits: 1 })} ms`}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.readAt')}>{formatDateTime(m.at, i18n.language)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="name"
            columns={columns}
            dataSource={m.queues}
            pagination={false}
            title={() => t('monitor.queues')}
            data-testid="monitor-queues"
          />
        </>
      )}
    </SystemCard>
  );
}
