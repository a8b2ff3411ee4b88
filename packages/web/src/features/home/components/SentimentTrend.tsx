import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Home } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount, formatDate } from '../lib/format';

type Trend = NonNullable<Home['analyses'][number]['sentiment']>['trend'];
const colors = { positive: '#52c41a', neutral: '#d9d9d9', negative: '#ff4d4f' } as const;

/** A small stacked bar per bucket (positive, neutral, negative), scaled to the busiest bucket. */
export function SentimentTrend({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation('home');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const max = Math.max(1, ...trend.map((p) => p.positive + p.neutral + p.negative));
  return (
    <Flex align="flex-end" gap={2} style={{ height: 40 }} data-testid="home-sentiment-trend">
      {trend.map((p) => (
        <Tooltip
          key={p.bucket}
          title={t('sentiment.bucket', {
            date: formatDate(p.bucket, i18n.language, timeZone),
            positive: formatCount(p.positive, i18n.language),
            neutral: formatCount(p.neutral, i18n.language),
            negative: formatCount(p.negative, i18n.language),
          })}
        >
          <Flex vertical style={{ flex: 1, minWidth: 2, height: `${((p.positive + p.neutral + p.negative) / max) * 100}%` }}>
            {(['positive', 'neutral', 'negative'] as const).map((k) => (
              <div key={k} style={{ flex: p[k], background: colors[k] }} />
            ))}
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}
