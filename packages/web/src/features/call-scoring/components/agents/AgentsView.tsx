import type { HTMLAttributes } from 'react';
import { Alert, Card, Empty, Table, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentList, AgentRow } from '@sentio/domain';
import { formatCount, formatNumber } from '../../../../shared/format';
import { LoadError } from '../../../../shared/query/QueryState';
import { ScoreDelta, ScoreTag } from '../ScoreTag';
import { agentColumns } from './agentColumns';

/**
 * The agents of the range: calls, included calls (at least the minimum call duration; only they count in the mean),
 * the mean score against the previous equal range, a weekly sparkline and the weakest criterion, with a totals row.
 */
export function AgentsView({ list, onOpen }: { list: UseQueryResult<AgentList>; onOpen: (agent: AgentRow) => void }) {
  const { t } = useTranslation('callScoring');
  if (list.isError && !list.data)
    return <LoadError error={list.error} onRetry={() => void list.refetch()} testId="agents-error" />;
  const data = list.data;
  const totals = data?.totals;
  return (
    <Card size="small" title={t('agents.title')}>
      {data && (
        <Typography.Paragraph type="secondary" data-testid="agents-min-duration">
          {t('agents.includedHelp', { seconds: formatNumber(data.minCallDuration) })}
        </Typography.Paragraph>
      )}
      {list.isError && <Alert type="warning" showIcon title={t('list.loadFailed')} style={{ marginBottom: 8 }} />}
      <Table<AgentRow>
        rowKey="agentId"
        size="small"
        data-testid="agents-table"
        loading={list.isPending || list.isFetching}
        dataSource={data?.agents ?? []}
        columns={agentColumns(t, onOpen)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('agents.empty')} /> }}
        onRow={(a) => ({ 'data-testid': `agent-row-${a.agentId}` }) as HTMLAttributes<HTMLElement>}
        summary={() =>
          totals && (data?.agents.length ?? 0) > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="agents-totals">
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('agents.totals')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {formatCount(totals.calls)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {formatCount(totals.includedCalls)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>
                  <ScoreTag score={totals.meanScore} testId="agents-total-score" />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4}>
                  <ScoreDelta now={totals.meanScore} before={totals.previousMeanScore} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} colSpan={3} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}
