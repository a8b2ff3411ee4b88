import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useChangePassword } from '../api/mutations';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = ({ currentPassword, newPassword }: Values) =>
    change.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: () => {
          form.resetFields();
          notices.success({ title: t('security.passwordChanged') });
        },
        onError: (e) => {
          const body = apiErrorOf(e);
          if (!body || applyFieldErrors(form, e, t, ['currentPassword', 'newPassword'])) return;
          const field = body.messageCode === 'PASSWORD_TOO_WEAK' ? 'newPassword' : 'currentPassword';
          form.setFields([{ name: field, errors: [apiErrorText(t, body)] }]);
        },
      },
    );

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit}>
      <Form.Item
        name="currentPassword"
        label={t('security.currentPassword')}
        rules={[zodRule(changePasswordBody.shape.currentPassword, t)]}
      >
        <Input.Password autoComplete="current-password" data-testid="security-current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('auth:fields.newPassword')}
        rules={[zodRule(changePasswordBody.shape.newPassword, t)]}
        extra={t('auth:register.passwordHint')}
      >
        <Input.Password autoComplete="new-password" data-testid="security-new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth:fields.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('auth:forgot.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="security-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="security-change-password">
        {t('security.changePassword')}
      </Button>
    </Form>
  );
}
