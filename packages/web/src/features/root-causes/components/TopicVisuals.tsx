import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@sentio/domain';
import { formatCount, percent } from '../../../shared/format';

const sentimentColors = { positive: '#52C41A', neutral: '#BFBFBF', negative: '#FF4D4F' } as const;

/** Positive / neutral / negative shares of a topic's documents as one bar. */
export function SentimentBar({ sentiment, testId }: { sentiment: Topic['sentiment']; testId?: string }) {
  const { t } = useTranslation('rootCauses');
  const total = sentiment.positive + sentiment.neutral + sentiment.negative;
  if (total === 0) return null;
  return (
    <Flex style={{ height: 8, borderRadius: 4, overflow: 'hidden', width: '100%' }} data-testid={testId}>
      {(['positive', 'neutral', 'negative'] as const).map((key) =>
        sentiment[key] > 0 ? (
          <Tooltip
            key={key}
            title={`${t(`sentiment.${key}`)}: ${formatCount(sentiment[key])} (${percent(sentiment[key] / total)})`}
          >
            <div style={{ flex: sentiment[key], background: sentimentColors[key] }} aria-label={t(`sentiment.${key}`)} />
          </Tooltip>
        ) : null,
      )}
    </Flex>
  );
}

/** A topic's trend as a small line (share or count per bucket, as the analysis's trend type says). */
export function Sparkline({ points, proportional }: { points: Topic['trend']; proportional: boolean }) {
  const { t } = useTranslation('rootCauses');
  if (points.length < 2) return null;
  const values = points.map((p) => (proportional ? p.share : p.count));
  const max = Math.max(...values, 0) || 1;
  const width = 120;
  const height = 28;
  const path = values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${((i / (values.length - 1)) * width).toFixed(1)},${(height - (v / max) * (height - 2) - 1).toFixed(1)}`,
    )
    .join(' ');
  const first = points[0]?.bucket ?? '';
  const last = points[points.length - 1]?.bucket ?? '';
  return (
    <Tooltip title={t('topic.trendHelp', { from: first.slice(0, 10), to: last.slice(0, 10) })}>
      <svg width={width} height={height} role="img" aria-label={t('topic.trend')}>
        <path d={path} fill="none" stroke="#1677FF" strokeWidth={1.5} />
      </svg>
    </Tooltip>
  );
}
