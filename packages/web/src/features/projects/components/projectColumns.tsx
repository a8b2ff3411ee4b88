import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { formatCount } from '../../../shared/format';
import { ProjectIcon } from './ProjectIcon';

export interface ColumnOptions {
  t: TFunction;
  language: string;
  drafts: boolean;
  canManage: boolean;
  onContinue: (p: ProjectSummary) => void;
  onDeleteDraft: (p: ProjectSummary) => void;
  /** A channel code's display name. */
  channelName: (code: string) => string;
}

/** Columns of the analysis list; drafts link to the wizard and can be deleted, analyses link to their detail page. */
export function projectColumns({
  t,
  language,
  drafts,
  canManage,
  onContinue,
  onDeleteDraft,
  channelName,
}: ColumnOptions): TableColumnsType<ProjectSummary> {
  const name: TableColumnsType<ProjectSummary>[number] = {
    title: t('projects:list.columns.name'),
    key: 'name',
    render: (_, p) => (
      <Space>
        <ProjectIcon icon={p.icon} color={p.color} size={32} />
        <Space orientation="vertical" size={0}>
          <Link
            to={drafts ? `/project/create/${encodeURIComponent(p.code)}` : `/project/detail/${encodeURIComponent(p.code)}`}
            data-testid={`project-row-${p.code}`}
          >
            {p.name}
          </Link>
          {p.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
              {p.description}
            </Typography.Text>
          )}
        </Space>
      </Space>
    ),
  };
  const models: TableColumnsType<ProjectSummary>[number] = {
    title: t('projects:list.columns.models'),
    key: 'models',
    render: (_, p) => p.models.map((m) => <Tag key={m.code}>{m.name}</Tag>),
  };
  if (drafts)
    return [
      name,
      { title: t('projects:list.columns.updated'), key: 'updated', render: (_, p) => formatDateTime(p.updatedAt, language) },
      {
        title: t('projects:list.columns.actions'),
        key: 'actions',
        render: (_, p) =>
          canManage && (
            <Space>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => onContinue(p)}
                data-testid={`project-draft-continue-${p.code}`}
              >
                {t('projects:list.drafts.continue')}
              </Button>
              <Popconfirm
                title={t('projects:list.drafts.confirmDelete', { name: p.name })}
                onConfirm={() => onDeleteDraft(p)}
                okText={t('projects:actions.delete')}
                cancelText={t('projects:actions.cancel')}
              >
                <Button size="small" danger icon={<DeleteOutlined />} data-testid={`project-draft-delete-${p.code}`}>
                  {t('projects:actions.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
      },
    ];
  return [
    name,
    models,
    {
      title: t('projects:list.columns.channels'),
      key: 'channels',
      render: (_, p) => p.channels.map((c) => <Tag key={c}>{channelName(c)}</Tag>),
    },
    {
      title: t('projects:list.columns.documents'),
      dataIndex: 'documentCount',
      align: 'right',
      render: (n: number) => formatCount(n, language),
    },
    {
      title: t('projects:list.columns.lastDocument'),
      key: 'last',
      render: (_, p) =>
        p.lastDocumentAt ? (
          formatDateTime(p.lastDocumentAt, language)
        ) : (
          <Typography.Text type="secondary">{t('projects:list.noDocuments')}</Typography.Text>
        ),
    },
    {
      title: t('projects:list.columns.tags'),
      key: 'tags',
      render: (_, p) =>
        p.tags.map((tag) => (
          <Tag key={tag} color="blue">
            {tag}
          </Tag>
        )),
    },
  ];
}
