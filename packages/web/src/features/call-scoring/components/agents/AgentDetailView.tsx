import { Button, Card, Empty, Flex, Progress, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallFilterQuery, CallRow, CriterionSummary } from '@sentio/domain';
import { Chart } from '../../../../shared/charts/Chart';
import { formatCount, formatNumber, progressFormat } from '../../../../shared/format';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import { useAgentDetail } from '../../api/queries';
import { ScoreDelta, ScoreTag } from '../ScoreTag';
import { callColumns } from '../calls/callColumns';

interface Props {
  code: string;
  agentId: string;
  filter: Omit<CallFilterQuery, 'agentId'>;
  onBack: () => void;
  onOpenCall: (row: CallRow) => void;
}

/** Attainment below this is shown as a problem (red bar). */
const weak = 70;

/** One agent over the range: the criteria from the weakest, the daily mean score and the calls that lost the most. */
export function AgentDetailView({ code, agentId, filter, onBack, onOpenCall }: Props) {
  const { t, i18n } = useTranslation('callScoring');
  const detail = useAgentDetail(code, agentId, filter);
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="agent-error" />;
  if (!detail.data) return <Loading />;
  const { agent, criteria, daily, worstCalls } = detail.data;
  const sorted = [...criteria].sort((a, b) => (a.attainment ?? 101) - (b.attainment ?? 101));

  return (
    <Flex vertical gap={16} data-testid="agent-detail">
      <Flex align="center" gap={12} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="agent-back">
          {t('agent.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="agent-name">
          {agent.agentName ?? agent.agentId}
        </Typography.Title>
        <ScoreTag score={agent.meanScore} testId="agent-detail-score" />
        <ScoreDelta now={agent.meanScore} before={agent.previousMeanScore} />
        <Typography.Text type="secondary">
          {t('agent.counts', { calls: formatCount(agent.calls), included: formatCount(agent.includedCalls) })}
        </Typography.Text>
      </Flex>
      <Flex gap={16} wrap align="flex-start">
        <Card size="small" title={t('agent.criteria')} style={{ flex: '1 1 420px' }} data-testid="agent-criteria">
          {sorted.length === 0 ? (
            <Empty description={t('agent.noCriteria')} />
          ) : (
            <Flex vertical gap={6}>
              {sorted.map((c) => (
                <CriterionBar key={c.criterion} summary={c} />
              ))}
            </Flex>
          )}
        </Card>
        <Card size="small" title={t('agent.daily')} style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Chart
            testId="agent-daily-chart"
            renderer="svg"
            style={{ height: 260 }}
            option={{
              grid: { left: 40, right: 16, top: 16, bottom: 32 },
              tooltip: {
                trigger: 'axis',
                valueFormatter: (v) => formatNumber(typeof v === 'number' ? v : null, { maxDigits: 1 }),
              },
              xAxis: { type: 'category', data: daily.map((d) => d.day) },
              yAxis: { type: 'value', min: 0, max: 100 },
              series: [
                {
                  type: 'line',
                  name: t('agent.meanScore'),
                  connectNulls: false,
                  data: daily.map((d) => d.meanScore),
                },
              ],
            }}
          />
        </Card>
      </Flex>
      <Card size="small" title={t('agent.worstCalls')}>
        <Table<CallRow>
          rowKey="documentId"
          size="small"
          data-testid="agent-worst-calls"
          dataSource={worstCalls}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('agent.noWorstCalls')} /> }}
          columns={callColumns({
            t,
            language: i18n.language,
            sort: { sort: 'score', direction: 'asc' },
            onOpen: onOpenCall,
            sortable: false,
          })}
        />
      </Card>
    </Flex>
  );
}

function CriterionBar({ summary }: { summary: CriterionSummary }) {
  const { t } = useTranslation('callScoring');
  const value = summary.attainment;
  return (
    <div data-testid={`agent-criterion-${summary.criterion}`}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text>{t(`criterion.${summary.criterion}.name`)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('agent.lostCalls', { lost: formatCount(summary.lostCalls), applicable: formatCount(summary.applicableCalls) })}
        </Typography.Text>
      </Flex>
      {value === null ? (
        <Typography.Text type="secondary">{t('agent.notApplicable')}</Typography.Text>
      ) : (
        <Progress
          percent={Math.round(value)}
          format={progressFormat}
          size="small"
          status={value < weak ? 'exception' : 'normal'}
          strokeColor={value < weak ? undefined : value < 85 ? '#faad14' : '#52c41a'}
        />
      )}
    </div>
  );
}
