import type { HTMLAttributes } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type ProjectSource } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { messageText } from '../../../app/api/messages';
import { SourceStatusTag } from '../../../shared/sources/SourceStatusTag';
import { fileSize } from '../../../shared/upload/files';
import { useDeleteProjectSource } from '../api/mutations';
import { deletable, failedRowsState, matchable } from '../lib/sources';

export interface ProjectSourcesTableProps {
  code: string;
  sources: ProjectSource[];
  loading: boolean;
  canUpload: boolean;
  channelName: (code: string) => string;
}

/** The analysis's uploads: status (with progress), exact counts, classification, failed rows and the next step. */
export function ProjectSourcesTable({ code, sources, loading, canUpload, channelName }: ProjectSourcesTableProps) {
  const { t, i18n } = useTranslation('projectSources');
  const remove = useDeleteProjectSource(code);

  const columns: TableColumnsType<ProjectSource> = [
    {
      title: t('sources.file'),
      dataIndex: 'fileName',
      render: (name: string, s) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`sourceType.${s.fileType}`)}
            {s.fileType !== 'PUSH' && ` · ${fileSize(s.size)}`}
            {s.channelCode && ` · ${channelName(s.channelCode)}`}
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
    {
      title: t('sources.total'),
      dataIndex: 'total',
      align: 'right',
      render: (v: number) => <span data-testid="source-total">{v}</span>,
    },
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
      render: (_, s) => {
        const state = failedRowsState(s);
        if (state === 'available')
          return (
            <Tooltip title={t('sources.failedRowsUntil', { date: formatDateTime(s.failedRowsUntil, i18n.language) })}>
              <a
                href={fillPath(endpoints.sourceFailedRows.path, { code, id: s.id })}
                download={`${s.fileName}.failed.csv`}
                data-testid="source-failed-rows"
              >
                <DownloadOutlined /> {s.failCount}
              </a>
            </Tooltip>
          );
        if (state === 'expired')
          return (
            <Tooltip title={messageText(t, 'FAILED_ROWS_EXPIRED')}>
              <span data-testid="source-failed">{s.failCount}</span>
            </Tooltip>
          );
        return <span data-testid="source-failed">{s.failCount}</span>;
      },
    },
    {
      title: t('sources.classification'),
      key: 'classification',
      render: (_, s) =>
        s.inlineCount === 0 && s.failedPredictionCount === 0 ? (
          s.status === 'IMPORTED' ? (
            <Tag color="success">{t('sources.classified')}</Tag>
          ) : null
        ) : (
          <Space size={4} wrap>
            {s.inlineCount > 0 && (
              <Tag color="processing" data-testid="source-inline">
                {t('sources.inline', { count: s.inlineCount })}
              </Tag>
            )}
            {s.failedPredictionCount > 0 && (
              <Tag color="error" data-testid="source-failed-predictions">
                {t('sources.failedPredictions', { count: s.failedPredictionCount })}
              </Tag>
            )}
          </Space>
        ),
    },
    { title: t('sources.uploaded'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v, i18n.language) },
    {
      title: t('sources.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          {canUpload && matchable(s) && (
            <Link to={`/project/${encodeURIComponent(code)}/match-columns/${s.id}`}>
              <Button size="small" type="primary" icon={<NodeIndexOutlined />} data-testid="source-match">
                {t('sources.match')}
              </Button>
            </Link>
          )}
          {canUpload && deletable(s) && (
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

  return (
    <Table<ProjectSource>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={sources}
      loading={loading}
      onRow={(s) => ({ 'data-testid': `source-row-${s.id}`, 'data-status': s.status }) as HTMLAttributes<HTMLElement>}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('sources.empty') }}
      scroll={{ x: true }}
      data-testid="project-sources-table"
    />
  );
}
