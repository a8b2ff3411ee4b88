import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action, ActionStatus } from '@sentio/domain';
import { showDocumentsUrl } from '../lib/evidence';
import { useDates } from '../lib/useDates';
import { PriorityTag, TypeTag } from './ActionTags';

/** The list's colours (ActionTags). */
const statusColors: Record<ActionStatus, string> = {
  OPEN: 'default',
  IN_PROGRESS: 'processing',
  DONE: 'success',
  CANCELLED: 'warning',
};

/** What the action came from, in words, with the link that opens exactly those documents. */
function Evidence({ action }: { action: Action }) {
  const { t } = useTranslation('actionDetail');
  const evidence = action.evidence;
  if (!evidence) return <>{t('header.none')}</>;
  const label = evidence.label || t('header.wholeAnalysis');
  return (
    <Flex vertical gap={2}>
      <span data-testid="action-evidence-label">
        {evidence.projectName ?? evidence.projectCode}: {label}
        {evidence.documentId && <Typography.Text type="secondary"> ({t('header.fromDocument')})</Typography.Text>}
      </span>
      {evidence.projectName === null ? (
        <Typography.Text type="secondary">{t('header.analysisDeleted')}</Typography.Text>
      ) : (
        <Link to={showDocumentsUrl(evidence, action.id)} data-testid="action-show-documents">
          <ExportOutlined /> {t('header.showDocuments')}
        </Link>
      )}
    </Flex>
  );
}

/** The action's fields as read; `extra` holds the page's buttons (status moves, edit, delete). */
export function ActionHeader({ action, extra }: { action: Action; extra?: ReactNode }) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  const none = t('header.none');
  const closed = action.closedAt
    ? action.closedBy
      ? t('header.closedBy', { date: dates.instant(action.closedAt), name: action.closedBy.name })
      : dates.instant(action.closedAt)
    : none;
  const items = [
    { key: 'type', label: t('fields.type'), children: action.type?.name ?? none },
    { key: 'dueDate', label: t('fields.dueDate'), children: action.dueDate ? dates.day(action.dueDate) : none },
    { key: 'responsible', label: t('fields.responsible'), children: action.responsible?.name ?? none },
    { key: 'creator', label: t('fields.creator'), children: action.creator?.name ?? none },
    { key: 'createdAt', label: t('fields.createdAt'), children: dates.instant(action.createdAt) },
    { key: 'closedAt', label: t('fields.closedAt'), children: closed },
    ...(action.referenceName ? [{ key: 'referenceName', label: t('fields.referenceName'), children: action.referenceName }] : []),
    ...(action.journeyStep
      ? [
          {
            key: 'journeyStep',
            label: t('fields.journeyStep'),
            children: `${action.journeyStep.journeyName} › ${action.journeyStep.stepName}`,
          },
        ]
      : []),
    { key: 'evidence', label: t('fields.evidence'), children: <Evidence action={action} />, span: 2 },
  ];
  return (
    <Card data-testid="action-header">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Flex gap={8} wrap align="center">
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="action-name">
              {action.name}
            </Typography.Title>
            {/* Not the list's StatusTag: its test id (action-status-<STATUS>) names this page's status buttons. */}
            <Tag color={statusColors[action.status]} data-testid="action-status">
              {t(`status.${action.status}`)}
            </Tag>
            <span data-testid="action-priority">
              <PriorityTag priority={action.priority} />
            </span>
            {action.type && <TypeTag name={action.type.name} color={action.type.color} />}
            {action.overdue && (
              <Tag color="red" data-testid="action-overdue">
                {t('header.overdue')}
              </Tag>
            )}
          </Flex>
          {extra}
        </Flex>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
        {action.description && (
          <div>
            <Typography.Text strong>{t('fields.description')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="action-description">
              {action.description}
            </Typography.Paragraph>
          </div>
        )}
        {action.benefits && (
          <div>
            <Typography.Text strong>{t('fields.benefits')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="action-benefits">
              {action.benefits}
            </Typography.Paragraph>
          </div>
        )}
      </Flex>
    </Card>
  );
}
