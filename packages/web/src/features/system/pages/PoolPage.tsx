import { Alert, Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PoolStatus } from '@sentio/domain';
import { formatCount } from '../../../shared/format';
import { usePool } from '../api';
import { LiveSwitch, OperatorOnly, SystemCard, useLive } from '../components/SystemPage';

/** /admin/pool: the database connection pools and the ML worker-thread pool (docs/system-admin.md). */
export function PoolPage() {
  return (
    <OperatorOnly>
      <Pool />
    </OperatorOnly>
  );
}

/** A gauge's fill: how much of the limit is in use (0 without a limit). */
const percentOf = (used: number, limit: number): number => (limit > 0 ? Math.round((used / limit) * 100) : 0);

function DbPool({ title, pool, testId }: { title: string; pool: Omit<PoolStatus['database'], 'kind'>; testId: string }) {
  const { t } = useTranslation('system');
  const inUse = pool.total - pool.idle;
  return (
    <div data-testid={testId}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Progress percent={percentOf(inUse, pool.max)} showInfo={false} />
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={t('pool.inUse')} value={formatCount(inUse)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('pool.idle')} value={formatCount(pool.idle)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('pool.waiting')} value={formatCount(pool.waiting)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('pool.max')} value={formatCount(pool.max)} />
        </Col>
      </Row>
    </div>
  );
}

function Pool() {
  const { t } = useTranslation('system');
  const [live, setLive] = useLive();
  const pool = usePool(live);
  const p = pool.data;
  return (
    <SystemCard
      title={t('pool.title')}
      intro={t('pool.intro')}
      extra={<LiveSwitch live={live} onChange={setLive} />}
      testId="system-pool"
    >
      {pool.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      {!p ? (
        <Skeleton active />
      ) : (
        <Row gutter={[32, 32]}>
          <Col xs={24} lg={12}>
            <DbPool
              title={t('pool.database', { kind: t(`kinds.${p.database.kind}`) })}
              pool={p.database}
              testId="pool-database"
            />
          </Col>
          <Col xs={24} lg={12}>
            {p.replica ? (
              <DbPool title={t('pool.replica')} pool={p.replica} testId="pool-replica" />
            ) : (
              <>
                <Typography.Title level={5}>{t('pool.replica')}</Typography.Title>
                <Typography.Text type="secondary">{t('pool.noReplica')}</Typography.Text>
              </>
            )}
          </Col>
          <Col xs={24} lg={12} data-testid="pool-workers">
            <Typography.Title level={5}>{t('pool.workers')}</Typography.Title>
            <Progress percent={percentOf(p.workers.busy, p.workers.limit)} showInfo={false} />
            <Row gutter={16}>
              <Col span={6}>
                <Statistic title={t('pool.busy')} value={formatCount(p.workers.busy)} />
              </Col>
              <Col span={6}>
                <Statistic title={t('pool.limit')} value={formatCount(p.workers.limit)} />
              </Col>
              <Col span={6}>
                <Statistic title={t('pool.queued')} value={formatCount(p.workers.queued)} />
              </Col>
              <Col span={6}>
                <Statistic title={t('pool.threads')} value={formatCount(p.workers.threads)} />
              </Col>
            </Row>
          </Col>
        </Row>
      )}
    </SystemCard>
  );
}
