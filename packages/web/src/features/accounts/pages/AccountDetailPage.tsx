import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Form, Modal, Popconfirm, Skeleton, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountDetail, AccountUsageMonth, AccountUser } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formatDate, formatDateTime } from '../../../app/dates';
import { formFailure } from '../../../app/forms';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import {
  useAccount,
  useAccountUsage,
  useAccountUsers,
  useResumeAccount,
  useSuspendAccount,
  useUpdateAccount,
} from '../api/queries';
import { DeleteWorkspaceButton } from '../../workspace';
import { AiProviderAccountCard } from '../../ai-provider';
import { AccountForm, accountFormValues, dateOf, type AccountFormValues } from '../components/AccountForm';
import { statusTag } from './AccountsPage';

/** /admin/accounts/:id: an account's subscription, package, managers, usage per month and users. */
export function AccountDetailPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  const { id = '' } = useParams();
  return (
    <AccessGuard allowed={allowed}>
      <Detail id={id} />
    </AccessGuard>
  );
}

const duration = (seconds: number, t: (k: string, o: Record<string, number>) => string) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? t('usage.hours', { h, m }) : t('usage.minutes', { m, s: seconds % 60 });
};

function Detail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('accounts');
  const account = useAccount(id);
  const [editing, setEditing] = useState(false);
  const suspend = useSuspendAccount();
  const resume = useResumeAccount();
  const a = account.data;
  if (!a) return <Skeleton active />;
  const suspended = a.status === 'SUSPENDED';
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <>
            {a.name} {statusTag(a.status, t)}
          </>
        }
        extra={
          <Flex gap={8}>
            {suspended ? (
              <Button
                onClick={() => resume.mutate({ params: { id } }, { onSuccess: () => notices.success({ title: t('resumed') }) })}
                loading={resume.isPending}
                data-testid="account-resume"
              >
                {t('resume')}
              </Button>
            ) : (
              <Popconfirm
                title={t('suspendConfirm')}
                okText={t('suspend')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() =>
                  suspend.mutate({ params: { id } }, { onSuccess: () => notices.success({ title: t('suspended') }) })
                }
              >
                <Button danger data-testid="account-suspend">
                  {t('suspend')}
                </Button>
              </Popconfirm>
            )}
            <Button type="primary" onClick={() => setEditing(true)} data-testid="account-edit">
              {t('edit')}
            </Button>
          </Flex>
        }
        data-testid="account-detail"
      >
        {suspended && <Alert type="warning" showIcon title={t('suspendedHint')} style={{ marginBottom: 12 }} />}
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'package', label: t('columns.package'), children: a.packageName },
            {
              key: 'subscription',
              label: t('form.subscription'),
              children: `${formatDate(a.subscriptionStart, i18n.language) || '—'} – ${
                a.subscriptionEnd ? formatDate(a.subscriptionEnd, i18n.language) : t('unlimited')
              }`,
            },
            { key: 'owners', label: t('form.owners'), children: a.owners.join(', ') || '—' },
            { key: 'reps', label: t('form.representatives'), children: a.representatives.join(', ') || '—' },
            { key: 'extra', label: t('form.additionalEmails'), children: a.additionalEmails.join(', ') || '—' },
            { key: 'created', label: t('created'), children: formatDate(a.createdAt, i18n.language) },
          ]}
        />
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'usage', label: t('tabs.usage'), children: <Usage id={id} /> },
            { key: 'users', label: t('tabs.users'), children: <Users id={id} /> },
            { key: 'workspaces', label: t('tabs.workspaces'), children: <Workspaces account={a} /> },
          ]}
        />
      </Card>
      <AiProviderAccountCard accountId={id} />
      {editing && <EditAccountModal account={a} onClose={() => setEditing(false)} />}
    </Flex>
  );
}

function Usage({ id }: { id: string }) {
  const { t } = useTranslation('accounts');
  const usage = useAccountUsage(id, 12);
  return (
    <>
      <Alert type="info" title={t('usage.hint')} style={{ marginBottom: 12 }} />
      <Table<AccountUsageMonth>
        rowKey="month"
        size="small"
        pagination={false}
        loading={usage.isPending}
        dataSource={[...(usage.data ?? [])].reverse()}
        data-testid="account-usage"
        columns={[
          { title: t('usage.month'), dataIndex: 'month' },
          { title: t('usage.textDocuments'), dataIndex: 'textDocuments', render: (n: number) => formatCount(n) },
          { title: t('usage.dialogueDocuments'), dataIndex: 'dialogueDocuments', render: (n: number) => formatCount(n) },
          { title: t('usage.projectTime'), dataIndex: 'projectSeconds', render: (s: number) => duration(s, t) },
          { title: t('usage.modelTime'), dataIndex: 'modelSeconds', render: (s: number) => duration(s, t) },
        ]}
      />
    </>
  );
}

function Users({ id }: { id: string }) {
  const { t, i18n } = useTranslation('accounts');
  const users = useAccountUsers(id);
  return (
    <Table<AccountUser>
      rowKey="userId"
      size="small"
      pagination={false}
      loading={users.isPending}
      dataSource={users.data ?? []}
      data-testid="account-users"
      columns={[
        { title: t('users.name'), dataIndex: 'fullName' },
        { title: t('users.email'), dataIndex: 'email' },
        {
          title: t('users.account'),
          key: 'account',
          render: (_, u) => (
            <>
              {u.owner && <Tag color="blue">{t('users.owner')}</Tag>}
              {u.representative && <Tag color="purple">{t('users.representative')}</Tag>}
            </>
          ),
        },
        {
          title: t('users.workspaces'),
          key: 'workspaces',
          render: (_, u) =>
            u.workspaces.map((w) => (
              <Tag key={w.code}>
                {w.name}: {t(`roles.${w.role}`, { defaultValue: w.role })}
              </Tag>
            )),
        },
        {
          title: t('users.lastActivity'),
          dataIndex: 'lastActivityAt',
          render: (v: string | null) => (v ? formatDateTime(v, i18n.language) : '—'),
        },
      ]}
    />
  );
}

function Workspaces({ account }: { account: AccountDetail }) {
  const { t } = useTranslation('accounts');
  return (
    <Flex vertical gap={16}>
      <Table
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={account.workspaces}
        columns={[
          { title: t('workspaces.name'), dataIndex: 'name' },
          { title: t('workspaces.members'), dataIndex: 'memberCount' },
          {
            key: 'delete',
            align: 'right',
            // The account's last workspace stays (WORKSPACE_LAST): no button to press in vain.
            render: (_: unknown, w: AccountDetail['workspaces'][number]) =>
              account.workspaces.length > 1 ? <DeleteWorkspaceButton code={w.code} name={w.name} size="small" /> : null,
          },
        ]}
      />
      <Table
        rowKey={(i) => `${i.email}-${i.workspaceName}`}
        size="small"
        pagination={false}
        title={() => t('workspaces.pending')}
        dataSource={account.pendingInvitations}
        data-testid="account-invitations"
        columns={[
          { title: t('users.email'), dataIndex: 'email' },
          { title: t('workspaces.name'), dataIndex: 'workspaceName' },
          { title: t('workspaces.role'), dataIndex: 'role', render: (r: string) => t(`roles.${r}`, { defaultValue: r }) },
        ]}
      />
    </Flex>
  );
}

function EditAccountModal({ account, onClose }: { account: AccountDetail; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<AccountFormValues>();
  const update = useUpdateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (v: AccountFormValues) =>
    update.mutate(
      {
        params: { id: account.id },
        body: {
          name: v.name,
          subscriptionStart: dateOf(v.start),
          subscriptionEnd: v.unlimited ? null : dateOf(v.end),
          packageId: v.packageId ?? account.packageId,
          owners: v.owners,
          representatives: v.representatives,
          additionalEmails: v.additionalEmails,
        },
      },
      {
        onSuccess: () => {
          notices.success({ title: t('saved') });
          onClose();
        },
        onError: (e) =>
          setFailure(
            formFailure(form, e, t, ['name', 'packageId', 'owners', 'representatives', 'additionalEmails'], t('saveFailed')),
          ),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t('edit')}
      okText={t('form.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'account-save' }}
    >
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} />}
      <AccountForm form={form} onFinish={submit} initial={accountFormValues(account)} creating={false} />
    </Modal>
  );
}
