import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { RoleTag } from '../../workspace';

/** Users with their roles per workspace (workspace names; the account too when all accounts are listed). */
export function UsersTable({
  users,
  loading,
  page,
  total,
  showAccount,
  canRemove,
  onPage,
  onEdit,
  onRemove,
}: {
  users: ManagedUser[];
  loading: boolean;
  page: number;
  total: number;
  showAccount: boolean;
  canRemove: boolean;
  onPage: (page: number) => void;
  onEdit: (user: ManagedUser) => void;
  onRemove: (user: ManagedUser) => void;
}) {
  const { t, i18n } = useTranslation('adminUsers');
  const columns: TableColumnsType<ManagedUser> = [
    {
      title: t('users.name'),
      key: 'name',
      render: (_, u) => (
        <Space size={4} wrap>
          <span>{`${u.full_name} ${u.lastName}`}</span>
          {u.owner && <Tag color="green">{t('users.owner')}</Tag>}
          {u.representative && <Tag color="cyan">{t('users.representative')}</Tag>}
          {u.userType === 'SYSTEM_ADMIN' && <Tag color="red">{t('userTypes.SYSTEM_ADMIN')}</Tag>}
        </Space>
      ),
    },
    { title: t('users.email'), dataIndex: 'email' },
    {
      title: t('users.workspaces'),
      key: 'workspaces',
      render: (_, u) => (
        <Space direction="vertical" size={2}>
          {u.workspaces.map((w) => (
            <span key={w.workspaceCode}>
              {showAccount ? `${w.accountName} · ` : ''}
              {w.workspaceName} <RoleTag role={w.role} customRole={w.customRole} />
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: t('users.lastActivity'),
      dataIndex: 'lastActivityAt',
      render: (v: string | null) => (v ? formatDateTime(v, i18n.language) : t('users.never')),
    },
    {
      key: 'actions',
      title: '',
      render: (_, u) => (
        <Space>
          <Button size="small" onClick={() => onEdit(u)} data-testid={`user-edit-${u.email}`}>
            {t('users.edit')}
          </Button>
          {canRemove && u.workspaces.length > 0 && (
            <Popconfirm
              title={t('users.removeConfirm', { email: u.email })}
              description={t('users.removeHint')}
              okText={t('users.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => onRemove(u)}
            >
              <Button size="small" danger>
                {t('users.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ManagedUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ current: page + 1, pageSize: 20, total, onChange: (p) => onPage(p - 1), showSizeChanger: false }}
      data-testid="admin-users-table"
    />
  );
}
