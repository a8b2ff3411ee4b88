import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Modal, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shellConstants, type AccountStatus, type AccountSummary } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formatDate } from '../../../app/dates';
import { formFailure } from '../../../app/forms';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useAccounts, useCreateAccount } from '../api/queries';
import { AccountForm, accountFormValues, dateOf, type AccountFormValues } from '../components/AccountForm';

/** /admin/accounts: every customer account of the installation; the operator creates accounts here. */
export function AccountsPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <Accounts />
    </AccessGuard>
  );
}

export const statusTag = (s: AccountStatus, t: (k: string) => string) => (
  <Tag color={s === 'ACTIVE' ? 'green' : 'red'}>{t(`statuses.${s}`)}</Tag>
);

function Accounts() {
  const { t, i18n } = useTranslation('accounts');
  const [page, setPage] = useState<number>(shellConstants.defaultPage);
  const [size, setSize] = useState<number>(shellConstants.defaultPageSize);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AccountStatus | 'ALL'>('ALL');
  const [creating, setCreating] = useState(false);
  const list = useAccounts(page, size, search, status);
  const columns: TableColumnsType<AccountSummary> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      render: (name: string, a) => <Link to={`/admin/accounts/${a.id}`}>{name}</Link>,
    },
    { title: t('columns.package'), dataIndex: 'packageName', width: 150 },
    { title: t('columns.owners'), dataIndex: 'owners', render: (o: string[]) => o.join(', ') },
    { title: t('columns.workspaces'), dataIndex: 'workspaceCount', width: 110 },
    { title: t('columns.users'), dataIndex: 'userCount', width: 90 },
    {
      title: t('columns.subscriptionEnd'),
      dataIndex: 'subscriptionEnd',
      width: 150,
      render: (v: string | null) => (v ? formatDate(v, i18n.language) : t('unlimited')),
    },
    { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: AccountStatus) => statusTag(s, t) },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Segmented
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(0);
            }}
            options={(['ALL', 'ACTIVE', 'SUSPENDED'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
          <Input.Search
            allowClear
            placeholder={t('search')}
            onSearch={(v) => {
              setSearch(v.trim());
              setPage(0);
            }}
            style={{ width: 220 }}
            data-testid="accounts-search"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="account-create">
            {t('create')}
          </Button>
        </div>
      }
    >
      <Table<AccountSummary>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.content ?? []}
        loading={list.isFetching}
        data-testid="accounts-table"
        pagination={{
          current: page + 1,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(s === size ? p - 1 : 0);
            setSize(s);
          },
        }}
      />
      {creating && <CreateAccountModal onClose={() => setCreating(false)} />}
    </Card>
  );
}

const fieldNames = ['name', 'workspaceName', 'packageId', 'owners', 'representatives', 'additionalEmails'];

function CreateAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<AccountFormValues>();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (v: AccountFormValues) =>
    create.mutate(
      {
        body: {
          name: v.name,
          workspaceName: v.workspaceName ?? '',
          subscriptionStart: dateOf(v.start),
          subscriptionEnd: v.unlimited ? null : dateOf(v.end),
          ...(v.packageId ? { packageId: v.packageId } : {}),
          owners: v.owners,
          representatives: v.representatives,
          additionalEmails: v.additionalEmails,
          additionalRole: v.additionalRole ?? 'ANALYST',
        },
      },
      {
        onSuccess: (a) => {
          onClose();
          void navigate(`/admin/accounts/${a.id}`);
        },
        onError: (e) => setFailure(formFailure(form, e, t, fieldNames, t('errors:codes.ACCOUNT_NOT_CREATED'))),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t('create')}
      okText={t('form.create')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'account-save' }}
    >
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} data-testid="account-failure" />}
      <AccountForm form={form} onFinish={submit} initial={accountFormValues()} creating />
    </Modal>
  );
}
