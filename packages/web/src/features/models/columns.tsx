import { Button, Dropdown, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, MoreOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { ModelSummary } from '@sentio/domain';
import { formatDate } from '../../app/dates';
import { ModelStatusTags } from './components/ModelStatusTags';
import { modelPagePath } from './components/modelPages';
import { formatCount } from '../../shared/format';

/** The row menu's "make it a template" item (every other item is a path to open). */
const TEMPLATE = 'make-it-template';

export interface ModelColumnDeps {
  t: TFunction<'models'>;
  language: string;
  canManage: boolean;
  currentUserId: string | null;
  onFavourite: (model: ModelSummary) => void;
  onDelete: (model: ModelSummary) => void;
  onOpen: (path: string) => void;
  /** "Make it a template" (docs/marketplace.md). */
  onTemplate: (model: ModelSummary) => void;
}

/** Columns of the model list (server-paged; sorting is the server's: favourites first, then last change). */
export function modelColumns({
  t,
  language,
  canManage,
  currentUserId,
  onFavourite,
  onDelete,
  onOpen,
  onTemplate,
}: ModelColumnDeps): TableColumnsType<ModelSummary> {
  return [
    {
      key: 'favourite',
      width: 48,
      render: (_, m) => (
        <Tooltip title={m.favourite ? t('models:list.unfavourite') : t('models:list.favourite')}>
          <Button
            type="text"
            size="small"
            aria-label={m.favourite ? t('models:list.unfavourite') : t('models:list.favourite')}
            aria-pressed={m.favourite}
            data-testid={`model-favourite-${m.code}`}
            icon={m.favourite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={() => onFavourite(m)}
          />
        </Tooltip>
      ),
    },
    {
      title: t('models:list.columns.name'),
      key: 'name',
      render: (_, m) => (
        <Space orientation="vertical" size={0}>
          <Space size={6}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: m.color }} />
            <Link to={modelPagePath('data', m.id)} data-testid={`model-link-${m.code}`}>
              {m.name}
            </Link>
            {m.accessType === 'PUBLIC' && <Tag color="purple">{t('models:accessType.PUBLIC')}</Tag>}
          </Space>
          {m.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320, fontSize: 12 }}>
              {m.description}
            </Typography.Text>
          )}
          {m.tags.length > 0 && (
            <Space size={2} wrap>
              {m.tags.map((tag) => (
                <Tag key={tag} variant="filled" style={{ fontSize: 11 }}>
                  {tag}
                </Tag>
              ))}
            </Space>
          )}
        </Space>
      ),
    },
    {
      title: t('models:list.columns.type'),
      key: 'type',
      render: (_, m) => (
        <Space orientation="vertical" size={2}>
          <Tag>{t(`models:senseType.${m.senseType}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`models:classificationType.${m.classificationType}`)} · {t(`models:dataType.${m.dataType}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('models:list.columns.languages'),
      key: 'languages',
      render: (_, m) =>
        m.switches.map((s) => (
          <Tag key={s.code} color={s.default ? 'geekblue' : undefined}>
            {s.code.toUpperCase()}
          </Tag>
        )),
    },
    { title: t('models:list.columns.owner'), key: 'owner', render: (_, m) => m.owner.name },
    { title: t('models:list.columns.status'), key: 'status', render: (_, m) => <ModelStatusTags model={m} /> },
    {
      title: t('models:list.columns.documents'),
      key: 'documents',
      align: 'right',
      render: (_, m) => (
        <Tooltip title={t('models:list.labelledOf', { labelled: m.labelledCount, total: m.documentCount })}>
          <span>
            {formatCount(m.labelledCount, language)} / {formatCount(m.documentCount, language)}
          </span>
        </Tooltip>
      ),
    },
    { title: t('models:list.columns.updated'), key: 'updated', render: (_, m) => formatDate(m.updatedAt, language) },
    {
      key: 'actions',
      width: 56,
      render: (_, m) => {
        // A public model of another workspace shows up in the public tab; only the owning workspace may delete it.
        const canDelete = canManage && (m.accessType !== 'PUBLIC' || m.owner.id === currentUserId);
        return (
          <Space>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: `/model-journey?id=${m.id}`, label: t('models:list.actions.journey') },
                  { key: modelPagePath('statistics', m.id), label: t('models:shell.menu.statistics') },
                  { key: modelPagePath('test', m.id), label: t('models:shell.menu.test') },
                  { key: modelPagePath('settings', m.id), label: t('models:shell.menu.settings') },
                  ...(canDelete
                    ? [
                        {
                          key: TEMPLATE,
                          label: <span data-testid={`model-template-${m.code}`}>{t('models:shell.template')}</span>,
                        },
                      ]
                    : []),
                ],
                onClick: ({ key }) => (key === TEMPLATE ? onTemplate(m) : onOpen(key)),
              }}
            >
              <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('models:list.actions.more')} />
            </Dropdown>
            {canDelete && (
              <Popconfirm
                title={t('models:list.delete.title', { name: m.name })}
                description={t('models:list.delete.description')}
                okText={t('models:list.delete.ok')}
                okButtonProps={{ danger: true, 'data-testid': 'model-delete-confirm' }}
                cancelText={t('models:actions.cancel')}
                onConfirm={() => onDelete(m)}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('models:list.delete.ok')}
                  data-testid={`model-delete-${m.code}`}
                />
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];
}
