import { useState } from 'react';
import { Card, Descriptions, Flex, Progress, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type ProjectDocument } from '@sentio/domain';
import { formatPercent } from '../../../shared/format';
import { DialogueView, EntityText, HighlightedText } from '../../../shared/document/DocumentContent';
import { useLabelName, useLanguageName } from '../../../shared/names/labels';
import { weightScale } from '../../../shared/document/spans';
import { useChannelName } from '../../projects';
import { SentimentTag, StatusTags } from './DocumentTags';

type Category = ProjectDocument['categories'][number];

/** The text: a category under the pointer shows its explanation spans, otherwise the entities are marked. */
function Content({ document, hovered }: { document: ProjectDocument; hovered: Category | null }) {
  const spans = hovered?.spans ?? [];
  const scale = weightScale(spans);
  const render = (text: string, segment: number) =>
    hovered ? (
      <HighlightedText text={text} spans={spans} segment={segment} scale={scale} />
    ) : (
      <EntityText text={text} entities={document.entities} segment={segment} />
    );
  return (
    <div data-testid="document-content" style={{ lineHeight: 1.9 }}>
      {document.turns && document.turns.length > 0 ? (
        <DialogueView turns={document.turns.map((turn) => ({ ...turn, time: turn.time ?? undefined }))} render={render} />
      ) : (
        render(document.content, 0)
      )}
    </div>
  );
}

const attributeText = (value: ProjectDocument['attributes'][string]): string =>
  value === null ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

/** Everything the drawer shows about a document except the actions. */
export function DocumentBody({
  document,
  timeZone,
  modelName = (code) => code,
  onEntityFilter,
}: {
  document: ProjectDocument;
  timeZone: string;
  /** A model code's display name (the drawer's heading per model). */
  modelName?: (code: string) => string;
  /** Lists the documents with this entity (type and value; docs/entity-mapping.md); absent: the tags are not links. */
  onEntityFilter?: (type: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation('projectData');
  const labelName = useLabelName();
  const languageName = useLanguageName();
  const channelName = useChannelName();
  const [hovered, setHovered] = useState<Category | null>(null);
  const date = (iso: string) => formatDisplayDate(new Date(iso), i18n.language, { timeZone, withTime: true });
  const byModel = new Map<string, Category[]>();
  for (const c of document.categories) byModel.set(c.modelCode, [...(byModel.get(c.modelCode) ?? []), c]);
  const attributes = Object.entries(document.attributes);

  return (
    <Flex vertical gap={12}>
      <Flex gap={6} wrap align="center">
        <StatusTags document={document} />
        {document.sentiment && <SentimentTag label={document.sentiment.label} />}
        {document.masked && (
          <Tag icon={<LockOutlined />} data-testid="masked-marker">
            {t('drawer.masked')}
          </Tag>
        )}
        {document.alert && (
          <Tag color="red" data-testid="alerted-tag">
            {t('list.alerted')}
          </Tag>
        )}
        {document.reviewed && <Tag color="green">{t('drawer.reviewedTag')}</Tag>}
        {document.labels.map((l) => (
          <Tag key={l.id} color={l.color}>
            {l.name}
          </Tag>
        ))}
      </Flex>
      <Card size="small">
        <Content document={document} hovered={hovered} />
      </Card>
      {document.alert && (
        <Typography.Text type="danger" data-testid="alert-info">
          {t('drawer.alertedBy', { name: document.alert.by.name, date: date(document.alert.at) })}: {document.alert.note}
        </Typography.Text>
      )}
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('list.date')}>{date(document.contentDate)}</Descriptions.Item>
        <Descriptions.Item label={t('list.channel')}>{channelName(document.channelCode)}</Descriptions.Item>
        <Descriptions.Item label={t('drawer.language')}>{languageName(document.language)}</Descriptions.Item>
        <Descriptions.Item label={t('drawer.externalId')}>{document.externalId ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('list.categories')} data-testid="drawer-categories">
        {byModel.size === 0 && <Typography.Text type="secondary">{t('drawer.noCategories')}</Typography.Text>}
        {[...byModel].map(([model, categories]) => (
          <Flex key={model} vertical gap={4} style={{ marginBottom: 8 }}>
            <Typography.Text strong data-testid={`drawer-model-${model}`}>
              {modelName(model)}
            </Typography.Text>
            {categories.map((c) => (
              <Flex
                key={c.categoryId}
                gap={8}
                align="center"
                data-testid={`drawer-category-${c.categoryId}`}
                onMouseEnter={() => setHovered(c)}
                onMouseLeave={() => setHovered(null)}
                style={{ cursor: 'default' }}
              >
                <Typography.Text style={{ minWidth: 140 }}>
                  {labelName(c.path)}
                  {c.origin === 'MANUAL' && ` (${t('drawer.manual')})`}
                </Typography.Text>
                <Progress
                  percent={Math.round(c.confidence * 100)}
                  format={() => formatPercent(c.confidence, { maxDigits: 0 })}
                  size="small"
                  style={{ flex: 1, margin: 0 }}
                />
                {c.sentiment && <SentimentTag label={c.sentiment} />}
              </Flex>
            ))}
          </Flex>
        ))}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('drawer.hoverHint')}
        </Typography.Text>
      </Card>
      {attributes.length > 0 && (
        <Descriptions size="small" column={1} bordered title={t('drawer.attributes')} data-testid="drawer-attributes">
          {attributes.map(([key, value]) => (
            <Descriptions.Item key={key} label={key}>
              {attributeText(value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {document.entities.length > 0 && (
        <Flex gap={4} wrap data-testid="drawer-entities" title={onEntityFilter ? t('entity-mappings:drawer.filterHint') : undefined}>
          {document.entities.map((e, i) => (
            <Tag
              key={i}
              data-testid={`drawer-entity-${e.type}`}
              style={onEntityFilter ? { cursor: 'pointer' } : undefined}
              onClick={onEntityFilter ? () => onEntityFilter(e.type, e.value ?? e.text) : undefined}
            >
              {t(`projectSources:entityType.${e.type}`, { defaultValue: e.type })}: {e.text}
              {e.value !== undefined && e.value !== e.text && ` → ${e.value}`}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
