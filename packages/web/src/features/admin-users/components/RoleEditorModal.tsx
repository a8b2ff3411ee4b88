import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customRoleBody, permissions, type CustomRole, type Permission } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { useSaveRole } from '../api/mutations';

interface Values {
  name: string;
  permissions: Permission[];
}

/** Permissions grouped by their area (the part before the slash), in the catalogue's order. */
const groups = permissions.reduce<Record<string, Permission[]>>((acc, p) => {
  const area = p.split('/')[0] ?? p;
  (acc[area] ??= []).push(p);
  return acc;
}, {});

/**
 * A custom role: a name unique in the account and its permissions, chosen one by one or all at once ("Add all").
 * A changed role reaches its members' sessions at once.
 */
export function RoleEditorModal({
  accountId,
  role,
  onClose,
}: {
  accountId: string;
  /** The role to edit; null for a new one. */
  role: CustomRole | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [form] = Form.useForm<Values>();
  const { create, update } = useSaveRole();
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = Form.useWatch('permissions', form) ?? [];

  const submit = (values: Values) => {
    setFailure(null);
    const onError = (e: unknown) => setFailure(formFailure(form, e, t, ['name', 'permissions'], t('roles.notSaved')));
    if (role) update.mutate({ id: role.id, body: values }, { onSuccess: onClose, onError });
    else create.mutate({ accountId, body: values }, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}
      okText={t('roles.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: role?.name ?? '', permissions: role?.permissions ?? [] }}
        preserve={false}
      >
        <Form.Item name="name" label={t('roles.name')} rules={[zodRule(customRoleBody.shape.name, t)]}>
          <Input data-testid="role-name" autoFocus />
        </Form.Item>
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('roles.permissions', { count: chosen.length, total: permissions.length })}</Typography.Text>
          <Button size="small" onClick={() => form.setFieldValue('permissions', [...permissions])} data-testid="role-add-all">
            {t('roles.addAll')}
          </Button>
          <Button size="small" onClick={() => form.setFieldValue('permissions', [])} data-testid="role-clear">
            {t('roles.clear')}
          </Button>
        </Space>
        <Form.Item name="permissions" rules={[zodRule(customRoleBody.shape.permissions, t)]}>
          <Checkbox.Group style={{ display: 'block' }} data-testid="role-permissions">
            {Object.entries(groups).map(([area, list]) => (
              <div key={area} style={{ marginBottom: 8 }}>
                <Typography.Text type="secondary">{t(`areas.${area}`)}</Typography.Text>
                <div>
                  {list.map((p) => (
                    <Checkbox key={p} value={p} style={{ marginInlineStart: 0, marginInlineEnd: 16 }}>
                      {t(`permissions.${p.replace('/', '_')}`)}
                    </Checkbox>
                  ))}
                </div>
              </div>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
