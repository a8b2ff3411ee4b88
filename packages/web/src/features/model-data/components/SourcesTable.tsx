import { Button, Popconfirm, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type Source } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { messageText } from '../../../app/api/messages';
import { useDeleteSource } from '../api/mutations';
import { useSources } from '../api/queries';
import { fileSize } from '../../../shared/upload/files';
import { LoadError } from '../../../shared/query/QueryState';
import { SourceStatusTag } from '../../../shared/sources/SourceStatusTag';

/** Failed rows can be downloaded until `failedRowsUntil` (24 hours after the import). */
export function failedRowsAvailable(source: Pick<Source, 'failCount' | 'failedRowsUntil'>, now: Date = new Date()): boolean {
  return source.failCount > 0 && source.failedRowsUntil !== null && new Date(source.failedRowsUntil) > now;
}

const matchable = (s: Source) => s.status === 'PENDING' && s.fileType !== 'PUSH';

/** The model's uploads with status, counts, failed-row downloads and the next step of a pending one. */
export function SourcesTable({ modelId, canManage }: { modelId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation('modelData');
  const sources = useSources(modelId);
  const remove = useDeleteSource(modelId);

  const columns: TableColumnsType<Source> = [
    {
      title: t('sources.file'),
      dataIndex: 'fileName',
      render: (name: string, s) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`sourceType.${s.fileType}`)} · {fileSize(s.size)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('sources.status'),
      key: 'status',
      render: (_, s) => (
        <Space orientation="vertical" size={0}>
          <SourceStatusTag source={s} />
          {s.errorCode && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="source-error">
              {messageText(t, s.errorCode)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('sources.total'), dataIndex: 'total', align: 'right' },
    {
      title: t('sources.success'),
      dataIndex: 'successCount',
      align: 'right',
      render: (v: number) => <span data-testid="source-success">{v}</span>,
    },
    {
      title: t('sources.failed'),
      key: 'failed',
      align: 'right',
      render: (_, s) =>
        failedRowsAvailable(s) ? (
          <Tooltip title={t('sources.failedRowsUntil', { date: formatDateTime(s.failedRowsUntil, i18n.language) })}>
            <a
              href={fillPath(endpoints.modelSourceFailedRows.path, { id: modelId, sourceId: s.id })}
              download={`${s.fileName}.failed.csv`}
              data-testid="source-failed-rows"
            >
              <DownloadOutlined /> {s.failCount}
            </a>
          </Tooltip>
        ) : (
          s.failCount
        ),
    },
    { title: t('sources.uploaded'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v, i18n.language) },
    {
      title: t('sources.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          {s.columns.length > 0 && (
            <Tooltip title={t('sources.preview')}>
              <Link to={`/model/columns-preview/${modelId}/${s.id}`}>
                <Button size="small" icon={<EyeOutlined />} aria-label={t('sources.preview')} />
              </Link>
            </Tooltip>
          )}
          {canManage && matchable(s) && (
            <Link to={`/model/match-columns/${modelId}/${s.id}`}>
              <Button size="small" type="primary" icon={<NodeIndexOutlined />} data-testid="source-match">
                {t('sources.match')}
              </Button>
            </Link>
          )}
          {canManage && (s.status === 'PENDING' || s.status === 'ERROR') && (
            <Popconfirm
              title={t('sources.deleteConfirm')}
              onConfirm={() => remove.mutate(s.id)}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid="source-delete" />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  if (sources.isError) return <LoadError error={sources.error} onRetry={() => void sources.refetch()} />;
  return (
    <Table<Source>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={sources.data ?? []}
      loading={sources.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('sources.empty') }}
      scroll={{ x: true }}
      data-testid="sources-table"
    />
  );
}
