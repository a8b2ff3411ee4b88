import { Button, Flex, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelDocument } from '@sentio/domain';
import { LabellingStatusTag } from '../tags';

/** A one-line preview of a document: its text, or the dialogue's turns joined. */
export const snippet = (doc: Pick<ModelDocument, 'text' | 'turns'>): string =>
  doc.turns && doc.turns.length > 0 ? doc.turns.map((turn) => turn.text).join(' · ') : doc.text;

export interface DocumentTableProps {
  documents: ModelDocument[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  ranked: boolean;
  activeId: string | null;
  labelNames: ReadonlyMap<string, string>;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onActivate: (id: string) => void;
  onPage: (page: number) => void;
}

/** The page of documents of the tab; a click opens one in the reading pane, checkboxes select for bulk actions. */
export function DocumentTable(p: DocumentTableProps) {
  const { t } = useTranslation('modelData');
  const columns: TableColumnsType<ModelDocument> = [
    ...(p.ranked ? [{ title: '#', dataIndex: 'rank', width: 48, render: (r: number | null) => (r === null ? '' : r + 1) }] : []),
    {
      title: t('labelling.text'),
      key: 'text',
      render: (_, doc) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {snippet(doc)}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('labelling.labels'),
      key: 'labels',
      width: 200,
      render: (_, doc) => (
        <Flex vertical gap={4} align="start">
          <LabellingStatusTag status={doc.status} />
          <Space size={2} wrap>
            {doc.labelIds.map((id) => (
              <Tag key={id} style={{ marginInlineEnd: 0 }}>
                {p.labelNames.get(id) ?? id}
              </Tag>
            ))}
          </Space>
        </Flex>
      ),
    },
  ];
  return (
    <Table<ModelDocument>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={p.documents}
      loading={p.loading}
      rowSelection={{
        selectedRowKeys: p.selected,
        onChange: (keys) => p.onSelect(keys.map(String)),
        preserveSelectedRowKeys: false,
      }}
      onRow={(doc) => ({
        onClick: () => p.onActivate(doc.id),
        style: { cursor: 'pointer', background: doc.id === p.activeId ? 'rgba(22, 119, 255, 0.08)' : undefined },
        'data-active': doc.id === p.activeId ? 'true' : undefined,
      })}
      pagination={{
        current: p.page + 1,
        pageSize: p.size,
        total: p.total,
        showSizeChanger: false,
        size: 'small',
        onChange: (page) => p.onPage(page - 1),
      }}
      locale={{ emptyText: t('labelling.emptyTab') }}
      data-testid="documents-table"
    />
  );
}

/** Bulk actions on the selected rows, each shown only to those allowed to do it. */
export function BulkBar({
  count,
  canApprove,
  canLabel,
  canDelete,
  busy,
  onApprove,
  onDiscard,
  onDelete,
  onClear,
}: {
  count: number;
  canApprove: boolean;
  canLabel: boolean;
  canDelete: boolean;
  busy: boolean;
  onApprove: () => void;
  onDiscard: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('modelData');
  if (count === 0) return null;
  return (
    <Flex align="center" gap={8} wrap data-testid="bulk-bar">
      <Typography.Text strong>{t('bulk.selected', { count })}</Typography.Text>
      {canApprove && (
        <Button size="small" type="primary" loading={busy} onClick={onApprove} data-testid="bulk-approve">
          {t('bulk.approve')}
        </Button>
      )}
      {canLabel && (
        <Button size="small" disabled={busy} onClick={onDiscard} data-testid="bulk-discard">
          {t('bulk.discard')}
        </Button>
      )}
      {canDelete && (
        <Popconfirm
          title={t('bulk.deleteConfirm', { count })}
          onConfirm={onDelete}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
        >
          <Button size="small" danger disabled={busy} data-testid="bulk-delete">
            {t('bulk.delete')}
          </Button>
        </Popconfirm>
      )}
      <Button size="small" type="link" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
