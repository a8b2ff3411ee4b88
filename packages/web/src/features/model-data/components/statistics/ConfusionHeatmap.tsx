import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellSelection, heatmapData, type HeatLabel } from '../../lib/heatmap';
import { Chart, type ChartClick, type ChartOption } from '../../../../shared/charts/Chart';
import { escapeHtml } from '../../../../shared/charts/escapeHtml';
import { formatCount, formatPercent } from '../../../../shared/format';

export interface ConfusionCell {
  actual: HeatLabel;
  predicted: HeatLabel;
  count: number;
}

/** The off-diagonal cells with the most documents: the pairs the model mixes up most. */
export function topConfusions(
  labels: readonly HeatLabel[],
  confusion: readonly (readonly number[])[],
  limit = 5,
): ConfusionCell[] {
  return heatmapData(labels, confusion)
    .items.filter(([x, y, , count]) => x !== y && count > 0)
    .sort((a, b) => b[3] - a[3])
    .slice(0, limit)
    .map((item) => cellSelection(labels, item))
    .filter((c): c is ConfusionCell => c !== null);
}

/**
 * The confusion matrix as a heatmap: rows are the actual labels, columns the predicted ones; the colour is the
 * share of the row, the number the count. Clicking a cell (or one of the most confused pairs) opens its documents.
 */
export function ConfusionHeatmap({
  labels,
  confusion,
  onCell,
}: {
  labels: readonly HeatLabel[];
  confusion: readonly (readonly number[])[];
  /** Opens a cell's documents; without it (a template has no documents) the matrix is only shown. */
  onCell?: (cell: ConfusionCell) => void;
}) {
  const { t } = useTranslation('modelData');
  const data = heatmapData(labels, confusion);
  const longest = data.names.reduce((m, n) => Math.max(m, n.length), 0);
  const option: ChartOption = {
    tooltip: {
      position: 'top',
      formatter: (p) => {
        const item = (p as { data?: number[] }).data ?? [];
        const [x = 0, y = 0, share = 0, count = 0] = item;
        return [
          `${escapeHtml(t('stats.actual'))}: <b>${escapeHtml(data.names[y] ?? '')}</b>`,
          `${escapeHtml(t('stats.predicted'))}: <b>${escapeHtml(data.names[x] ?? '')}</b>`,
          `${formatCount(count)} (${formatPercent(share)})`,
        ].join('<br/>');
      },
    },
    grid: { left: 12, right: 12, top: 8, bottom: 48, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.names,
      name: t('stats.predicted'),
      nameLocation: 'middle',
      nameGap: Math.min(120, 24 + longest * 4),
      axisLabel: { interval: 0, rotate: labels.length > 4 ? 35 : 0, width: 120, overflow: 'truncate' },
      splitArea: { show: true },
    },
    yAxis: {
      type: 'category',
      data: data.names,
      inverse: true,
      name: t('stats.actual'),
      // With the axis inverted, "start" is the top: the name sits above the first row.
      nameLocation: 'start',
      axisLabel: { interval: 0, width: 140, overflow: 'truncate' },
      splitArea: { show: true },
    },
    visualMap: { show: false, min: 0, max: 1, dimension: 2, inRange: { color: ['#f5f8ff', '#1677ff'] } },
    series: [
      {
        type: 'heatmap',
        data: data.items,
        label: { show: true, formatter: (p) => String(((p as { data?: number[] }).data ?? [])[3] ?? '') },
        emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
      },
    ],
  };
  const pairs = topConfusions(labels, confusion);
  return (
    <Flex vertical gap={8}>
      <Chart
        option={option}
        testId="confusion-heatmap"
        style={{ height: Math.max(320, labels.length * 36 + 140) }}
        onClick={(params: ChartClick) => {
          const cell = cellSelection(labels, Array.isArray(params.data) ? (params.data as number[]) : undefined);
          if (cell) onCell?.(cell);
        }}
      />
      <Typography.Text type="secondary">{t('stats.accuracyOf', { correct: data.correct, total: data.total })}</Typography.Text>
      {pairs.length > 0 && (
        <Flex wrap gap={8} align="center">
          <Typography.Text>{t('stats.mostConfused')}</Typography.Text>
          {pairs.map((c, i) => (
            <Button
              key={`${c.actual.id}-${c.predicted.id}`}
              size="small"
              disabled={!onCell}
              onClick={() => onCell?.(c)}
              data-testid={`confusion-pair-${i}`}
            >
              {c.actual.name} → {c.predicted.name} ({c.count})
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
