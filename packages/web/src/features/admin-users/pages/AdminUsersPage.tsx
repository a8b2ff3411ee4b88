import { useState } from 'react';
import { Button, Card, Input, Select, Space, Tabs } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useRemoveAccountUser } from '../api/mutations';
import { useAccountManagement, useManagedUsers } from '../api/queries';
import { AddUserModal } from '../components/AddUserModal';
import { EditUserModal } from '../components/EditUserModal';
import { RolesPanel } from '../components/RolesPanel';
import { UsersTable } from '../components/UsersTable';

/** Picker value of the operator's "every account" view. */
const ALL = '*';

/**
 * /admin/user: the users of an account — their roles in each of its workspaces, profile fields, adding and removing
 * — and the account's custom roles. Account managers (owners, customer representatives) see their accounts; the
 * operator sees every account and, under "All accounts", every user of the installation.
 */
export function AdminUsersPage() {
  const user = useAppStore((s) => s.user);
  return (
    <AccessGuard allowed={accessOf(user).accountManage}>
      <AdminUsers operator={accessOf(user).systemAdmin} />
    </AccessGuard>
  );
}

function AdminUsers({ operator }: { operator: boolean }) {
  const { t } = useTranslation('adminUsers');
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const all = picked === ALL;
  const management = useAccountManagement(all ? undefined : picked);
  const account = management.data ?? null;
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const users = useManagedUsers(account?.id ?? null, all, { page, size: 20, ...(search ? { search } : {}) });
  const remove = useRemoveAccountUser();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [tab, setTab] = useState('users');

  const accountOptions = [
    ...(operator ? [{ value: ALL, label: t('page.allAccounts') }] : []),
    ...(account?.managed ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  const usersTab = (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(0);
          }}
          style={{ width: 280 }}
          data-testid="admin-users-search"
        />
      </Space>
      <UsersTable
        users={users.data?.content ?? []}
        loading={users.isPending}
        page={page}
        total={users.data?.total ?? 0}
        showAccount={all}
        canRemove={!all}
        onPage={setPage}
        onEdit={setEditing}
        onRemove={(u) => account && remove.mutate({ id: u.id, accountId: account.id })}
      />
    </>
  );
  return (
    <Card
      title={all || !account ? t('page.title') : t('page.titleOf', { account: account.name })}
      extra={
        <Space>
          {accountOptions.length > 1 && (
            <Select
              style={{ minWidth: 220 }}
              value={all ? ALL : account?.id}
              options={accountOptions}
              onChange={(v: string) => {
                setPicked(v);
                setPage(0);
              }}
              aria-label={t('page.account')}
              data-testid="admin-users-account"
            />
          )}
          {!all && account && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="admin-users-add">
              {t('add.open')}
            </Button>
          )}
        </Space>
      }
    >
      {all || !account ? (
        usersTab
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'users', label: t('page.users'), children: usersTab },
            { key: 'roles', label: t('page.roles'), children: <RolesPanel accountId={account.id} /> },
          ]}
        />
      )}
      {adding && account && <AddUserModal account={account} onClose={() => setAdding(false)} />}
      {editing && (
        <EditUserModal
          user={editing}
          accountId={all ? null : (account?.id ?? null)}
          asOperator={operator}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
