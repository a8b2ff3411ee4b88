import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityMappingPreview } from '@sentio/domain';
import { EntityText } from '../../../shared/document/DocumentContent';

/** The documents of a preview with the entities found marked in the text, and each entity's name and value. */
export function EntityPreview({ preview }: { preview: EntityMappingPreview }) {
  const { t } = useTranslation('entity-mappings');
  return (
    <Flex vertical gap={8} data-testid="entity-preview">
      <Typography.Text type="secondary" data-testid="entity-preview-summary">
        {t('preview.summary', { matched: preview.matched, scanned: preview.scanned })}
      </Typography.Text>
      {preview.documents.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.none')} />}
      {preview.documents.map((doc) => (
        <Card size="small" key={doc.id} data-testid="entity-preview-document">
          <div style={{ lineHeight: 1.9 }}>
            <EntityText text={doc.content} entities={doc.entities.map((e) => ({ ...e, segment: 0 }))} />
          </div>
          <Flex gap={4} wrap style={{ marginTop: 6 }}>
            {doc.entities.map((e, i) => (
              <Tag key={i} data-testid="entity-preview-value">
                {t(`projectSources:entityType.${e.type}`, { defaultValue: e.type })}: {e.text} → {e.value}
              </Tag>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
