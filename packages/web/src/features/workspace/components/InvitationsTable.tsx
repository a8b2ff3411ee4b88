import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@sentio/domain';
import { formatDate } from '../../../app/dates';
import { useRevokeInvitation } from '../api/mutations';
import { useInvitations } from '../api/queries';
import { RoleTag } from './MembersTable';

const statusColor: Record<Invitation['status'], string> = {
  PENDING: 'processing',
  ACCEPTED: 'success',
  REVOKED: 'default',
  EXPIRED: 'warning',
};

export function InvitationsTable({ canInvite }: { canInvite: boolean }) {
  const { t, i18n } = useTranslation('workspace');
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const columns: TableColumnsType<Invitation> = [
    { title: t('members.email'), dataIndex: 'email' },
    {
      title: t('members.role'),
      dataIndex: 'role',
      render: (r: Invitation['role']) => <RoleTag role={r} customRole={null} />,
    },
    {
      title: t('invitations.status'),
      dataIndex: 'status',
      render: (s: Invitation['status']) => <Tag color={statusColor[s]}>{t(`invitations.statuses.${s}`)}</Tag>,
    },
    { title: t('invitations.invitedBy'), dataIndex: 'invitedBy' },
    { title: t('invitations.expires'), dataIndex: 'expiresAt', render: (v: string) => formatDate(v, i18n.language) },
    ...(canInvite
      ? [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, inv: Invitation) =>
              inv.status === 'PENDING' ? (
                <Popconfirm
                  title={t('invitations.revokeConfirm', { email: inv.email })}
                  okText={t('invitations.revoke')}
                  cancelText={t('common:actions.cancel')}
                  onConfirm={() => revoke.mutate(inv.id)}
                >
                  <Button size="small" danger>
                    {t('invitations.revoke')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Table<Invitation>
      rowKey="id"
      columns={columns}
      dataSource={invitations.data ?? []}
      loading={invitations.isPending}
      data-testid="invitations-table"
    />
  );
}
