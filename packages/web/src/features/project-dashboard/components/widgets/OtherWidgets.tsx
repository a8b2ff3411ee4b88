import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetData } from '@sentio/domain';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { escapeHtml } from '../../../../shared/charts/escapeHtml';
import { formatScore } from '../../lib/format';
import { colors, DrillTarget, TrendChart, type DrillProps } from './parts';

type Data<K extends WidgetData['kind']> = Extract<WidgetData, { kind: K }>;
type Props<K extends WidgetData['kind']> = DrillProps & { data: Data<K> };

const clickIndex = (onDrill: (index: number) => void, count: number) => (p: ChartClick) => {
  if (p.dataIndex !== undefined && p.dataIndex < count) onDrill(p.dataIndex);
};

/** Quadrant: categories placed by two measures, split at the count-weighted means into four labelled quadrants. */
export function QuadrantWidget({ data, onDrill }: Props<'QUADRANT'>) {
  const { t } = useTranslation('dashboard');
  const maxCount = Math.max(1, ...data.points.map((p) => p.count));
  const mid = [...(data.xMid !== null ? [{ xAxis: data.xMid }] : []), ...(data.yMid !== null ? [{ yAxis: data.yMid }] : [])];
  const option: ChartOption = {
    tooltip: {
      formatter: (p) => {
        const [x = 0, y = 0, count = 0, name = ''] = ((p as { data?: unknown[] }).data ?? []) as [number, number, number, string];
        return `<b>${escapeHtml(name)}</b><br/>${escapeHtml(t(`axis.${data.xAxis}`))}: ${x}<br/>${escapeHtml(
          t(`axis.${data.yAxis}`),
        )}: ${y}<br/>${escapeHtml(t('table.count'))}: ${count}`;
      },
    },
    grid: { left: 8, right: 24, top: 28, bottom: 28 },
    xAxis: { type: 'value', name: t(`axis.${data.xAxis}`), nameLocation: 'middle', nameGap: 24, scale: true },
    yAxis: { type: 'value', name: t(`axis.${data.yAxis}`), scale: true },
    series: [
      {
        type: 'scatter',
        data: data.points.map((p) => [p.x, p.y, p.count, p.name]),
        symbolSize: (value: unknown) => 8 + 24 * Math.sqrt(((value as number[])[2] ?? 0) / maxCount),
        itemStyle: { color: colors.main, opacity: 0.75 },
        label: {
          show: data.points.length <= 15,
          position: 'right',
          formatter: (p) => data.points[(p as { dataIndex?: number }).dataIndex ?? -1]?.name ?? '',
        },
        markLine: { silent: true, symbol: 'none', lineStyle: { type: 'dashed', color: colors.comparison }, data: mid },
      },
    ],
  };
  const corner = (text: string, style: React.CSSProperties) => (
    <Typography.Text type="secondary" style={{ position: 'absolute', fontSize: 11, pointerEvents: 'none', ...style }}>
      {text}
    </Typography.Text>
  );
  return (
    <div style={{ position: 'relative' }}>
      <Chart option={option} renderer="svg" style={{ height: 300 }} onClick={clickIndex(onDrill, data.points.length)} />
      {corner(t('quadrant.topRight'), { top: 4, right: 28 })}
      {corner(t('quadrant.topLeft'), { top: 4, left: 48 })}
      {corner(t('quadrant.bottomLeft'), { bottom: 36, left: 48 })}
      {corner(t('quadrant.bottomRight'), { bottom: 36, right: 28 })}
    </div>
  );
}

/** Score table: per category or channel the answers' count, score, mean and quartiles. */
export function ScoreTableWidget({ data, kind, elements, onDrill }: Props<'SCORE_TABLE'>) {
  const { t, i18n } = useTranslation('dashboard');
  const num = (v: number | null) => formatScore(v, i18n.language);
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={data.rows.map((r, index) => ({ ...r, index }))}
      columns={[
        {
          title: t(`groupBy.${data.groupBy}`),
          dataIndex: 'name',
          render: (name: string, row) => (
            <DrillTarget kind={kind} index={row.index} element={elements[row.index]} onDrill={onDrill}>
              <Typography.Link>{name}</Typography.Link>
            </DrillTarget>
          ),
        },
        { title: t('table.n'), dataIndex: 'n', align: 'right' },
        { title: t(`metric.${data.metric}`), dataIndex: 'score', align: 'right', render: num },
        { title: t('table.mean'), dataIndex: 'mean', align: 'right', render: num },
        { title: 'P25', dataIndex: 'p25', align: 'right', render: num },
        { title: 'P50', dataIndex: 'p50', align: 'right', render: num },
        { title: 'P75', dataIndex: 'p75', align: 'right', render: num },
      ]}
    />
  );
}

/** Time trend: documents per bucket over the period, the comparison period dashed. */
export function TimeTrendWidget({ data, elements, onDrill }: Props<'TIME_TREND'>) {
  return (
    <TrendChart
      elements={elements}
      onDrill={onDrill}
      offset={0}
      trend={data.trend}
      comparisonTrend={data.comparisonTrend}
      metric="count"
      testId="widget-trend-chart"
    />
  );
}

/** Keywords: words sized by weight, coloured by how often they come with negative sentiment; each opens its documents. */
export function KeywordsWidget({ data, kind, elements, onDrill }: Props<'ATTRIBUTE_BASED_KEYWORDS'>) {
  const { t } = useTranslation('dashboard');
  const max = Math.max(0.0001, ...data.words.map((w) => w.weight));
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="baseline" justify="center">
        {data.words.map((w, index) => (
          <DrillTarget key={w.text} kind={kind} index={index} element={elements[index]} onDrill={onDrill}>
            <span
              style={{
                fontSize: 12 + Math.round((w.weight / max) * 20),
                color: w.negativeShare > 0.5 ? colors.negative : w.negativeShare < 0.2 ? colors.positive : colors.main,
                lineHeight: 1.2,
              }}
            >
              {w.text}
            </span>
          </DrillTarget>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('keywords.sampled', { count: data.sampled })}
      </Typography.Text>
    </Flex>
  );
}

/** Attribute distribution: a histogram of the values with the quartiles marked. */
export function AttributeDistributionWidget({ data, onDrill }: Props<'ATTRIBUTE_DISTRIBUTION'>) {
  const { t, i18n } = useTranslation('dashboard');
  const labels = data.buckets.map((b) => `${formatScore(b.from, i18n.language)}–${formatScore(b.to, i18n.language)}`);
  const bucketOf = (value: number | null) =>
    value === null ? -1 : data.buckets.findIndex((b) => value >= b.from && value < b.to);
  const marks = (['p25', 'p50', 'p75'] as const)
    .map((k) => ({ k, at: bucketOf(data[k]) }))
    .filter((m) => m.at >= 0)
    .map((m) => ({ xAxis: m.at, label: { formatter: `${m.k.toUpperCase()}: ${formatScore(data[m.k], i18n.language)}` } }));
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 28, bottom: 8 },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value' },
    series: [
      {
        type: 'bar',
        name: t('table.count'),
        data: data.buckets.map((b) => b.count),
        itemStyle: { color: colors.main },
        markLine: { silent: true, symbol: 'none', lineStyle: { type: 'dashed', color: colors.comparison }, data: marks },
      },
    ],
  };
  return (
    <Flex vertical gap={4}>
      <Chart option={option} renderer="svg" style={{ height: 220 }} onClick={clickIndex(onDrill, data.buckets.length)} />
      <Flex gap={8} wrap>
        <Tag>
          {t('table.mean')}: {formatScore(data.mean, i18n.language)}
        </Tag>
        <Tag>P25: {formatScore(data.p25, i18n.language)}</Tag>
        <Tag>P50: {formatScore(data.p50, i18n.language)}</Tag>
        <Tag>P75: {formatScore(data.p75, i18n.language)}</Tag>
      </Flex>
    </Flex>
  );
}
