import { useState } from 'react';
import { Button, Form, Input, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailBody, resetPasswordBody, shellConstants, type ApiError } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useForgotPassword, useResetPassword } from '../api/mutations';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { AuthLayout } from '../components/AuthLayout';

interface ResetValues {
  code: string;
  password: string;
  confirm: string;
}

/** Two steps: mail a 4-digit recovery code, then set a new password with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [emailForm] = Form.useForm<{ email: string }>();
  const [resetForm] = Form.useForm<ResetValues>();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  if (reset.isSuccess) {
    return (
      <AuthLayout width={480}>
        <Result
          status="success"
          title={t('forgot.doneTitle')}
          subTitle={t('forgot.doneText')}
          extra={
            <Link to="/login">
              <Button type="primary">{t('welcome.toLogin')}</Button>
            </Link>
          }
        />
      </AuthLayout>
    );
  }

  const sendCode = ({ email: value }: { email: string }) => {
    setError(null);
    forgot.mutate(
      { body: { email: value } },
      {
        onSuccess: () => setEmail(value.trim()),
        onError: (e) => {
          const body = apiErrorOf(e);
          if (body && !applyFieldErrors(emailForm, e, t, ['email'])) setError(body);
        },
      },
    );
  };

  const submitReset = (values: ResetValues) => {
    if (!email) return;
    setError(null);
    reset.mutate(
      { body: { email, code: values.code, password: values.password } },
      {
        onError: (e) => {
          const body = apiErrorOf(e);
          if (!body) return;
          if (body.messageCode === 'RECOVERY_CODE_INVALID')
            resetForm.setFields([{ name: 'code', errors: [t('errors:codes.RECOVERY_CODE_INVALID')] }]);
          else if (!applyFieldErrors(resetForm, e, t, ['code', 'password'])) setError(body);
        },
      },
    );
  };

  return (
    <AuthLayout>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('forgot.title')}
      </Typography.Title>
      <ApiErrorAlert error={error} testId="forgot-error" />
      {email === null ? (
        <Form form={emailForm} layout="vertical" onFinish={sendCode} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('forgot.intro')}</Typography.Paragraph>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(emailBody.shape.email, t)]}>
            <Input type="email" autoComplete="email" data-testid="forgot-email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={forgot.isPending} data-testid="forgot-submit">
            {t('forgot.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form form={resetForm} layout="vertical" onFinish={submitReset} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('forgot.codeSent', { email })}</Typography.Paragraph>
          <Form.Item name="code" label={t('fields.recoveryCode')} rules={[zodRule(resetPasswordBody.shape.code, t)]}>
            <Input.OTP length={shellConstants.recoveryCodeLength} data-testid="forgot-code" />
          </Form.Item>
          <Form.Item name="password" label={t('fields.newPassword')} rules={[zodRule(resetPasswordBody.shape.password, t)]}>
            <Input.Password autoComplete="new-password" data-testid="forgot-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('fields.confirmPassword')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: unknown) =>
                  value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('forgot.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="forgot-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
            {t('forgot.reset')}
          </Button>
          <Button type="link" block onClick={() => setEmail(null)} style={{ marginTop: 8 }}>
            {t('forgot.otherEmail')}
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
