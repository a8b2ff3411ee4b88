import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import { AppstoreOutlined, DeleteOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TemplateKind, ModelTemplateSummary, ProjectTemplateSummary } from '@sentio/domain';
import { formatDate } from '../../../app/dates';
import { failureText } from '../../../app/api/messages';
import { formatCount, formatPercent } from '../../../shared/format';
import { useLanguageName } from '../../../shared/names/labels';
import { useDeleteModelTemplate, useDeleteProjectTemplate } from '../api/mutations';
import { listPath, ownerName } from '../lib/kinds';
import { VisibilityTag } from './VisibilityTag';

export interface TemplateHeaderProps {
  kind: TemplateKind;
  template: ModelTemplateSummary | ProjectTemplateSummary;
  /** The primary action ("Use this model", "Create analysis"). */
  action: ReactNode;
  /** Kind-specific facts, after the common ones. */
  items: { key: string; label: string; children: ReactNode }[];
  /** The owner may delete its own template (never a built-in one). */
  canManage: boolean;
}

/** The head of a template's detail: what it is, who made it, how good and how used it is, and what one can do. */
export function TemplateHeader({ kind, template, action, items, canManage }: TemplateHeaderProps) {
  const { t, i18n } = useTranslation('marketplace');
  const languageName = useLanguageName();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const removeModel = useDeleteModelTemplate();
  const removeProject = useDeleteProjectTemplate();
  const remove = kind === 'MODEL' ? removeModel : removeProject;
  const deletable = canManage && template.owner.own && !template.owner.builtIn;

  const onDelete = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        void message.success(t('detail.deleted', { name: template.name }));
        void navigate(listPath(kind));
      },
      onError: (e) => void message.error(failureText(t, e, 'INTERNAL_ERROR')),
    });

  return (
    <Card
      data-testid="template-header"
      title={
        <Flex gap={8} align="center" wrap>
          {kind === 'MODEL' ? <ExperimentOutlined /> : <AppstoreOutlined />}
          <span data-testid="template-name">{template.name}</span>
          <Tag>{t(`kind.${kind}`)}</Tag>
          {template.owner.own && <VisibilityTag visibility={template.visibility} request={template.publicRequest} />}
        </Flex>
      }
      extra={
        <Flex gap={8}>
          {deletable && (
            <Popconfirm
              title={t('detail.deleteConfirm')}
              description={t('detail.deleteHint')}
              okText={t('detail.delete')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'template-delete-ok' }}
              onConfirm={onDelete}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="template-delete">
                {t('detail.delete')}
              </Button>
            </Popconfirm>
          )}
          {action}
        </Flex>
      }
    >
      <Typography.Paragraph data-testid="template-description">
        {template.description || t('card.noDescription')}
      </Typography.Paragraph>
      {template.owner.own && <RequestState template={template} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'owner',
            label: t('detail.owner'),
            children: <span data-testid="detail-owner">{ownerName(template.owner, t('owner.sentio'), t('owner.unknown'))}</span>,
          },
          {
            key: 'quality',
            label: t('detail.quality'),
            children: <span data-testid="detail-quality">{formatPercent(template.quality)}</span>,
          },
          {
            key: 'installs',
            label: t('detail.installs'),
            children: <span data-testid="detail-installs">{formatCount(template.installCount)}</span>,
          },
          {
            key: 'languages',
            label: t('detail.languages'),
            children: template.languages.length ? template.languages.map(languageName).join(', ') : '—',
          },
          {
            key: 'tags',
            label: t('detail.tags'),
            children: template.tags.length ? (
              <Flex wrap gap={4}>
                {template.tags.map((tag) => (
                  <Tag key={tag} color="geekblue">
                    #{tag}
                  </Tag>
                ))}
              </Flex>
            ) : (
              '—'
            ),
          },
          { key: 'updated', label: t('detail.updated'), children: formatDate(template.updatedAt, i18n.language) },
          ...items,
        ]}
      />
    </Card>
  );
}

/** For the owner: where sharing stands — private, waiting for review, or refused with the reviewer's reason. */
function RequestState({ template }: { template: ModelTemplateSummary | ProjectTemplateSummary }) {
  const { t, i18n } = useTranslation('marketplace');
  const request = template.publicRequest;
  const style = { marginBottom: 16 };
  if (request?.status === 'PENDING')
    return (
      <Alert
        type="info"
        showIcon
        style={style}
        data-testid="template-request-state"
        title={t('detail.requestPending', { date: formatDate(request.requestedAt, i18n.language) })}
      />
    );
  if (request?.status === 'REJECTED')
    return (
      <Alert
        type="warning"
        showIcon
        style={style}
        data-testid="template-request-state"
        title={t('detail.requestRejected')}
        description={request.reason ?? undefined}
      />
    );
  if (template.visibility === 'WORKSPACE')
    return (
      <Typography.Paragraph type="secondary" data-testid="template-request-state">
        {t('detail.private')}
      </Typography.Paragraph>
    );
  return null;
}
