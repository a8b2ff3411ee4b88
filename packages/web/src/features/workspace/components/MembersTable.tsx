import { Button, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workspaceRoles, type Member, type MemberRole } from '@sentio/domain';
import { formatDate } from '../../../app/dates';
import { useRemoveMember, useUpdateMember } from '../api/mutations';
import { useMembers, useRoleOptions } from '../api/queries';
import { MemberRestrictionsModal } from '../../restrictions';

export const roleColor: Record<MemberRole, string> = { ADMIN: 'gold', MANAGER: 'blue', ANALYST: 'default', CUSTOM: 'purple' };

/** The role a member holds, by name: a built-in role's translation or the custom role's own name. */
export function RoleTag({ role, customRole }: { role: MemberRole; customRole: { name: string } | null }) {
  const { t } = useTranslation('workspace');
  return <Tag color={roleColor[role]}>{role === 'CUSTOM' && customRole ? customRole.name : t(`roles.${role}`)}</Tag>;
}

/**
 * Members of the current workspace. An administrator (MEMBER/MANAGE) changes a role in place and removes a member
 * after a confirmation; the server keeps the last administrator (LAST_ADMIN) and keeps the member's content.
 */
export function MembersTable({ canManage, selfId }: { canManage: boolean; selfId: string | null }) {
  const { t, i18n } = useTranslation('workspace');
  const members = useMembers();
  const roleOptions = useRoleOptions();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [restricting, setRestricting] = useState<Member | null>(null);
  const options = [
    ...workspaceRoles.map((r) => ({ value: r, label: t(`roles.${r}`) })),
    ...(roleOptions.data ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const columns: TableColumnsType<Member> = [
    { title: t('members.name'), key: 'name', render: (_, m) => `${m.full_name} ${m.lastName}` },
    { title: t('members.email'), dataIndex: 'email' },
    {
      title: t('members.role'),
      key: 'role',
      render: (_, m) =>
        canManage ? (
          <Select
            size="small"
            style={{ minWidth: 160 }}
            value={m.role === 'CUSTOM' && m.customRole ? m.customRole.id : m.role}
            options={
              m.customRole && !options.some((o) => o.value === m.customRole?.id)
                ? [...options, { value: m.customRole.id, label: m.customRole.name }]
                : options
            }
            loading={update.isPending && update.variables?.userId === m.userId}
            onChange={(role: string) => update.mutate({ userId: m.userId, role })}
            aria-label={t('members.changeRole', { email: m.email })}
            data-testid={`member-role-${m.email}`}
          />
        ) : (
          <RoleTag role={m.role} customRole={m.customRole} />
        ),
    },
    { title: t('members.joined'), dataIndex: 'joinedAt', render: (v: string) => formatDate(v, i18n.language) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, m: Member) => (
              <Space>
                {m.userId !== selfId && (
                  <Button
                    size="small"
                    icon={<LockOutlined />}
                    onClick={() => setRestricting(m)}
                    data-testid={`member-restrictions-${m.email}`}
                  >
                    {t('restrictions:button')}
                  </Button>
                )}
                {m.userId !== selfId && (
                  <Popconfirm
                    title={t('members.removeConfirm', { email: m.email })}
                    description={t('members.removeHint')}
                    okText={t('members.remove')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common:actions.cancel')}
                    onConfirm={() => remove.mutate(m.userId)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} data-testid={`member-remove-${m.email}`}>
                      {t('members.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Table<Member>
        rowKey="userId"
        columns={columns}
        dataSource={members.data ?? []}
        loading={members.isPending}
        data-testid="members-table"
      />
      {restricting && (
        <MemberRestrictionsModal
          open
          onClose={() => setRestricting(null)}
          member={{
            userId: restricting.userId,
            email: restricting.email,
            name: `${restricting.full_name} ${restricting.lastName}`,
          }}
        />
      )}
    </>
  );
}
