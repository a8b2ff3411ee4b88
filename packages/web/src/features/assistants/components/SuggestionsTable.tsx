import { useState } from 'react';
import { Alert, Button, Flex, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { suggestionStatuses, AssistantSuggestion } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { percent } from '../../../shared/format';
import { useDecideSuggestions, useSuggestions } from '../api/hooks';
import type { AssistantTarget } from '../api/target';
import { Quoted } from './Quoted';

type StatusFilter = (typeof suggestionStatuses)[number] | 'ALL';
const statusColor = { PENDING: 'processing', CONFIRMED: 'success', REJECTED: 'default' } as const;
const pageSize = 20;

interface Props {
  target: AssistantTarget;
  /** Whether this user may confirm and reject (DOCUMENT/MARK, MODEL/LABEL). */
  canDecide: boolean;
  /** Opens the document drawer (the analysis's); absent on the model pages. */
  onOpenDocument?: (documentId: string) => void;
}

/**
 * The review of the assistant's suggestions: pending first. Confirming one makes it the document's label through
 * the ordinary labelling path; rejecting leaves the document as it was. Several pending ones can be confirmed at once.
 */
export function SuggestionsTable({ target, canDecide, onOpenDocument }: Props) {
  const { t } = useTranslation('assistants');
  const [status, setStatus] = useState<StatusFilter>('PENDING');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useSuggestions(target, { page, size: pageSize, ...(status === 'ALL' ? {} : { status }) });
  const decide = useDecideSuggestions(target);
  const [problem, setProblem] = useState<string | null>(null);

  const act = (ids: string[], decision: 'confirm' | 'reject') => {
    setProblem(null);
    decide.mutate(
      { ids, decision },
      {
        onSuccess: () => setSelected((current) => current.filter((id) => !ids.includes(id))),
        onError: (e) => {
          const api = apiErrorOf(e);
          setProblem(api ? apiErrorText(t, api) : t('suggestions.failed'));
        },
      },
    );
  };

  const columns: TableColumnsType<AssistantSuggestion> = [
    {
      key: 'document',
      title: t('suggestions.document'),
      width: 420,
      render: (_v, s) => (
        <Space orientation="vertical" size={2}>
          <Quoted text={s.documentText} quote={s.quote} testId={`assistant-suggestion-text-${s.id}`} />
          {onOpenDocument && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => onOpenDocument(s.documentId)}
              data-testid="assistant-suggestion-open"
            >
              {t('suggestions.open')}
            </Button>
          )}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('suggestions.suggested'),
      render: (_v, s) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong data-testid="assistant-suggestion-name">
            {s.name}
          </Typography.Text>
          <Tag>{t(`kind.${s.kind}`)}</Tag>
        </Space>
      ),
    },
    {
      key: 'quote',
      title: t('suggestions.quote'),
      render: (_v, s) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text italic>“{s.quote}”</Typography.Text>
          {s.reason && <Typography.Text type="secondary">{s.reason}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'confidence', title: t('suggestions.confidence'), render: (_v, s) => percent(s.confidence) },
    {
      key: 'status',
      title: t('suggestions.status'),
      render: (_v, s) => (
        <Tag color={statusColor[s.status]} data-testid={`assistant-suggestion-status-${s.id}`}>
          {t(`suggestionStatus.${s.status}`)}
        </Tag>
      ),
    },
    ...(canDecide
      ? [
          {
            key: 'decide',
            title: '',
            render: (_v: unknown, s: AssistantSuggestion) =>
              s.status === 'PENDING' ? (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    icon={<CheckOutlined />}
                    onClick={() => act([s.id], 'confirm')}
                    data-testid="assistant-suggestion-confirm"
                  >
                    {t('suggestions.confirm')}
                  </Button>
                  <Button
                    size="small"
                    icon={<CloseOutlined />}
                    onClick={() => act([s.id], 'reject')}
                    data-testid="assistant-suggestion-reject"
                  >
                    {t('suggestions.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12} data-testid="assistant-suggestions">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<StatusFilter>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
            setSelected([]);
          }}
          options={(['PENDING', 'CONFIRMED', 'REJECTED', 'ALL'] as const).map((value) => ({
            value,
            label: <span data-testid={`assistant-suggestions-filter-${value}`}>{t(`suggestionStatus.${value}`)}</span>,
          }))}
        />
        {canDecide && (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={decide.isPending}
            onClick={() => act(selected, 'confirm')}
            data-testid="assistant-suggestions-confirm-selected"
          >
            {t('suggestions.confirmSelected', { count: selected.length })}
          </Button>
        )}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} data-testid="assistant-suggestions-error" />}
      <Table<AssistantSuggestion>
        rowKey="id"
        size="small"
        data-testid="assistant-suggestions-table"
        columns={columns}
        dataSource={list.data?.content ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: t('suggestions.empty') }}
        scroll={{ x: 'max-content' }}
        onRow={(s) => ({ 'data-testid': `assistant-suggestion-${s.id}` }) as React.HTMLAttributes<HTMLElement>}
        rowSelection={
          canDecide
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (s) => ({ disabled: s.status !== 'PENDING' }),
              }
            : undefined
        }
        pagination={{
          current: page + 1,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('suggestions.total', { count: total }),
          onChange: (next) => setPage(next - 1),
        }}
      />
    </Flex>
  );
}
