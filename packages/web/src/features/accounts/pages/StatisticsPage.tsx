import { useState } from 'react';
import { Card, Col, Flex, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { Chart, type ChartOption } from '../../../shared/charts/Chart';
import { useStatistics } from '../api/queries';

/** /admin/statistics: usage across every account per month (documents, users, models, analyses, sign-ins). */
export function StatisticsPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <StatisticsView />
    </AccessGuard>
  );
}

type Series = 'documents' | 'signIns' | 'users' | 'models' | 'analyses';

function barOption(s: Statistics, keys: readonly Series[], label: (k: string) => string): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: s.months.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: keys.map((k) => ({ type: 'bar', name: label(k), data: s.months.map((m) => m[k]) })),
  };
}

function StatisticsView() {
  const { t } = useTranslation('accounts');
  const [months, setMonths] = useState(12);
  const stats = useStatistics(months);
  const s = stats.data;
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('statistics.title')}
        extra={
          <Segmented
            value={months}
            onChange={(v) => setMonths(v)}
            options={[3, 6, 12, 24].map((m) => ({ value: m, label: t('statistics.months', { count: m }) }))}
          />
        }
      >
        {s ? (
          <Row gutter={[16, 16]} data-testid="statistics-totals">
            {(['accounts', 'users', 'models', 'analyses', 'documents'] as const).map((k) => (
              <Col key={k} xs={12} md={4}>
                <Statistic title={t(`statistics.totals.${k}`)} value={s.totals[k]} />
              </Col>
            ))}
          </Row>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
      {s && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('statistics.activity')}>
              <Chart
                option={barOption(s, ['documents', 'signIns'], (k) => t(`statistics.series.${k}`))}
                style={{ height: 300 }}
                testId="statistics-activity"
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('statistics.growth')}>
              <Chart
                option={barOption(s, ['users', 'models', 'analyses'], (k) => t(`statistics.series.${k}`))}
                style={{ height: 300 }}
                testId="statistics-growth"
              />
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
