import { useState } from 'react';
import { Empty, Flex, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VersionStatistics } from '@sentio/domain';
import { cloudSizes, ratioRows } from '../../lib/charts-data';
import { Chart, type ChartOption } from '../../../../shared/charts/Chart';
import { formatNumber, formatPercent } from '../../../../shared/format';

/** How the labelled documents are spread over the labels (a horizontal bar per label). */
export function RatiosChart({ stats }: { stats: VersionStatistics }) {
  const { t } = useTranslation('modelData');
  const rows = ratioRows(stats.ratios, stats.labels);
  if (rows.length === 0) return <Empty description={t('stats.noRatios')} />;
  const ordered = [...rows].reverse();
  const option: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: ordered.map((r) => r.name), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: t('stats.documents'),
        data: ordered.map((r) => r.count),
        itemStyle: { color: '#1677ff' },
        barMaxWidth: 28,
        label: { show: true, position: 'right', formatter: (p) => formatPercent(ordered[p.dataIndex]?.share ?? 0) },
      },
    ],
  };
  return <Chart option={option} testId="ratios-chart" style={{ height: Math.max(200, rows.length * 28 + 40) }} />;
}

/** The strongest words of one label, sized by weight: a tag cloud without an extra dependency. */
export function KeywordCloud({ stats }: { stats: VersionStatistics }) {
  const { t } = useTranslation('modelData');
  const withWords = stats.keywords.filter((k) => k.words.length > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const labelId = chosen ?? withWords[0]?.labelId ?? null;
  const words = withWords.find((k) => k.labelId === labelId)?.words ?? [];
  const names = new Map(stats.labels.map((l) => [l.id, l.name]));
  if (withWords.length === 0) return <Empty description={t('stats.noKeywords')} />;
  return (
    <Flex vertical gap={12} data-testid="keyword-cloud">
      <Select
        value={labelId ?? undefined}
        onChange={setChosen}
        style={{ maxWidth: 280 }}
        options={withWords.map((k) => ({ value: k.labelId, label: names.get(k.labelId) ?? k.labelId }))}
        data-testid="keyword-label"
      />
      <Flex wrap gap="4px 14px" align="baseline" style={{ minHeight: 120 }}>
        {cloudSizes(words).map((w, i) => (
          <Tooltip key={`${w.text}-${i}`} title={formatNumber(w.weight, { digits: 3 })}>
            <span
              data-testid="keyword"
              style={{ fontSize: w.size, lineHeight: 1.2, color: `rgba(22, 119, 255, ${0.45 + (w.size - 12) / 36})` }}
            >
              {w.text}
            </span>
          </Tooltip>
        ))}
      </Flex>
    </Flex>
  );
}
