import { useMemo } from 'react';
import { Card, Empty, Flex, InputNumber, Segmented, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type CategoryTrend, type CategoryTrendBody, type ReportPeriod } from '@sentio/domain';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { formatCount, formatPercent } from '../../../../shared/format';
import { useLabelName } from '../../../../shared/names/labels';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import { drillSearch } from '../../../project-dashboard';
import { useCategoryTree } from '../../../project-data';
import { useCategoryTrend } from '../../api/queries';
import type { TabContext } from '../../lib/context';
import { ModelPicker } from '../efficiency/ModelPicker';
import { bucketLabel } from './buckets';

type Series = CategoryTrend['series'][number];
const palette = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#fadb14', '#f5222d', '#2f54eb', '#a0d911'];

/**
 * The time-based category trend (docs/reports.md): one model's categories (the five largest unless picked) per
 * period under the tab's filters, as counts or shares of the bucket's documents, each beside the previous range of
 * equal length (dashed). A point opens its documents in the data tab.
 */
export function CategoryTrendView({ context }: { context: TabContext }) {
  const { t } = useTranslation('reports');
  const { state, write, project } = context;
  const models = project.projectModels.filter((m) => m.senseType === 'CATEGORY');
  const modelCode = state.model && models.some((m) => m.code === state.model) ? state.model : (models[0]?.code ?? null);
  const tree = useCategoryTree(context.code);
  const categories = tree.data?.find((m) => m.modelCode === modelCode)?.categories ?? [];
  const body = useMemo<CategoryTrendBody | null>(
    () =>
      modelCode
        ? {
            search: context.search,
            modelCode,
            categoryIds: state.trendCategories,
            period: state.trendPeriod,
            ...(state.trendPeriod === 'custom' ? { customDays: state.trendDays } : {}),
          }
        : null,
    [context.search, modelCode, state.trendCategories, state.trendPeriod, state.trendDays],
  );
  const trend = useCategoryTrend(context.code, body);

  if (models.length === 0) return <Empty data-testid="trend-no-models" description={t('trend.noModels')} />;
  return (
    <Flex vertical gap={12} data-testid="category-trend">
      <Flex gap={8} wrap align="center">
        <ModelPicker
          models={models}
          value={modelCode}
          onChange={(model) => write({ model, trendCategories: [] })}
          testId="trend-model"
        />
        <Select
          data-testid="trend-categories"
          aria-label={t('trend.categories')}
          placeholder={t('trend.largest')}
          mode="multiple"
          allowClear
          maxCount={20}
          style={{ minWidth: 280 }}
          value={state.trendCategories}
          onChange={(trendCategories: string[]) => write({ trendCategories })}
          optionFilterProp="label"
          options={categories.map((c) => ({ value: c.id, label: c.path || c.name }))}
        />
        <Select<ReportPeriod>
          data-testid="trend-period"
          aria-label={t('trend.period')}
          style={{ minWidth: 140 }}
          value={state.trendPeriod}
          onChange={(trendPeriod) => write({ trendPeriod })}
          options={reportPeriods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        />
        {state.trendPeriod === 'custom' && (
          <InputNumber
            data-testid="trend-days"
            aria-label={t('trend.customDays')}
            min={1}
            max={366}
            value={state.trendDays}
            onChange={(days) => days !== null && write({ trendDays: days }, true)}
            suffix={t('trend.days')}
          />
        )}
        <Segmented<'count' | 'share'>
          data-testid="trend-metric"
          aria-label={t('trend.metric')}
          value={state.trendShares ? 'share' : 'count'}
          onChange={(v) => write({ trendShares: v === 'share' })}
          options={(['count', 'share'] as const).map((v) => ({ value: v, label: t(`trend.${v}`) }))}
        />
      </Flex>
      {trend.isError ? (
        <LoadError error={trend.error} onRetry={() => void trend.refetch()} testId="trend-error" />
      ) : !trend.data ? (
        <Loading />
      ) : trend.data.series.length === 0 ? (
        <Empty data-testid="trend-empty" description={t('trend.empty')} />
      ) : (
        <TrendBody trend={trend.data} shares={state.trendShares} timeZone={context.timeZone} />
      )}
    </Flex>
  );
}

function TrendBody({ trend, shares, timeZone }: { trend: CategoryTrend; shares: boolean; timeZone: string }) {
  const { t, i18n } = useTranslation('reports');
  const labelName = useLabelName();
  const [, setParams] = useSearchParams();
  const metric = (p: { count: number; share: number }) => (shares ? p.share : p.count);
  const previous = (s: Series) => t('trend.previous', { name: labelName(s.name) });
  const option: ChartOption = {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v) => (typeof v === 'number' ? (shares ? formatPercent(v) : formatCount(v)) : '—'),
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'category', data: trend.buckets.map((b) => bucketLabel(b, trend.period, i18n.language, timeZone)) },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => (shares ? formatPercent(v, { maxDigits: 0 }) : formatCount(v)) },
    },
    series: trend.series.flatMap((s, i) => {
      const color = palette[i % palette.length];
      return [
        { name: labelName(s.name), type: 'line' as const, data: s.points.map(metric), itemStyle: { color }, symbolSize: 6 },
        {
          name: previous(s),
          type: 'line' as const,
          data: s.comparison.map(metric),
          itemStyle: { color },
          lineStyle: { type: 'dashed' as const, opacity: 0.6 },
          symbolSize: 4,
        },
      ];
    }),
  };
  // Even series are the current range (clickable: their points carry the drill); odd ones the comparison.
  const click = (p: ChartClick) => {
    if (p.seriesIndex === undefined || p.dataIndex === undefined || p.seriesIndex % 2 === 1) return;
    const point = trend.series[p.seriesIndex / 2]?.points[p.dataIndex];
    if (point) setParams((current) => drillSearch(current, point.drill, timeZone));
  };
  const columns: TableColumnsType<Series> = [
    { key: 'name', title: t('trend.category'), render: (_, s) => labelName(s.name) },
    { key: 'total', title: t('trend.total'), align: 'right', render: (_, s) => formatCount(s.total) },
    { key: 'previous', title: t('trend.comparisonTotal'), align: 'right', render: (_, s) => formatCount(s.comparisonTotal) },
    {
      key: 'change',
      title: t('trend.change'),
      align: 'right',
      render: (_, s) => (
        <Typography.Text type={s.change === null ? 'secondary' : s.change < 0 ? 'danger' : 'success'}>
          {s.change !== null && s.change > 0 ? '+' : ''}
          {formatPercent(s.change, { maxDigits: 1 })}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <Card size="small">
        <Chart option={option} renderer="svg" style={{ height: 340 }} onClick={click} testId="trend-chart" />
      </Card>
      <Table<Series>
        data-testid="trend-table"
        rowKey="categoryId"
        size="small"
        pagination={false}
        dataSource={trend.series}
        columns={columns}
        onRow={(s) => ({ 'data-testid': `trend-row-${s.categoryId}` }) as React.HTMLAttributes<HTMLElement>}
      />
    </>
  );
}
