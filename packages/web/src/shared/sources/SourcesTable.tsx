// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import type { HTMLAttributes, ReactNode } from 'react';
import { Button, Popconfirm, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Source } from '@sentio/domain';
import { formatDateTime } from '../../app/dates';
import { messageText } from '../../app/api/messages';
import { fileSize } from '../upload/files';
import { SourceStatusTag } from './SourceStatusTag';
import { deletable, failedRowsState, matchable } from './sources';

export interface SourcesTableProps<S extends Source> {
  /** The owner's translation namespace; both carry the same `sources.*` texts. */
  ns: string;
  testId: string;
  sources: readonly S[];
  loading: boolean;
  canManage: boolean;
  /** The owner's endpoints and pages for one upload. */
  failedRowsHref: (source: S) => string;
  matchHref: (source: S) => string;
  previewHref?: (source: S) => string;
  onDelete: (source: S) => void;
  /** Which uploads may be deleted (default: pending or failed ones) and the question asked first. */
  canDelete?: (source: S) => boolean;
  deleteConfirm?: (source: S) => string;
  /** The line under the file name; by default its type and size. */
  describe?: (source: S) => ReactNode;
  /** The owner's own columns, after the counts. */
  extraColumns?: TableColumnsType<S>;
}

/** Uploads of a model or an analysis: status (with progress), exact counts, failed rows and the next step. */
export function SourcesTable<S extends Source>(props: SourcesTableProps<S>) {
  const { ns, canManage } = props;
  const { t, i18n } = useTranslation(ns);
  const describe = props.describe ?? ((s: S) => `${t(`sourceType.${s.fileType}`)} · ${fileSize(s.size)}`);

  const columns: TableColumnsType<S> = [
    {
      title: t('sources.file'),
      dataIndex: 'fileName',
      render: (name: string, s) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {describe(s)}
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
              <a href={props.failedRowsHref(s)} download={`${s.fileName}.failed.csv`} data-testid="source-failed-rows">
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
    ...(props.extraColumns ?? []),
    { title: t('sources.uploaded'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v, i18n.language) },
    {
      title: t('sources.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          {props.previewHref && s.columns.length > 0 && (
            <Tooltip title={t('sources.preview')}>
              <Link to={props.previewHref(s)}>
                <Button size="small" icon={<EyeOutlined />} aria-label={t('sources.preview')} />
              </Link>
            </Tooltip>
          )}
          {canManage && matchable(s) && (
            <Link to={props.matchHref(s)}>
              <Button size="small" type="primary" icon={<NodeIndexOutlined />} data-testid="source-match">
                {t('sources.match')}
              </Button>
            </Link>
          )}
          {canManage && (props.canDelete ?? deletable)(s) && (
            <Popconfirm
              title={props.deleteConfirm ? props.deleteConfirm(s) : t('sources.deleteConfirm')}
              onConfirm={() => props.onDelete(s)}
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
    <Table<S>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.sources]}
      loading={props.loading}
      onRow={(s) => ({ 'data-testid': `source-row-${s.id}`, 'data-status': s.status }) as HTMLAttributes<HTMLElement>}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('sources.empty') }}
      scroll={{ x: true }}
      data-testid={props.testId}
    />
  );
}
