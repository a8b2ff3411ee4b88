import { useState, type HTMLAttributes } from 'react';
import { Alert, Card, Col, Flex, Row, Segmented, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { effectMinimumDocuments, effectWindowDays, type ActionEffect as Effect, type EffectMetric } from '@sentio/domain';
import { LoadError } from '../../../shared/query/QueryState';
import { formatCount, formatNumber, formatPercent, formatSigned } from '../../../shared/format';
import { useActionEffect } from '../api/queries';
import { useDates } from '../lib/useDates';

/** Window lengths offered (days on each side of the pivot). */
export const effectWindows = [7, 14, 28, 56, 90] as const;

/**
 * Shares (and CSAT, the satisfied share) come as percentages (0..100) and change in percentage points; NPS and the
 * sentiment score are points on their own −100..100 scale.
 */
const shareMetrics = new Set<EffectMetric['key']>(['VOLUME_SHARE', 'NEGATIVE_SHARE', 'CSAT']);

function Window({ side, window }: { side: 'before' | 'after'; window: Effect['before'] }) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  return (
    <Flex vertical gap={2} data-testid={`action-effect-${side}`}>
      <Typography.Text strong>{t(`effect.${side}`)}</Typography.Text>
      <Typography.Text>
        {t('effect.range', { start: dates.instant(window.start, false), end: dates.instant(window.end, false) })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('effect.documents', { documents: window.documents, total: window.total })}
      </Typography.Text>
    </Flex>
  );
}

function useMetricColumns() {
  const { t } = useTranslation('actionDetail');
  const value = (m: EffectMetric, v: number | null) =>
    shareMetrics.has(m.key) ? formatPercent(v === null ? null : v / 100) : formatNumber(v, { maxDigits: 1 });
  return [
    {
      key: 'metric',
      title: t('effect.columns.metric'),
      render: (_: unknown, m: EffectMetric) => (
        <Tooltip title={t(m.better === 'UP' ? 'effect.betterUp' : 'effect.betterDown')}>{t(`effect.metric.${m.key}`)}</Tooltip>
      ),
    },
    { key: 'before', title: t('effect.columns.before'), render: (_: unknown, m: EffectMetric) => value(m, m.before) },
    { key: 'after', title: t('effect.columns.after'), render: (_: unknown, m: EffectMetric) => value(m, m.after) },
    {
      key: 'delta',
      title: t('effect.columns.delta'),
      render: (_: unknown, m: EffectMetric) => {
        const text = formatSigned(m.change.delta, { maxDigits: 2 });
        const color = m.improved === true ? 'green' : m.improved === false ? 'red' : undefined;
        return (
          <Typography.Text style={color ? { color: color === 'green' ? '#389e0d' : '#cf1322' } : undefined}>
            {shareMetrics.has(m.key) && m.change.delta !== null ? t('effect.points', { value: text }) : text}
          </Typography.Text>
        );
      },
    },
    {
      key: 'pValue',
      title: t('effect.columns.pValue'),
      render: (_: unknown, m: EffectMetric) => formatNumber(m.change.pValue, { maxDigits: 3 }),
    },
    {
      key: 'result',
      title: t('effect.columns.result'),
      render: (_: unknown, m: EffectMetric) => (
        <Flex gap={4} wrap>
          <Tag color={m.change.significant ? 'blue' : 'default'}>
            {t(m.change.significant ? 'effect.significant' : 'effect.notSignificant')}
          </Tag>
          {m.improved === true && <Tag color="green">{t('effect.improved')}</Tag>}
          {m.improved === false && <Tag color="red">{t('effect.worse')}</Tag>}
        </Flex>
      ),
    },
  ];
}

function EffectBody({ effect }: { effect: Effect }) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  const columns = useMetricColumns();
  const noFigures = effect.reason === 'NO_EVIDENCE' || effect.reason === 'ANALYSIS_DELETED' || effect.reason === 'TOO_EARLY';
  return (
    <Flex vertical gap={12}>
      {effect.reason && (
        <Alert
          type={effect.reason === 'NOT_ENOUGH_DATA' || effect.reason === 'TOO_EARLY' ? 'warning' : 'info'}
          showIcon
          title={t(`effect.reason.${effect.reason}`, { minimum: formatCount(effectMinimumDocuments) })}
          data-testid="action-effect-reason"
        />
      )}
      {!noFigures && (
        <>
          <Typography.Text type="secondary" data-testid="action-effect-pivot">
            {t(`effect.pivot.${effect.pivotKind}`, { date: dates.instant(effect.pivot, false) })}
          </Typography.Text>
          <Row gutter={16}>
            <Col span={12}>
              <Window side="before" window={effect.before} />
            </Col>
            <Col span={12}>
              <Window side="after" window={effect.after} />
            </Col>
          </Row>
          <Table<EffectMetric>
            size="small"
            rowKey="key"
            pagination={false}
            columns={columns}
            dataSource={effect.metrics}
            onRow={(m) => ({ 'data-testid': `action-effect-metric-${m.key}` }) as HTMLAttributes<HTMLElement>}
            data-testid="action-effect-metrics"
          />
          {effect.reason === null && (
            <Alert
              type={effect.improved ? 'success' : 'info'}
              title={t(effect.improved ? 'effect.summaryImproved' : 'effect.summaryNot')}
              data-testid="action-effect-summary"
            />
          )}
        </>
      )}
    </Flex>
  );
}

/**
 * The measured effect on the slice the action came from: equal windows before and after the closed date (or the
 * creation date while open), each measure with its test; says in words why nothing can be measured.
 */
export function ActionEffect({ actionId }: { actionId: string }) {
  const { t } = useTranslation('actionDetail');
  const [windowDays, setWindowDays] = useState<number>(effectWindowDays.default);
  const effect = useActionEffect(actionId, windowDays);
  return (
    <Card
      title={t('effect.title')}
      size="small"
      data-testid="action-effect"
      extra={
        <Segmented<number>
          size="small"
          value={windowDays}
          onChange={setWindowDays}
          options={effectWindows.map((d) => ({ value: d, label: t('effect.days', { value: d }) }))}
          aria-label={t('effect.window')}
          data-testid="action-effect-window"
        />
      }
    >
      {effect.isError ? (
        <LoadError error={effect.error} onRetry={() => void effect.refetch()} testId="action-effect-error" />
      ) : !effect.data ? (
        <Skeleton active />
      ) : (
        <EffectBody effect={effect.data} />
      )}
    </Card>
  );
}
