import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { AppstoreOutlined, CheckCircleOutlined, DownloadOutlined, ExperimentOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../shared/names/labels';
import { formatCount, formatPercent } from '../../../shared/format';
import { detailPath, ownerName, type AnyTemplate } from '../lib/kinds';
import { VisibilityTag } from './VisibilityTag';

/**
 * One template in a grid, either kind: name, description, tags, languages, owner ("Sentio" for built-in ones),
 * quality (macro-F1), installs, and what installing gives (a trained model; an analysis's models and widgets).
 */
export function TemplateCard({ item, onTag }: { item: AnyTemplate; onTag?: (tag: string) => void }) {
  const { t } = useTranslation('marketplace');
  const languageName = useLanguageName();
  const { template } = item;
  return (
    <Card
      size="small"
      hoverable
      data-testid={`template-card-${template.id}`}
      style={{ height: '100%' }}
      title={
        <Link to={detailPath(item.kind, template.id)} data-testid={`template-link-${template.id}`}>
          <Flex gap={8} align="center">
            {item.kind === 'MODEL' ? <ExperimentOutlined /> : <AppstoreOutlined />}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{template.name}</span>
          </Flex>
        </Link>
      }
      extra={<Tag>{t(`kind.${item.kind}`)}</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, minHeight: 44 }}>
          {template.description || t('card.noDescription')}
        </Typography.Paragraph>
        <Flex wrap gap={4}>
          {item.kind === 'MODEL' ? (
            item.template.hasWeights ? (
              <Tag color="success" icon={<CheckCircleOutlined />} data-testid="badge-trained">
                {t('card.trained')}
              </Tag>
            ) : (
              <Tag data-testid="badge-untrained">{t('card.untrained')}</Tag>
            )
          ) : (
            <>
              <Tag data-testid="badge-models">{t('card.models', { count: item.template.modelCount })}</Tag>
              <Tag>{t('card.widgets', { count: item.template.widgetCount })}</Tag>
            </>
          )}
          {item.kind === 'MODEL' && <Tag>{t(`senseType.${item.template.senseType}`)}</Tag>}
          {template.languages.map((l) => (
            <Tag key={l} color="blue">
              {languageName(l)}
            </Tag>
          ))}
          {template.owner.own && <VisibilityTag visibility={template.visibility} request={template.publicRequest} />}
        </Flex>
        {template.tags.length > 0 && (
          <Flex wrap gap={4}>
            {template.tags.map((tag) => (
              <Tag
                key={tag}
                color="geekblue"
                style={{ cursor: onTag ? 'pointer' : undefined }}
                onClick={onTag ? () => onTag(tag) : undefined}
              >
                #{tag}
              </Tag>
            ))}
          </Flex>
        )}
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text type="secondary" data-testid="template-owner">
            {ownerName(template.owner, t('owner.sentio'), t('owner.unknown'))}
          </Typography.Text>
          <Flex gap={12}>
            <Tooltip title={t('card.qualityHint')}>
              <Typography.Text data-testid="template-quality">
                <StarOutlined /> {formatPercent(template.quality)}
              </Typography.Text>
            </Tooltip>
            <Tooltip title={t('card.installsHint')}>
              <Typography.Text data-testid="template-installs">
                <DownloadOutlined /> {formatCount(template.installCount)}
              </Typography.Text>
            </Tooltip>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
