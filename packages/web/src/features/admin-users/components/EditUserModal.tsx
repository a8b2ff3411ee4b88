import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateAccountUserBody, userTypes, type ManagedUser, type UpdateAccountUserBody } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { useUpdateManagedUser } from '../api/mutations';

type Values = Required<Pick<UpdateAccountUserBody, 'full_name' | 'lastName' | 'language' | 'userType' | 'saml'>> &
  Pick<UpdateAccountUserBody, 'jobTitle' | 'department' | 'organisation' | 'phone'>;

const fieldNames = ['full_name', 'lastName', 'jobTitle', 'department', 'organisation', 'phone', 'language', 'userType', 'saml'];

/** The profile fields an account manager may set; the user type (operator or not) only an operator sets. */
export function EditUserModal({
  user,
  accountId,
  asOperator,
  onClose,
}: {
  user: ManagedUser;
  accountId: string | null;
  asOperator: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [form] = Form.useForm<Values>();
  const save = useUpdateManagedUser(asOperator);
  const [failure, setFailure] = useState<string | null>(null);
  const shape = updateAccountUserBody.shape;
  const submit = (values: Values) => {
    setFailure(null);
    const body: UpdateAccountUserBody = { ...values, ...(asOperator ? {} : { userType: undefined }) };
    save.mutate(
      { id: user.id, accountId, body },
      { onSuccess: onClose, onError: (e) => setFailure(formFailure(form, e, t, fieldNames, t('edit.notSaved'))) },
    );
  };
  return (
    <Modal
      open
      title={t('edit.title', { email: user.email })}
      okText={t('edit.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{
          full_name: user.full_name,
          lastName: user.lastName,
          jobTitle: user.jobTitle,
          department: user.department,
          organisation: user.organisation,
          phone: user.phone,
          language: user.language,
          userType: user.userType,
          saml: user.saml,
        }}
      >
        <Form.Item name="full_name" label={t('edit.firstName')} rules={[zodRule(shape.full_name, t)]}>
          <Input data-testid="edit-user-first-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('edit.lastName')} rules={[zodRule(shape.lastName, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="jobTitle" label={t('edit.jobTitle')} rules={[zodRule(shape.jobTitle, t)]}>
          <Input data-testid="edit-user-job-title" />
        </Form.Item>
        <Form.Item name="department" label={t('edit.department')} rules={[zodRule(shape.department, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="organisation" label={t('edit.organisation')} rules={[zodRule(shape.organisation, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('edit.phone')} rules={[zodRule(shape.phone, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="language" label={t('edit.language')}>
          <Select
            options={[
              { value: 'en', label: 'English' },
              { value: 'tr', label: 'Türkçe' },
            ]}
          />
        </Form.Item>
        {asOperator && (
          <Form.Item name="userType" label={t('edit.userType')}>
            <Select options={userTypes.map((u) => ({ value: u, label: t(`userTypes.${u}`) }))} data-testid="edit-user-type" />
          </Form.Item>
        )}
        <Form.Item name="saml" label={t('edit.saml')} valuePropName="checked" extra={t('edit.samlHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
