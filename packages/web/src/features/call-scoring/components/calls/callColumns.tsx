// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import { Button, Flex, Tag, Typography, type TableColumnsType, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { CallRow } from '@sentio/domain';
import { formatDateTime } from '../../../../app/dates';
import { formatCount, formatNumber } from '../../../../shared/format';
import { clock } from '../../lib/criteria';
import type { TabState } from '../../lib/url';
import { ScoreTag } from '../ScoreTag';

interface Options {
  t: TFunction;
  language: string;
  sort: Pick<TabState, 'sort' | 'direction'>;
  onOpen: (row: CallRow) => void;
  /** Without it (an agent's worst calls) the columns do not sort. */
  sortable?: boolean;
}

const seconds = (t: TFunction, value: number | null) =>
  value === null ? '—' : t('unit.seconds', { value: formatNumber(value) });

/** The calls list's columns; the four the API sorts on sort on the server. */
export function callColumns({ t, language, sort, onOpen, sortable = true }: Options): TableColumnsType<CallRow> {
  const order = (key: TabState['sort']): { sorter?: boolean; sortOrder?: TableColumnType<CallRow>['sortOrder'] } =>
    sortable ? { sorter: true, sortOrder: sort.sort === key ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null } : {};
  return [
    {
      key: 'callId',
      title: t('calls.columns.callId'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row)} data-testid={`call-open-${row.documentId}`}>
          {row.callId ?? t('calls.noCallId')}
        </Button>
      ),
    },
    {
      key: 'callDate',
      dataIndex: 'callDate',
      title: t('calls.columns.date'),
      render: (_, row) => formatDateTime(row.callDate, language),
      ...order('callDate'),
    },
    {
      key: 'agentName',
      title: t('calls.columns.agent'),
      render: (_, row) => row.agentName ?? row.agentId ?? '—',
      ...order('agentName'),
    },
    {
      key: 'score',
      title: t('calls.columns.score'),
      render: (_, row) => <ScoreTag score={row.score} testId={`call-score-${row.documentId}`} />,
      ...order('score'),
    },
    {
      key: 'duration',
      title: t('calls.columns.duration'),
      render: (_, row) => (
        <Flex gap={4} align="center">
          {clock(row.duration)}
          {!row.included && (
            <Tag title={t('calls.excludedHelp')} data-testid={`call-excluded-${row.documentId}`}>
              {t('calls.excluded')}
            </Tag>
          )}
        </Flex>
      ),
      ...order('duration'),
    },
    { key: 'words', title: t('calls.columns.words'), render: (_, row) => formatCount(row.wordCount), align: 'right' },
    {
      key: 'silences',
      title: t('calls.columns.silences'),
      render: (_, row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {t('calls.silences', {
            all: seconds(t, row.totalSilence),
            agent: seconds(t, row.agentSilence),
            customer: seconds(t, row.customerSilence),
          })}
        </Typography.Text>
      ),
    },
    {
      key: 'lost',
      title: t('calls.columns.lost'),
      render: (_, row) => (
        <Flex gap={4} wrap data-testid={`call-lost-${row.documentId}`}>
          {row.lost.map((c) => (
            <Tag key={c} color="red">
              {t(`criterion.${c}.name`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];
}
