import { useState } from 'react';
import { Badge, Button, Flex, Table, Typography, type TableColumnsType, App } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, setPage, setSize, type FilterState, type ProjectDocument, type SearchResponse } from '@sentio/domain';
import { useChannelName, useModelName } from '../../projects';
import { ContentGroupAction, VirtualCategoryAction } from '../../project-views';
import { useApprove, useDeleteDocuments, useRetryOne } from '../api/mutations';
import { listColumnWidths as widths, listMinWidth } from '../lib/listColumns';
import { CategoryTags, SentimentTag, StatusTags } from './DocumentTags';
import { DocumentSnippet } from './QueryText';

interface Props {
  code: string;
  state: FilterState;
  timeZone: string;
  page: SearchResponse['documents'] | undefined;
  loading: boolean;
  canApprove: boolean;
  canDelete: boolean;
  canMark: boolean;
  empty: React.ReactNode;
  onChange: (next: FilterState) => void;
  onOpen: (id: string) => void;
}

/** One server page of documents; rows open the drawer, selected rows can be approved, deleted or collected in a content group. */
export function DocumentList({ code, state, timeZone, page, loading, canApprove, canDelete, canMark, empty, onChange, onOpen }: Props) {
  const { t, i18n } = useTranslation('projectData');
  // The app's modal (not the static one): it follows the theme and unmounts with the page.
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const approve = useApprove(code);
  const remove = useDeleteDocuments(code);
  const retryOne = useRetryOne(code);
  const modelName = useModelName(code);
  const channelName = useChannelName();
  const bulk = canApprove || canDelete || canMark;

  const columns: TableColumnsType<ProjectDocument> = [
    {
      key: 'content',
      title: t('list.content'),
      render: (_, doc) => (
        <Flex gap={6} align="flex-start">
          {doc.alert && <Badge status="error" title={t('list.alerted')} data-testid="alert-badge" />}
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <DocumentSnippet document={doc} query={state.query} />
          </div>
        </Flex>
      ),
    },
    {
      key: 'date',
      title: t('list.date'),
      width: widths.date,
      // The channel goes under the date: one column less, so the list fits a 1440 px screen (lib/listColumns.ts).
      render: (_, doc) => (
        <Flex vertical>
          <span>{formatDisplayDate(new Date(doc.contentDate), i18n.language, { timeZone, withTime: true })}</span>
          {doc.channelCode && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: channelName(doc.channelCode) }} data-testid="document-channel">
              {channelName(doc.channelCode)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'categories',
      title: t('list.categories'),
      width: widths.categories,
      render: (_, doc) => <CategoryTags document={doc} modelName={modelName} />,
    },
    {
      key: 'sentiment',
      title: t('list.sentiment'),
      width: widths.sentiment,
      render: (_, doc) => (doc.sentiment ? <SentimentTag label={doc.sentiment.label} /> : null),
    },
    {
      key: 'status',
      title: t('list.status'),
      width: widths.status,
      render: (_, doc) => (
        <Flex vertical gap={4} align="flex-start">
          <StatusTags document={doc} />
          {doc.predictionStatus === 'FAILED' && canMark && (
            <Button
              size="small"
              icon={<RedoOutlined />}
              data-testid={`document-retry-${doc.id}`}
              loading={retryOne.isPending && retryOne.variables === doc.id}
              onClick={(e) => {
                e.stopPropagation();
                retryOne.mutate(doc.id);
              }}
            >
              {t('list.retry')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const confirmDelete = () => {
    void modal.confirm({
      title: t('list.deleteConfirm', { count: selected.length }),
      okButtonProps: { danger: true, 'data-testid': 'delete-confirm' },
      okText: t('list.delete'),
      onOk: () => remove.mutateAsync(selected).then(() => setSelected([])),
    });
  };

  return (
    <Flex vertical gap={8}>
      {bulk && selected.length > 0 && (
        <Flex gap={8} align="center" data-testid="bulk-actions">
          <Typography.Text>{t('list.selected', { count: selected.length })}</Typography.Text>
          {canApprove && (
            <Button
              data-testid="bulk-approve"
              loading={approve.isPending}
              onClick={() => approve.mutate(selected, { onSuccess: () => setSelected([]) })}
            >
              {t('list.approve')}
            </Button>
          )}
          {canDelete && (
            <Button danger data-testid="bulk-delete" onClick={confirmDelete}>
              {t('list.delete')}
            </Button>
          )}
          {canMark && <ContentGroupAction code={code} documentIds={selected} onDone={() => setSelected([])} />}
          {canMark && <VirtualCategoryAction code={code} documentIds={selected} onDone={() => setSelected([])} />}
        </Flex>
      )}
      <Table<ProjectDocument>
        rowKey="id"
        size="middle"
        columns={columns}
        // Fits the list column at 1440 px (lib/listColumns.ts); narrower than the budget, it scrolls instead of
        // squeezing the text to a word a line.
        scroll={{ x: listMinWidth(bulk) }}
        tableLayout="fixed"
        dataSource={page?.content ?? []}
        loading={loading}
        locale={{ emptyText: empty }}
        rowSelection={
          bulk
            ? { columnWidth: widths.selection, selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        onRow={(doc) =>
          ({
            'data-testid': `document-row-${doc.id}`,
            'data-document-row': doc.id,
            className: 'document-row',
            style: { cursor: 'pointer' },
            onClick: () => onOpen(doc.id),
          }) as React.HTMLAttributes<HTMLElement>
        }
        pagination={{
          current: state.page + 1,
          pageSize: state.size,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (p, size) => onChange(size !== state.size ? setSize(state, size) : setPage(state, p - 1)),
        }}
      />
    </Flex>
  );
}
