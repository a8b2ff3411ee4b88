// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import { Button, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { AgentRow } from '@sentio/domain';
import { formatCount } from '../../../../shared/format';
import { clock } from '../../lib/criteria';
import { ScoreDelta, ScoreTag } from '../ScoreTag';
import { Sparkline } from '../Sparkline';

/** The agents list's columns: counts, the mean score with its change, the weekly trend and the weakest criterion. */
export function agentColumns(t: TFunction, onOpen: (agent: AgentRow) => void): TableColumnsType<AgentRow> {
  return [
    {
      key: 'agent',
      title: t('agents.columns.agent'),
      render: (_, a) => (
        <Button type="link" size="small" onClick={() => onOpen(a)} data-testid={`agent-open-${a.agentId}`}>
          {a.agentName ?? a.agentId}
        </Button>
      ),
      sorter: (a, b) => (a.agentName ?? a.agentId).localeCompare(b.agentName ?? b.agentId),
    },
    {
      key: 'calls',
      title: t('agents.columns.calls'),
      align: 'right',
      render: (_, a) => formatCount(a.calls),
      sorter: (a, b) => a.calls - b.calls,
    },
    {
      key: 'included',
      title: t('agents.columns.included'),
      align: 'right',
      render: (_, a) => formatCount(a.includedCalls),
      sorter: (a, b) => a.includedCalls - b.includedCalls,
    },
    {
      key: 'mean',
      title: t('agents.columns.meanScore'),
      render: (_, a) => <ScoreTag score={a.meanScore} testId={`agent-score-${a.agentId}`} />,
      sorter: (a, b) => (a.meanScore ?? -1) - (b.meanScore ?? -1),
      defaultSortOrder: 'descend',
    },
    {
      key: 'change',
      title: t('agents.columns.change'),
      render: (_, a) => <ScoreDelta now={a.meanScore} before={a.previousMeanScore} testId={`agent-change-${a.agentId}`} />,
    },
    {
      key: 'trend',
      title: t('agents.columns.trend'),
      render: (_, a) => <Sparkline trend={a.trend} testId={`agent-trend-${a.agentId}`} />,
    },
    { key: 'duration', title: t('agents.columns.meanDuration'), render: (_, a) => clock(a.meanDuration) },
    {
      key: 'weakest',
      title: t('agents.columns.weakest'),
      render: (_, a) =>
        a.weakestCriterion ? (
          <Typography.Text>{t(`criterion.${a.weakestCriterion}.name`)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
}
