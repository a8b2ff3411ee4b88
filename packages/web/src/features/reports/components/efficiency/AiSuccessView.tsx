import { Card, Col, Empty, Flex, Row, Statistic, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiSuccess, AiSuccessCategory, EfficiencyReport } from '@sentio/domain';
import { useAppStore } from '../../../../app/store/appStore';
import { Chart, type ChartOption } from '../../../../shared/charts/Chart';
import { formatCount, formatPercent } from '../../../../shared/format';
import { useLabelName } from '../../../../shared/names/labels';
import type { TabContext } from '../../lib/context';
import { bucketLabel } from '../trend/buckets';
import { EfficiencyFrame } from './EfficiencyFrame';

/**
 * AI success rate of one model over the tab's range (docs/reports.md): of the documents a person reviewed, the share
 * whose labels they kept; the rate over time, per deployed version (beside its training accuracy), per category
 * (precision, recall, F1, with a drift tag where live precision fell), and the corrections people made.
 */
export function AiSuccessView({ context }: { context: TabContext }) {
  return (
    <EfficiencyFrame context={context} testId="ai-success">
      {(report) => <AiSuccessBody report={report} />}
    </EfficiencyFrame>
  );
}

function AiSuccessBody({ report }: { report: EfficiencyReport }) {
  const { t } = useTranslation('reports');
  const ai = report.aiSuccess;
  if (ai.reviewed === 0) return <Empty data-testid="ai-success-empty" description={t('aiSuccess.empty')} />;
  return (
    <Flex vertical gap={12}>
      <Row gutter={[12, 12]}>
        {(
          [
            ['rate', formatPercent(ai.rate)],
            ['reviewed', formatCount(ai.reviewed)],
            ['confirmed', formatCount(ai.confirmed)],
            ['changed', formatCount(ai.changed)],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small">
              <Statistic title={t(`aiSuccess.${key}`)} value={value} data-testid={`ai-success-${key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <SeriesChart report={report} />
      <Card size="small" title={t('aiSuccess.versions')}>
        <VersionsTable versions={ai.versions} />
      </Card>
      <Card size="small" title={t('aiSuccess.categories')}>
        <CategoryTable categories={ai.categories} />
      </Card>
      <Card size="small" title={t('aiSuccess.confusion')}>
        <ConfusionTable ai={ai} />
      </Card>
    </Flex>
  );
}

function SeriesChart({ report }: { report: EfficiencyReport }) {
  const { t, i18n } = useTranslation('reports');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const series = report.aiSuccess.series;
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (typeof v === 'number' ? formatPercent(v) : '—') },
    grid: { left: 48, right: 16, top: 24, bottom: 24 },
    xAxis: { type: 'category', data: series.map((p) => bucketLabel(p.bucket, report.dateType, i18n.language, timeZone)) },
    yAxis: { type: 'value', min: 0, max: 1, axisLabel: { formatter: (v: number) => formatPercent(v, { maxDigits: 0 }) } },
    series: [{ name: t('aiSuccess.rate'), type: 'line', connectNulls: false, data: series.map((p) => p.rate), symbolSize: 6 }],
  };
  return (
    <Card size="small" title={t('aiSuccess.series')}>
      <Chart option={option} testId="ai-success-series" renderer="svg" style={{ height: 240 }} />
    </Card>
  );
}

function VersionsTable({ versions }: { versions: AiSuccess['versions'] }) {
  const { t } = useTranslation('reports');
  const columns: TableColumnsType<AiSuccess['versions'][number]> = [
    {
      key: 'version',
      title: t('aiSuccess.version'),
      render: (_, v) => (v.number === null ? t('aiSuccess.unknownVersion') : t('aiSuccess.versionNumber', { number: v.number })),
    },
    { key: 'reviewed', title: t('aiSuccess.reviewed'), align: 'right', render: (_, v) => formatCount(v.reviewed) },
    { key: 'confirmed', title: t('aiSuccess.confirmed'), align: 'right', render: (_, v) => formatCount(v.confirmed) },
    { key: 'rate', title: t('aiSuccess.rate'), align: 'right', render: (_, v) => formatPercent(v.rate) },
    {
      key: 'training',
      title: t('aiSuccess.trainingAccuracy'),
      align: 'right',
      render: (_, v) => formatPercent(v.trainingAccuracy),
    },
  ];
  return (
    <Table
      data-testid="ai-success-versions"
      rowKey="versionId"
      size="small"
      pagination={false}
      dataSource={versions}
      columns={columns}
    />
  );
}

/** Per category: live precision, recall and F1 beside the training F1; a drift tag where precision fell (docs/reports.md). */
export function CategoryTable({ categories }: { categories: readonly AiSuccessCategory[] }) {
  const { t } = useTranslation('reports');
  const labelName = useLabelName();
  const metric = (v: number | null) => formatPercent(v);
  const columns: TableColumnsType<AiSuccessCategory> = [
    {
      key: 'name',
      title: t('aiSuccess.category'),
      render: (_, c) => (
        <Flex gap={6} align="center" wrap>
          <span>{labelName(c.name)}</span>
          {c.drift && (
            <Tooltip title={t('aiSuccess.driftHelp', { earlier: metric(c.earlierPrecision), later: metric(c.laterPrecision) })}>
              <Tag color="red" data-testid={`drift-${c.categoryId}`}>
                {t('aiSuccess.drift')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { key: 'predicted', title: t('aiSuccess.predicted'), align: 'right', render: (_, c) => formatCount(c.predicted) },
    { key: 'actual', title: t('aiSuccess.actual'), align: 'right', render: (_, c) => formatCount(c.actual) },
    { key: 'both', title: t('aiSuccess.both'), align: 'right', render: (_, c) => formatCount(c.confirmed) },
    { key: 'precision', title: t('aiSuccess.precision'), align: 'right', render: (_, c) => metric(c.precision) },
    { key: 'recall', title: t('aiSuccess.recall'), align: 'right', render: (_, c) => metric(c.recall) },
    { key: 'f1', title: t('aiSuccess.f1'), align: 'right', render: (_, c) => metric(c.f1) },
    { key: 'trainingF1', title: t('aiSuccess.trainingF1'), align: 'right', render: (_, c) => metric(c.trainingF1) },
    {
      key: 'halves',
      title: t('aiSuccess.halves'),
      align: 'right',
      render: (_, c) => `${metric(c.earlierPrecision)} → ${metric(c.laterPrecision)}`,
    },
  ];
  return (
    <Table<AiSuccessCategory>
      data-testid="ai-success-categories"
      rowKey="categoryId"
      size="small"
      pagination={false}
      dataSource={[...categories]}
      columns={columns}
      onRow={(c) => ({ 'data-testid': `ai-category-${c.categoryId}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

function ConfusionTable({ ai }: { ai: AiSuccess }) {
  const { t } = useTranslation('reports');
  const labelName = useLabelName();
  const names = new Map(ai.categories.map((c) => [c.categoryId, c.name]));
  const name = (id: string) => (id === 'NONE' ? t('aiSuccess.none') : labelName(names.get(id) ?? id));
  const rows = [...ai.confusion].sort((a, b) => b.count - a.count);
  const columns: TableColumnsType<AiSuccess['confusion'][number]> = [
    { key: 'predicted', title: t('aiSuccess.predictedLabel'), render: (_, r) => name(r.predicted) },
    { key: 'corrected', title: t('aiSuccess.correctedLabel'), render: (_, r) => name(r.corrected) },
    { key: 'count', title: t('aiSuccess.count'), align: 'right', render: (_, r) => formatCount(r.count) },
  ];
  return (
    <Table
      data-testid="ai-success-confusion"
      rowKey={(r) => `${r.predicted}→${r.corrected}`}
      size="small"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: t('aiSuccess.noConfusion') }}
    />
  );
}
