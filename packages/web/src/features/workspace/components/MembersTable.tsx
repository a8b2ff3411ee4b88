import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Member } from '@sentio/domain';
import { formatDate } from '../../../app/dates';
import { useMembers } from '../api/queries';

export const roleColor = { ADMIN: 'gold', MANAGER: 'blue', ANALYST: 'default' } as const;

export function MembersTable() {
  const { t, i18n } = useTranslation('workspace');
  const members = useMembers();
  const columns: TableColumnsType<Member> = [
    { title: t('members.name'), key: 'name', render: (_, m) => `${m.full_name} ${m.lastName}` },
    { title: t('members.email'), dataIndex: 'email' },
    {
      title: t('members.role'),
      dataIndex: 'role',
      render: (r: Member['role']) => <Tag color={roleColor[r]}>{t(`roles.${r}`)}</Tag>,
    },
    { title: t('members.joined'), dataIndex: 'joinedAt', render: (v: string) => formatDate(v, i18n.language) },
  ];
  return (
    <Table<Member>
      rowKey="userId"
      columns={columns}
      dataSource={members.data ?? []}
      loading={members.isPending}
      data-testid="members-table"
    />
  );
}
