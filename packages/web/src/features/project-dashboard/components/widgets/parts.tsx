import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Change, TrendPoint, WidgetKind } from '@sentio/domain';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { formatBucket, formatCount, formatDelta, formatShare, isHourly } from '../../lib/format';
import type { WidgetElement } from '../../lib/elements';
import { useAppStore } from '../../../../app/store/appStore';

export const colors = {
  positive: '#52c41a',
  neutral: '#bfbfbf',
  negative: '#ff4d4f',
  passive: '#faad14',
  other: '#f0f0f0',
  main: '#1677ff',
  comparison: '#8c8c8c',
};

/** What every chart part needs: the widget's kind (for test ids) and the drill of an element by its index. */
/** A horizontal bar of `width` percent (0…100), at least 2 px when not zero. */
export const barStyle = (width: number, color: string): React.CSSProperties => ({
  display: 'block',
  height: 10,
  width: `${Math.max(0, Math.min(100, width))}%`,
  minWidth: width > 0 ? 2 : 0,
  background: color,
  borderRadius: 2,
});

/** A bar either side of a zero line (impact): `value` against the largest magnitude `max`. */
export function DivergingBar({ value, max }: { value: number; max: number }) {
  const bar = (
    <span
      style={{
        ...barStyle((Math.abs(value) / max) * 100, value >= 0 ? colors.positive : colors.negative),
        marginLeft: value >= 0 ? 0 : 'auto',
      }}
    />
  );
  return (
    <Flex style={{ flex: 1 }}>
      <Flex style={{ flex: 1, borderRight: '1px solid #d9d9d9' }}>{value < 0 && bar}</Flex>
      <Flex style={{ flex: 1 }}>{value >= 0 && bar}</Flex>
    </Flex>
  );
}

export interface DrillProps {
  kind: WidgetKind;
  elements: readonly WidgetElement[];
  onDrill: (index: number) => void;
}

export const drillTestId = (kind: WidgetKind, index: number) => `widget-drill-${kind}-${index}`;

/** A DOM element that opens its documents: keyboard reachable, with its label and count as the tooltip. */
export function DrillTarget({
  kind,
  index,
  element,
  onDrill,
  style,
  children,
  withTestId = true,
}: {
  kind: WidgetKind;
  index: number;
  element: WidgetElement | undefined;
  onDrill: (index: number) => void;
  style?: React.CSSProperties;
  children?: React.ReactNode;
  /** False for a second target of the same element (its test id stays unique). */
  withTestId?: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  if (!element) return null;
  const title = t('drill.title', { label: element.label, count: formatCount(element.count, i18n.language) });
  return (
    <Tooltip title={title}>
      <span
        role="button"
        tabIndex={0}
        aria-label={title}
        data-testid={withTestId ? drillTestId(kind, index) : undefined}
        style={{ cursor: 'pointer', ...style }}
        onClick={() => onDrill(index)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onDrill(index);
          }
        }}
      >
        {children}
      </span>
    </Tooltip>
  );
}

/** A horizontal bar split into bands (promoters/passives/detractors, sentiments), each segment clickable. */
export function StackedBar({
  kind,
  elements,
  onDrill,
  offset = 0,
  count,
  colorOf,
}: DrillProps & { offset?: number; count: number; colorOf: (element: WidgetElement) => string }) {
  const { i18n } = useTranslation('dashboard');
  const bands = elements.slice(offset, offset + count);
  const total = bands.reduce((sum, b) => sum + b.count, 0);
  return (
    <Flex vertical gap={4}>
      <div style={{ display: 'flex', height: 18, borderRadius: 4, overflow: 'hidden', background: colors.other }}>
        {bands.map((b, i) =>
          b.count > 0 ? (
            <DrillTarget
              key={b.key}
              kind={kind}
              index={offset + i}
              element={b}
              onDrill={onDrill}
              style={{ width: `${(b.count / Math.max(total, 1)) * 100}%`, background: colorOf(b), display: 'block' }}
            />
          ) : null,
        )}
      </div>
      <Flex gap={12} wrap>
        {bands.map((b) => (
          <Typography.Text key={b.key} type="secondary" style={{ fontSize: 12 }}>
            <span
              style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: colorOf(b), marginRight: 4 }}
            />
            {b.label}: {formatCount(b.count, i18n.language)}
            {total > 0 ? ` (${formatShare(b.count / total, i18n.language)})` : ''}
          </Typography.Text>
        ))}
      </Flex>
    </Flex>
  );
}

/** A change with its sign and, when significant, a marker whose tooltip says what that means. */
export function ChangeText({ change, unit = '', testId }: { change: Change | null; unit?: string; testId?: string }) {
  const { i18n } = useTranslation('dashboard');
  if (!change || change.delta === null) return null;
  const color = change.delta > 0 ? colors.positive : change.delta < 0 ? colors.negative : undefined;
  return (
    <span data-testid={testId} style={{ color, whiteSpace: 'nowrap' }}>
      {formatDelta(change.delta, i18n.language)}
      {unit}
      {change.significant && <SignificanceMarker />}
    </span>
  );
}

/** Marks a change that is significant at 95 %; the tooltip says what that means. */
export function SignificanceMarker() {
  const { t } = useTranslation('dashboard');
  return (
    <Tooltip title={t('change.significant')}>
      <span data-testid="significance-marker" aria-label={t('change.significant')} style={{ marginLeft: 2 }}>
        ★
      </span>
    </Tooltip>
  );
}

/**
 * The main trend and the comparison trend (dashed), aligned by position. A click on a point opens its bucket; the
 * main points are the elements from `offset`, the comparison points follow them.
 */
export function TrendChart({
  elements,
  onDrill,
  offset,
  trend,
  comparisonTrend,
  metric,
  testId,
}: Omit<DrillProps, 'kind'> & {
  offset: number;
  trend: readonly TrendPoint[];
  comparisonTrend: readonly TrendPoint[];
  /** What the line shows: the widget's metric per bucket, or the documents counted. */
  metric: 'value' | 'count';
  testId?: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  if (trend.length === 0) return null;
  const hourly = isHourly(trend);
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 24, bottom: 8 },
    legend: comparisonTrend.length > 0 ? { top: 0, data: [t('series.main'), t('series.comparison')] } : undefined,
    xAxis: { type: 'category', data: trend.map((p) => formatBucket(p.bucket, i18n.language, timeZone, hourly)) },
    yAxis: { type: 'value' },
    series: [
      {
        name: t('series.main'),
        type: 'line',
        data: trend.map((p) => p[metric]),
        itemStyle: { color: colors.main },
        symbolSize: 6,
      },
      ...(comparisonTrend.length > 0
        ? [
            {
              name: t('series.comparison'),
              type: 'line' as const,
              data: comparisonTrend.map((p) => p[metric]),
              lineStyle: { type: 'dashed' as const },
              itemStyle: { color: colors.comparison },
              symbolSize: 6,
            },
          ]
        : []),
    ],
  };
  const click = (p: ChartClick) => {
    if (p.dataIndex === undefined) return;
    const index = offset + (p.seriesIndex === 1 ? trend.length : 0) + p.dataIndex;
    if (elements[index]) onDrill(index);
  };
  return <Chart option={option} renderer="svg" style={{ height: 200 }} onClick={click} testId={testId} />;
}
