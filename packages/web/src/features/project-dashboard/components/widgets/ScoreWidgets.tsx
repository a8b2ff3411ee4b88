import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetData } from '@sentio/domain';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { useAppStore } from '../../../../app/store/appStore';
import { bandKey, segmentKey, sentimentPolarities, type WidgetElement } from '../../lib/elements';
import { formatBucket, isHourly } from '../../lib/format';
import { colors, StackedBar, TrendChart, type DrillProps } from './parts';

type Data<K extends WidgetData['kind']> = Extract<WidgetData, { kind: K }>;
type Props<K extends WidgetData['kind']> = DrillProps & { data: Data<K> };

const bandColor = (element: WidgetElement): string => {
  const key = bandKey(element.key.slice(1));
  if (key === 'promoter' || key === 'positive') return colors.positive;
  if (key === 'passive' || key === 'neutral') return key === 'passive' ? colors.passive : colors.neutral;
  if (key === 'detractor' || key === 'negative') return colors.negative;
  return colors.other;
};

/** CSAT answers 1…max: red to green by position. */
const answerColor = (index: number, count: number): string => {
  const palette = ['#ff4d4f', '#ff7a45', '#faad14', '#a0d911', '#52c41a'];
  const at = count <= 1 ? palette.length - 1 : Math.round((index / (count - 1)) * (palette.length - 1));
  return palette[at] ?? colors.main;
};

/** NPS: promoters / passives / detractors as one clickable bar, and the score's trend with the comparison dashed. */
export function NpsWidget({ data, kind, elements, onDrill }: Props<'NPS'>) {
  return (
    <Flex vertical gap={12}>
      <StackedBar kind={kind} elements={elements} onDrill={onDrill} count={data.bands.length} colorOf={bandColor} />
      <TrendChart
        elements={elements}
        onDrill={onDrill}
        offset={data.bands.length}
        trend={data.trend}
        comparisonTrend={data.comparisonTrend}
        metric="value"
      />
    </Flex>
  );
}

/** CSAT: the answers' distribution as one clickable bar, and the score's trend. */
export function CsatWidget({ data, kind, elements, onDrill }: Props<'CSAT'>) {
  const count = data.bands.length;
  return (
    <Flex vertical gap={12}>
      <StackedBar
        kind={kind}
        elements={elements}
        onDrill={onDrill}
        count={count}
        colorOf={(e) => answerColor(elements.indexOf(e), count)}
      />
      <TrendChart
        elements={elements}
        onDrill={onDrill}
        offset={count}
        trend={data.trend}
        comparisonTrend={data.comparisonTrend}
        metric="value"
      />
    </Flex>
  );
}

/**
 * Sentiment: the split as one clickable bar, and per bucket the positive / neutral / negative documents stacked; a
 * segment opens that bucket's documents of that sentiment.
 */
export function SentimentWidget({ data, kind, elements, onDrill }: Props<'SENTIMENT'>) {
  const { t, i18n } = useTranslation('dashboard');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const offset = data.bands.length;
  const hourly = isHourly(data.trend);
  const series = sentimentPolarities.map((key) => ({
    name: t(`band.${key}`),
    type: 'bar' as const,
    stack: 'sentiment',
    data: data.trend.map((p) => p[key] ?? 0),
    itemStyle: { color: colors[key] },
  }));
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 28, bottom: 8 },
    xAxis: { type: 'category', data: data.trend.map((p) => formatBucket(p.bucket, i18n.language, timeZone, hourly)) },
    yAxis: { type: 'value' },
    series,
  };
  const click = (p: ChartClick) => {
    const polarity = sentimentPolarities[p.seriesIndex ?? -1];
    if (p.dataIndex === undefined || !polarity) return;
    const key = segmentKey(p.dataIndex, polarity);
    const index = elements.findIndex((e) => e.key === key);
    if (index >= 0) onDrill(index);
  };
  return (
    <Flex vertical gap={12}>
      <StackedBar kind={kind} elements={elements} onDrill={onDrill} count={offset} colorOf={bandColor} />
      {data.trend.length > 0 && <Chart option={option} renderer="svg" style={{ height: 200 }} onClick={click} />}
    </Flex>
  );
}
