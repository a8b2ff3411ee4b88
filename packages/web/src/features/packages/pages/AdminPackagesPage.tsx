import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PackageInfo } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formFailure } from '../../../app/forms';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useAdminPackages, useCreatePackage } from '../api/admin';
import { PackageForm, packageBodyOf, packageFormValues, type PackageFormValues } from '../components/PackageForm';

/** /admin/packages: every package with its limits and accounts; operators create new ones here. */
export function AdminPackagesPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <Packages />
    </AccessGuard>
  );
}

const limitText = (limit: number | null, t: (k: string) => string) => (limit === null ? t('admin.noLimit') : String(limit));

function Packages() {
  const { t } = useTranslation('packages');
  const list = useAdminPackages();
  const [creating, setCreating] = useState(false);
  const columns: TableColumnsType<PackageInfo> = [
    {
      title: t('admin.columns.name'),
      dataIndex: 'name',
      render: (name: string, p) => (
        <>
          <Link to={`/admin/packages/${p.id}`}>{name}</Link> {p.isDefault && <Tag color="blue">{t('plan.default')}</Tag>}
          {p.unlimited && <Tag color="gold">{t('plan.unlimited')}</Tag>}
        </>
      ),
    },
    { title: t('admin.columns.code'), dataIndex: 'code', width: 140 },
    ...(['MODEL_COUNT', 'PROJECT_COUNT', 'USER_COUNT', 'DOCUMENT_MONTHLY'] as const).map((code) => ({
      title: t(`features.${code}`),
      key: code,
      width: 130,
      render: (_: unknown, p: PackageInfo) =>
        p.unlimited ? t('admin.noLimit') : limitText(p.features.find((f) => f.code === code)?.limit ?? null, t),
    })),
    { title: t('admin.columns.accounts'), dataIndex: 'accountCount', width: 110 },
  ];
  return (
    <Card
      title={t('admin.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="package-create">
          {t('admin.create')}
        </Button>
      }
    >
      <Table<PackageInfo>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        pagination={false}
        data-testid="packages-table"
      />
      {creating && <CreatePackageModal onClose={() => setCreating(false)} />}
    </Card>
  );
}

function CreatePackageModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('packages');
  const [form] = Form.useForm<PackageFormValues>();
  const create = useCreatePackage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (v: PackageFormValues) =>
    create.mutate(
      { body: packageBodyOf(v) },
      {
        onSuccess: (p) => {
          onClose();
          void navigate(`/admin/packages/${p.id}`);
        },
        onError: (e) => setFailure(formFailure(form, e, t, ['code', 'name', 'description'], t('admin.saveFailed'))),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t('admin.create')}
      okText={t('admin.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'package-save' }}
    >
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} />}
      <PackageForm form={form} onFinish={submit} initial={packageFormValues()} />
    </Modal>
  );
}
