import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type CustomerDetail } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { Chart, type ChartOption } from '../../../shared/charts/Chart';
import { formatNumber } from '../../../shared/format';

/** Every NPS (0–10, left axis) and CSAT (1–5, right axis) answer of the customer in time order. */
export function ScoreHistory({ scores }: { scores: CustomerDetail['scores'] }) {
  const { t, i18n } = useTranslation('customers');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const hasNps = scores.some((s) => s.nps !== null);
  const hasCsat = scores.some((s) => s.csat !== null);
  const dates = scores.map((s) => formatDisplayDate(new Date(s.date), i18n.language, { timeZone }));
  const label = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : '');
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: label },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', min: 0, max: 10, name: hasNps ? t('scores.nps') : '', axisLabel: { formatter: label } },
      { type: 'value', min: 1, max: 5, name: hasCsat ? t('scores.csat') : '', axisLabel: { formatter: label } },
    ],
    series: [
      ...(hasNps
        ? [{ type: 'line' as const, name: t('scores.nps'), data: scores.map((s) => s.nps), connectNulls: true, yAxisIndex: 0 }]
        : []),
      ...(hasCsat
        ? [{ type: 'line' as const, name: t('scores.csat'), data: scores.map((s) => s.csat), connectNulls: true, yAxisIndex: 1 }]
        : []),
    ],
  };
  return (
    <Card size="small" title={t('scores.title')} data-testid="customer-scores">
      {scores.length === 0 ? (
        <Typography.Text type="secondary">{t('scores.none')}</Typography.Text>
      ) : (
        <Chart option={option} style={{ height: 220 }} testId="customer-score-chart" renderer="svg" />
      )}
    </Card>
  );
}
