import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WidgetData } from '@sentio/domain';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { useAppStore } from '../../../../app/store/appStore';
import { formatBucket, formatCount, formatDelta, formatShare, isHourly } from '../../lib/format';
import { barStyle, ChangeText, DivergingBar, colors, DrillTarget, SignificanceMarker, type DrillProps } from './parts';

type Data<K extends WidgetData['kind']> = Extract<WidgetData, { kind: K }>;
type Props<K extends WidgetData['kind']> = DrillProps & { data: Data<K> };

/*
 * The root cause widgets (docs/dashboards.md): confirmed root causes by documents, by impact on the score and over
 * time. Every bar, row and point opens the data tab on exactly that root cause's documents (its drill carries rrId).
 * Element labels come from lib/elements.ts (the alias in the interface language when set).
 */

const seriesColors = [
  '#1677ff',
  '#fa8c16',
  '#52c41a',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#a0d911',
  '#2f54eb',
  '#f5222d',
];

/** An analysis without confirmed root causes yet: say where they come from, with a link to that tab. */
export function NoRootCauses({ kind }: { kind: WidgetData['kind'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Empty data-testid={`widget-no-root-causes-${kind}`} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rootCause.empty')}>
      <Link to="?tab=rootCauseAnalysis" data-testid={`widget-root-cause-link-${kind}`}>
        {t('rootCause.openTab')}
      </Link>
    </Empty>
  );
}

/** Root causes by volume: a bar per root cause with its documents and share, and the change against the comparison. */
export function RootCauseVolumeWidget({ data, kind, elements, onDrill }: Props<'ROOT_CAUSE_VOLUME'>) {
  const { t, i18n } = useTranslation('dashboard');
  if (data.rows.length === 0) return <NoRootCauses kind={kind} />;
  const max = Math.max(1, ...data.rows.map((r) => r.count));
  return (
    <Flex vertical gap={4}>
      {data.rows.map((r, index) => (
        <DrillTarget key={r.rootCauseId} kind={kind} index={index} element={elements[index]} onDrill={onDrill}>
          <Flex align="center" gap={8}>
            <Typography.Text ellipsis style={{ width: 160, flexShrink: 0 }}>
              {elements[index]?.label ?? r.name}
            </Typography.Text>
            <span style={{ flex: 1 }}>
              <span style={barStyle((r.count / max) * 100, colors.main)} />
            </span>
            <Typography.Text type="secondary" style={{ width: 100, textAlign: 'right' }}>
              {formatCount(r.count, i18n.language)} · {formatShare(r.share, i18n.language)}
            </Typography.Text>
            {data.comparisonTotal !== null && (
              <span style={{ width: 70, textAlign: 'right' }}>
                <ChangeText change={r.change} unit={` ${t('change.points')}`} />
              </span>
            )}
          </Flex>
        </DrillTarget>
      ))}
    </Flex>
  );
}

/** Root causes by impact: diverging bars around zero, how much each root cause moves the overall NPS or CSAT. */
export function RootCauseImpactWidget({ data, kind, elements, onDrill }: Props<'ROOT_CAUSE_IMPACT'>) {
  const { i18n } = useTranslation('dashboard');
  if (data.rows.length === 0) return <NoRootCauses kind={kind} />;
  const max = Math.max(0.0001, ...data.rows.map((r) => Math.abs(r.impact ?? 0)));
  return (
    <Flex vertical gap={4}>
      {data.rows.map((r, index) => {
        return (
          <DrillTarget key={r.rootCauseId} kind={kind} index={index} element={elements[index]} onDrill={onDrill}>
            <Flex align="center" gap={8}>
              <Typography.Text ellipsis style={{ width: 160, flexShrink: 0 }}>
                {elements[index]?.label ?? r.name}
              </Typography.Text>
              <DivergingBar value={r.impact ?? 0} max={max} />
              <span style={{ width: 70, textAlign: 'right' }}>
                {formatDelta(r.impact, i18n.language)}
                {r.change.significant && <SignificanceMarker />}
              </span>
            </Flex>
          </DrillTarget>
        );
      })}
    </Flex>
  );
}

/**
 * Root cause trend: a line per root cause (documents per bucket); a point opens that root cause's documents of the
 * bucket, a legend entry all its documents in range. Elements: the root causes, then each one's points.
 */
export function RootCauseTrendWidget({ data, kind, elements, onDrill }: Props<'ROOT_CAUSE_TREND'>) {
  const { i18n } = useTranslation('dashboard');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  if (data.series.length === 0) return <NoRootCauses kind={kind} />;
  const longest = data.series.reduce((a, s) => (s.trend.length > a.trend.length ? s : a), data.series[0] ?? { trend: [] });
  const hourly = isHourly(longest.trend);
  const offsets: number[] = [];
  let at = data.series.length;
  for (const s of data.series) {
    offsets.push(at);
    at += s.trend.length;
  }
  const color = (i: number) => seriesColors[i % seriesColors.length] ?? colors.main;
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 12, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: longest.trend.map((p) => formatBucket(p.bucket, i18n.language, timeZone, hourly)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.series.map((s, i) => ({
      name: elements[i]?.label ?? s.name,
      type: 'line' as const,
      data: s.trend.map((p) => p.count),
      itemStyle: { color: color(i) },
      symbolSize: 6,
    })),
  };
  const click = (p: ChartClick) => {
    if (p.seriesIndex === undefined || p.dataIndex === undefined) return;
    const index = (offsets[p.seriesIndex] ?? -1) + p.dataIndex;
    if (index >= data.series.length && elements[index]) onDrill(index);
  };
  return (
    <Flex vertical gap={8}>
      <Chart option={option} renderer="svg" style={{ height: 220 }} onClick={click} testId="widget-root-cause-trend-chart" />
      <Flex gap={12} wrap>
        {data.series.map((s, i) => (
          <DrillTarget key={s.rootCauseId} kind={kind} index={i} element={elements[i]} onDrill={onDrill}>
            <Typography.Text style={{ fontSize: 12 }}>
              <span
                style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: color(i), marginRight: 4 }}
              />
              {elements[i]?.label ?? s.name}: {formatCount(s.count, i18n.language)}
            </Typography.Text>
          </DrillTarget>
        ))}
      </Flex>
    </Flex>
  );
}
