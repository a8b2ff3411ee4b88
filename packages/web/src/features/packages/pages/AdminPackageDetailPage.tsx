import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Flex, Form, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { failureText } from '../../../app/api/messages';
import { formFailure } from '../../../app/forms';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useAdminPackage, useDeletePackage, useUpdatePackage } from '../api/admin';
import { PackageForm, packageBodyOf, packageFormValues, type PackageFormValues } from '../components/PackageForm';

/** /admin/packages/:id: edit a package's limits (effective at once) and see the accounts on it. */
export function AdminPackageDetailPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  const { id = '' } = useParams();
  return (
    <AccessGuard allowed={allowed}>
      <PackageDetailView id={id} />
    </AccessGuard>
  );
}

function PackageDetailView({ id }: { id: string }) {
  const pkg = useAdminPackage(id);
  if (!pkg.data) return <Skeleton active />;
  return <Editor key={pkg.data.id + pkg.dataUpdatedAt} pkg={pkg.data} />;
}

function Editor({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation('packages');
  const [form] = Form.useForm<PackageFormValues>();
  const update = useUpdatePackage();
  const remove = useDeletePackage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (v: PackageFormValues) =>
    update.mutate(
      { params: { id: pkg.id }, body: packageBodyOf(v) },
      {
        onSuccess: () => {
          setFailure(null);
          notices.success({ title: t('admin.saved') });
        },
        onError: (e) => setFailure(formFailure(form, e, t, ['code', 'name', 'description'], t('admin.saveFailed'))),
      },
    );
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <>
            {pkg.name} {pkg.isDefault && <Tag color="blue">{t('plan.default')}</Tag>}
          </>
        }
        extra={
          <Flex gap={8}>
            <Popconfirm
              title={t('admin.deleteConfirm')}
              okText={t('admin.delete')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() =>
                remove.mutate(
                  { params: { id: pkg.id } },
                  {
                    onSuccess: () => void navigate('/admin/packages'),
                    onError: (e) => setFailure(failureText(t, e, 'NOT_FOUND')),
                  },
                )
              }
            >
              <Button danger data-testid="package-delete">
                {t('admin.delete')}
              </Button>
            </Popconfirm>
            <Button type="primary" loading={update.isPending} onClick={() => form.submit()} data-testid="package-save">
              {t('admin.save')}
            </Button>
          </Flex>
        }
      >
        {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} data-testid="package-failure" />}
        <Alert type="info" title={t('admin.liveHint')} style={{ marginBottom: 12 }} />
        <PackageForm form={form} onFinish={submit} initial={packageFormValues(pkg)} />
      </Card>
      <Card title={t('admin.accountsTitle', { count: pkg.accounts.length })}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={pkg.accounts}
          data-testid="package-accounts"
          columns={[
            {
              title: t('admin.columns.account'),
              dataIndex: 'name',
              render: (name: string, a: PackageDetail['accounts'][number]) => <Link to={`/admin/accounts/${a.id}`}>{name}</Link>,
            },
            {
              title: t('admin.columns.status'),
              dataIndex: 'status',
              width: 140,
              render: (s: string) => <Tag color={s === 'ACTIVE' ? 'green' : 'red'}>{t(`admin.statuses.${s}`)}</Tag>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
