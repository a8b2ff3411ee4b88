import { Button, Card, Col, Flex, Progress, Row, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkingQuality, MarkingReport } from '@sentio/domain';
import { Chart, type ChartOption } from '../../../../shared/charts/Chart';
import { formatCount, formatPercent, progressFormat } from '../../../../shared/format';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import { useMarkingReport } from '../../api/queries';
import type { TabContext } from '../../lib/context';
import { ExportButtons } from '../correlation/ExportButtons';
import { dayLabel } from '../trend/buckets';
import { BucketDocuments } from './BucketDocuments';
import { usePeriodText } from './MarkingView';

type Marker = MarkingReport['markers'][number];
const percentOf = (ratio: number | null) => Math.round(Math.min(1, ratio ?? 0) * 100);

/**
 * One target's report (docs/reports.md): the total against the target, the length and category-count buckets, each
 * marker's part, and the daily cumulative count against an even pace to the target. A bucket (or a marker's bucket)
 * sets `quality` in the URL and lists its documents below.
 */
export function MarkingReportView({ context, id }: { context: TabContext; id: string }) {
  const { t } = useTranslation('reports');
  const report = useMarkingReport(context.code, id);
  const periodText = usePeriodText();
  const pick = (quality: string) => context.write({ markingGoalId: id, quality });

  if (report.isError)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} testId="marking-report-error" />;
  if (!report.data) return <Loading />;
  const r = report.data;
  return (
    <Flex vertical gap={12} data-testid="marking-report">
      <Card
        size="small"
        title={t('marking.reportTitle', { name: r.target.name, period: periodText(r.target) })}
        extra={
          context.canExport && (
            <ExportButtons
              code={context.code}
              query={{ kind: 'MARKING', markingGoalId: id }}
              fileName={r.target.name}
              testId="marking-export"
            />
          )
        }
      >
        <Flex vertical gap={12}>
          <Flex vertical>
            <Typography.Text data-testid="marking-total">
              {t('marking.progress', { marked: r.marked, target: r.target.totalTarget })}
            </Typography.Text>
            <Progress percent={percentOf(r.ratio)} format={progressFormat} />
          </Flex>
          <Row gutter={[12, 12]}>
            {r.buckets.map((b) => (
              <Col key={b.quality} xs={12} md={8} xl={6}>
                <Button
                  block
                  type={context.state.quality === b.quality ? 'primary' : 'default'}
                  ghost={context.state.quality === b.quality}
                  style={{ height: 'auto', textAlign: 'left', padding: 8 }}
                  onClick={() => pick(b.quality)}
                  aria-label={t('marking.bucketOpen', { bucket: t(`bucket.${b.quality}`), count: b.achieved })}
                  data-testid={`marking-bucket-${b.quality}`}
                >
                  <Flex vertical style={{ width: '100%' }}>
                    <Typography.Text strong>{t(`bucket.${b.quality}`)}</Typography.Text>
                    <Typography.Text>
                      {b.target === null
                        ? formatCount(b.achieved)
                        : t('marking.ofTarget', { achieved: b.achieved, target: b.target })}
                    </Typography.Text>
                    {b.target !== null && <Progress percent={percentOf(b.ratio)} size="small" format={progressFormat} />}
                  </Flex>
                </Button>
              </Col>
            ))}
          </Row>
        </Flex>
      </Card>
      <Card size="small" title={t('marking.markers')}>
        <MarkerTable report={r} onPick={pick} />
      </Card>
      <DailyChart report={r} />
      {context.state.quality && <BucketDocuments context={context} report={r} quality={context.state.quality} />}
    </Flex>
  );
}

function MarkerTable({ report, onPick }: { report: MarkingReport; onPick: (quality: string) => void }) {
  const { t } = useTranslation('reports');
  const qualities: MarkingQuality[] = report.buckets.map((b) => b.quality).filter((q) => q !== 'MARKED');
  const link = (m: Marker, quality: MarkingQuality, count: number) => (
    <Typography.Link onClick={() => onPick(`${quality}@${m.userId}`)} data-testid={`marker-bucket-${m.userId}-${quality}`}>
      {formatCount(count)}
    </Typography.Link>
  );
  const columns: TableColumnsType<Marker> = [
    { key: 'name', title: t('markers.name'), render: (_, m) => m.name },
    { key: 'marked', title: t('markers.marked'), align: 'right', render: (_, m) => link(m, 'MARKED', m.marked) },
    { key: 'share', title: t('marking.share'), align: 'right', render: (_, m) => formatPercent(m.share) },
    ...qualities.map((q) => ({
      key: q,
      title: t(`bucket.${q}`),
      align: 'right' as const,
      render: (_: unknown, m: Marker) => link(m, q, m.buckets.find((b) => b.quality === q)?.achieved ?? 0),
    })),
  ];
  return (
    <Table<Marker>
      data-testid="marking-markers"
      rowKey="userId"
      size="small"
      pagination={false}
      dataSource={report.markers}
      columns={columns}
      scroll={{ x: 'max-content' }}
    />
  );
}

function DailyChart({ report }: { report: MarkingReport }) {
  const { t, i18n } = useTranslation('reports');
  const days = report.daily;
  if (days.length === 0) return null;
  // An even pace from nothing on the first day to the whole target on the last: where the team should be by then.
  const pace = days.map((_, i) => Math.round((report.target.totalTarget * (i + 1)) / days.length));
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('marking.cumulative'), t('marking.pace')] },
    grid: { left: 48, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: days.map((d) => dayLabel(d.day, i18n.language)) },
    yAxis: { type: 'value' },
    series: [
      { name: t('marking.cumulative'), type: 'line', data: days.map((d) => d.cumulative), symbolSize: 5 },
      { name: t('marking.pace'), type: 'line', data: pace, lineStyle: { type: 'dashed' }, symbol: 'none' },
    ],
  };
  return (
    <Card size="small" title={t('marking.daily')}>
      <Chart option={option} renderer="svg" style={{ height: 240 }} testId="marking-daily" />
    </Card>
  );
}
