import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionStatistics } from '@sentio/domain';
import { Chart, type ChartOption } from '../../../shared/charts/Chart';
import { formatCount, formatNumber, formatPercent } from '../../../shared/format';
import { useActionStatistics } from '../api/queries';
import { StatusTag } from './ActionTags';

type PersonRow = ActionStatistics['byPerson'][number];
const openColor = '#1677ff';
const closedColor = '#52c41a';

/** Open and closed actions per type, one stacked horizontal bar each. */
function ByTypeChart({ rows }: { rows: ActionStatistics['byType'] }) {
  const { t } = useTranslation('actions');
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.none')} />;
  const ordered = [...rows].reverse();
  const option: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0 },
    grid: { left: 8, right: 24, top: 8, bottom: 32, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: ordered.map((r) => r.name ?? t('statistics.noType')),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [
      { type: 'bar', stack: 'n', name: t('statistics.open'), data: ordered.map((r) => r.open), itemStyle: { color: openColor } },
      {
        type: 'bar',
        stack: 'n',
        name: t('statistics.closed'),
        data: ordered.map((r) => r.closed),
        itemStyle: { color: closedColor },
      },
    ],
  };
  return (
    <Chart
      option={option}
      renderer="svg"
      testId="action-statistics-by-type"
      style={{ height: Math.max(180, rows.length * 32 + 60) }}
    />
  );
}

/**
 * The statistics tab: totals (open, closed, overdue, mean days to close, share of measured actions that improved
 * significantly), open/closed per type and per responsible person, and the count per status.
 */
export function ActionStatisticsTab() {
  const { t, i18n } = useTranslation('actions');
  const stats = useActionStatistics();
  const language = i18n.language;
  const count = (n: number) => formatCount(n, language);

  if (stats.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('statistics.loadFailed')}
        action={<Button onClick={() => void stats.refetch()}>{t('actions.retry')}</Button>}
        data-testid="action-statistics-error"
      />
    );
  if (!stats.data) return <Skeleton active data-testid="action-statistics-loading" />;
  const s = stats.data;

  const personColumns = [
    {
      key: 'user',
      title: t('statistics.person'),
      render: (_: unknown, r: PersonRow) => r.user?.name ?? t('list.unassigned'),
    },
    { key: 'open', title: t('statistics.open'), align: 'right' as const, render: (_: unknown, r: PersonRow) => count(r.open) },
    {
      key: 'closed',
      title: t('statistics.closed'),
      align: 'right' as const,
      render: (_: unknown, r: PersonRow) => count(r.closed),
    },
    {
      key: 'overdue',
      title: t('statistics.overdue'),
      align: 'right' as const,
      render: (_: unknown, r: PersonRow) => (
        <Typography.Text type={r.overdue > 0 ? 'danger' : undefined}>{count(r.overdue)}</Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="action-statistics">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('statistics.total')} value={count(s.total)} data-testid="action-stat-total" />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('statistics.open')} value={count(s.open)} data-testid="action-stat-open" />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('statistics.closed')} value={count(s.closed)} data-testid="action-stat-closed" />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={t('statistics.overdue')}
            value={count(s.overdue)}
            styles={{ content: { color: s.overdue > 0 ? '#cf1322' : undefined } }}
            data-testid="action-stat-overdue"
          />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={t('statistics.meanDaysToClose')}
            value={
              s.meanDaysToClose === null
                ? '—'
                : t('statistics.days', { value: formatNumber(s.meanDaysToClose, { maxDigits: 1 }) })
            }
            data-testid="action-stat-mean-days"
          />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={t('statistics.improvedShare')}
            value={s.effect.share === null ? '—' : formatPercent(s.effect.share / 100, { maxDigits: 1 })}
            data-testid="action-stat-improved"
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.effect.measured === 0
              ? t('statistics.noneMeasured')
              : t('statistics.improvedOf', { improved: count(s.effect.improved), measured: count(s.effect.measured) })}
          </Typography.Text>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('statistics.byType')}>
            <ByTypeChart rows={s.byType} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('statistics.byPerson')}>
            <Table<PersonRow>
              size="small"
              rowKey={(r) => r.user?.id ?? 'none'}
              data-testid="action-statistics-by-person"
              columns={personColumns}
              dataSource={s.byPerson}
              pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.none')} /> }}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('statistics.byStatus')}>
        <Flex gap={16} wrap data-testid="action-statistics-by-status">
          {s.byStatus.map((b) => (
            <span key={b.status}>
              <StatusTag status={b.status} />
              <Tag variant="filled">{count(b.count)}</Tag>
            </span>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}
