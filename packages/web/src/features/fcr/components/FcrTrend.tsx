import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDateFormat, toWall, type FcrReport } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { Chart, type ChartOption } from '../../../shared/charts/Chart';
import { formatPercent } from '../../../shared/format';

/** The rate per day (the tenant's calendar days, like the report), week or month of the range (the server picks the step from the range's length). */
export function FcrTrend({ report }: { report: FcrReport }) {
  const { t, i18n } = useTranslation('fcr');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  if (report.trend.length === 0) return null;
  const option: ChartOption = {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatPercent(value / 100) : '—'),
    },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: report.trend.map((p) => toWall(new Date(p.date), timeZone).format(displayDateFormat(i18n.language))),
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: 100,
      axisLabel: { formatter: (value: number) => formatPercent(value / 100, { maxDigits: 0 }) },
    },
    series: [
      { name: t('trend.rate'), type: 'line', data: report.trend.map((p) => p.figures.rate), symbolSize: 6, connectNulls: false },
    ],
  };
  return (
    <Card title={t('trend.title')} data-testid="fcr-trend">
      <Chart option={option} renderer="svg" style={{ height: 240 }} />
    </Card>
  );
}
