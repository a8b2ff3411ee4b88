import { Col, Empty, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMarkings } from '../../api/queries';
import { markingSeries } from '../../lib/charts-data';
import { Chart, type ChartOption } from '../../../../shared/charts/Chart';
import { LoadError, Loading } from '../../../../shared/query/QueryState';

/** Who labelled how many documents, and their labelling per day. */
export function MarkingsCard({ modelId }: { modelId: string }) {
  const { t } = useTranslation('modelData');
  const markings = useMarkings(modelId);
  if (markings.isError) return <LoadError error={markings.error} onRetry={() => void markings.refetch()} />;
  if (markings.isPending) return <Loading rows={3} />;
  if (markings.data.users.length === 0) return <Empty description={t('stats.noMarkings')} data-testid="markings-empty" />;
  const { days, series } = markingSeries(markings.data);
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ type: 'line', name: s.name, data: s.counts, smooth: true, showSymbol: days.length < 40 })),
  };
  return (
    <Row gutter={[16, 16]} data-testid="markings">
      <Col xs={24} lg={8}>
        <Table
          rowKey={(r) => r.user.id}
          size="small"
          pagination={false}
          dataSource={[...markings.data.users].sort((a, b) => b.count - a.count)}
          columns={[
            { title: t('stats.user'), key: 'user', render: (_, r) => r.user.name },
            { title: t('stats.marked'), dataIndex: 'count', align: 'right' },
          ]}
        />
      </Col>
      <Col xs={24} lg={16}>
        <Chart option={option} testId="markings-chart" style={{ height: 260 }} />
      </Col>
    </Row>
  );
}
