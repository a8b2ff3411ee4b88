import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { permissions, type CustomRole } from '@sentio/domain';
import { useDeleteRole } from '../api/mutations';
import { useAccountRoles } from '../api/queries';
import { RoleEditorModal } from './RoleEditorModal';

/** The account's custom roles: create, edit, delete (refused while members hold it: ROLE_IN_USE). */
export function RolesPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation('adminUsers');
  const roles = useAccountRoles(accountId);
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<CustomRole | 'new' | null>(null);
  const columns: TableColumnsType<CustomRole> = [
    { title: t('roles.name'), dataIndex: 'name' },
    {
      title: t('roles.permissionCount'),
      key: 'permissions',
      render: (_, r) =>
        r.permissions.length === permissions.length ? t('roles.all') : `${r.permissions.length} / ${permissions.length}`,
    },
    { title: t('roles.members'), dataIndex: 'memberCount' },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space>
          <Button size="small" onClick={() => setEditing(r)} data-testid={`role-edit-${r.name}`}>
            {t('roles.edit')}
          </Button>
          <Popconfirm
            title={t('roles.deleteConfirm', { name: r.name })}
            okText={t('roles.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => remove.mutate(r.id)}
          >
            <Button size="small" danger>
              {t('roles.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('roles.hint')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="role-new">
          {t('roles.new')}
        </Button>
      </Space>
      <Table<CustomRole>
        rowKey="id"
        columns={columns}
        dataSource={roles.data ?? []}
        loading={roles.isPending}
        pagination={false}
        data-testid="roles-table"
      />
      {editing && (
        <RoleEditorModal accountId={accountId} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
