import { useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntityMapping, EntityMappingPreview } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteEntityMapping, useEntityMappingPreview, useEntityMappings } from '../api/entity-mappings';
import { EntityMappingModal } from './EntityMappingModal';
import { EntityPreview } from './EntityPreview';

/**
 * The analysis's entity mappings (docs/entity-mapping.md): what the classification marks as named entities in every
 * document, the table with its add / change / remove actions, and a preview of the saved mappings on the analysis's
 * newest documents.
 */
export function EntityMappingsCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('entity-mappings');
  const { message } = App.useApp();
  const mappings = useEntityMappings(code);
  const remove = useDeleteEntityMapping(code);
  const preview = useEntityMappingPreview(code);
  const [editing, setEditing] = useState<EntityMapping | 'new' | null>(null);
  const [shown, setShown] = useState<EntityMappingPreview | null>(null);

  const columns = [
    { title: t('fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('fields.sourceText'),
      key: 'source',
      render: (_: unknown, m: EntityMapping) => (
        <Space size={4}>
          <Typography.Text code>{m.sourceText}</Typography.Text>
          {m.regex && <Tag color="purple">{t('regexTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('fields.targetText'), dataIndex: 'targetText', key: 'target' },
    {
      title: '',
      key: 'actions',
      width: 96,
      render: (_: unknown, m: EntityMapping) =>
        canManage && (
          <Space>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('edit')}
              data-testid={`entity-mapping-edit-${m.name}`}
              onClick={() => setEditing(m)}
            />
            <Popconfirm
              title={t('deleteConfirm')}
              okText={t('delete')}
              cancelText={t('cancel')}
              onConfirm={() => remove.mutate(m.id, { onSuccess: () => void message.success(t('deleted')) })}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} data-testid={`entity-mapping-delete-${m.name}`} />
            </Popconfirm>
          </Space>
        ),
    },
  ];
  const previewError = apiErrorOf(preview.error);

  return (
    <Card
      title={t('title')}
      data-testid="entity-mappings-card"
      extra={
        canManage && (
          <Space>
            <Button
              icon={<EyeOutlined />}
              disabled={!mappings.data?.length}
              loading={preview.isPending}
              data-testid="entity-mappings-preview"
              onClick={() => preview.mutate({}, { onSuccess: setShown })}
            >
              {t('preview.saved')}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="entity-mapping-add">
              {t('add')}
            </Button>
          </Space>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('intro')} />
        {mappings.isError ? (
          <LoadError error={mappings.error} onRetry={() => void mappings.refetch()} />
        ) : (
          <Table<EntityMapping>
            rowKey="id"
            size="small"
            data-testid="entity-mappings-table"
            loading={mappings.isLoading}
            dataSource={mappings.data ?? []}
            columns={columns}
            pagination={false}
            locale={{ emptyText: t('empty') }}
          />
        )}
        {previewError && <Alert type="warning" showIcon title={messageText(t, previewError.messageCode, previewError.message)} />}
        {shown && <EntityPreview preview={shown} />}
      </Space>
      {editing && (
        <EntityMappingModal code={code} mapping={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
