import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addAccountUserBody, workspaceRoles, type AccountManagement } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useAddAccountUser } from '../api/mutations';
import { useAccountRoles } from '../api/queries';

interface Values {
  email: string;
  workspaces: { code: string; role: string }[];
}

/** Adds an address to workspaces of the account with a role each; a new address gets invitations. */
export function AddUserModal({ account, onClose }: { account: AccountManagement; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [form] = Form.useForm<Values>();
  const add = useAddAccountUser();
  const roles = useAccountRoles(account.id);
  const [failure, setFailure] = useState<string | null>(null);
  const roleOptions = [
    ...workspaceRoles.map((r) => ({ value: r, label: t(`workspace:roles.${r}`) })),
    ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const submit = (values: Values) => {
    setFailure(null);
    add.mutate(
      { accountId: account.id, body: values },
      {
        onSuccess: (r) => {
          notices.success({
            title: r.invited.length > 0 ? t('add.invited', { email: values.email }) : t('add.added', { email: values.email }),
          });
          onClose();
        },
        onError: (e) => setFailure(formFailure(form, e, t, ['email'], t('add.notSaved'))),
      },
    );
  };
  return (
    <Modal
      open
      title={t('add.title', { account: account.name })}
      okText={t('add.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="add-user-error" />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ workspaces: [{ code: account.workspaces[0]?.code, role: 'ANALYST' }] }}
        preserve={false}
      >
        <Form.Item name="email" label={t('add.email')} rules={[zodRule(addAccountUserBody.shape.email, t)]}>
          <Input type="email" data-testid="add-user-email" autoFocus />
        </Form.Item>
        <Form.List name="workspaces">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'code']} rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}>
                    <Select
                      style={{ width: 220 }}
                      placeholder={t('add.workspace')}
                      options={account.workspaces.map((w) => ({ value: w.code, label: w.name }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']}>
                    <Select style={{ width: 180 }} options={roleOptions} />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                </Space>
              ))}
              {fields.length < account.workspaces.length && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow({ role: 'ANALYST' })}>
                  {t('add.another')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
