import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Empty, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActionType } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { formatCount } from '../../../shared/format';
import { useDeleteActionType } from '../api/mutations';
import { useActionTypes } from '../api/queries';
import { ActionTypeModal } from './ActionTypeModal';
import { TypeTag } from './ActionTags';

/**
 * The workspace's action types with how many actions use each. Everyone sees them; creating, renaming, recolouring
 * and deleting is for those who manage the list (a type still in use cannot be deleted: ACTION_TYPE_IN_USE).
 */
export function ActionTypesTab({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation('actions');
  const types = useActionTypes();
  const remove = useDeleteActionType();
  const [editing, setEditing] = useState<ActionType | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onDelete = (type: ActionType) => {
    setError(null);
    remove.mutate(type.id, {
      onError: (e) => {
        const api = apiErrorOf(e);
        setError(api ? apiErrorText(t, api) : t('types.failed'));
      },
    });
  };

  const columns: TableColumnsType<ActionType> = [
    { key: 'name', title: t('types.name'), render: (_, type) => <TypeTag name={type.name} color={type.color} /> },
    {
      key: 'actionCount',
      title: t('types.actionCount'),
      align: 'right',
      render: (_, type) => formatCount(type.actionCount, i18n.language),
    },
    ...(canManage
      ? [
          {
            key: 'manage',
            title: '',
            align: 'right' as const,
            render: (_: unknown, type: ActionType) => (
              <Flex gap={4} justify="end">
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('types.edit')}
                  title={t('types.edit')}
                  onClick={() => setEditing(type)}
                  data-testid={`action-type-edit-${type.id}`}
                />
                <Popconfirm
                  title={t('types.deleteConfirm', { name: type.name })}
                  okText={t('types.delete')}
                  cancelText={t('types.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'action-type-delete-confirm' }}
                  onConfirm={() => onDelete(type)}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('types.delete')}
                    title={t('types.delete')}
                    data-testid={`action-type-delete-${type.id}`}
                  />
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('types.help')}</Typography.Text>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="action-type-create">
            {t('types.create')}
          </Button>
        )}
      </Flex>
      {error && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setError(null) }}
          title={error}
          data-testid="action-type-error"
        />
      )}
      {types.isError && <Alert type="error" showIcon title={t('types.loadFailed')} data-testid="action-types-error" />}
      <Table<ActionType>
        rowKey="id"
        data-testid="action-types-table"
        columns={columns}
        dataSource={types.data ?? []}
        loading={types.isPending}
        pagination={false}
        onRow={(type) => ({ 'data-testid': `action-type-row-${type.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: types.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('types.empty')} />,
        }}
      />
      {editing && <ActionTypeModal {...(editing === 'new' ? {} : { type: editing })} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
