import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultMessages, loginBody, type ApiError } from '@sentio/domain';
import { apiErrorOf, isMessageCode } from '../../../app/api/errors';
import { notices } from '../../../app/notices';
import { completeLogin } from '../../../app/session';
import { useAppStore } from '../../../app/store/appStore';
import { useLogin, useResendVerification } from '../api/mutations';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { AuthLayout } from '../components/AuthLayout';
import { afterLoginPath, redirectTarget } from '../redirect';

interface Values {
  email?: string;
  password?: string;
  remember?: boolean;
  otp?: string;
}

type FormError = Pick<ApiError, 'messageCode' | 'message'>;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Only a user who was already signed in when the page opened is sent on; a fresh login navigates itself.
  const [signedIn] = useState(() => useAppStore.getState().user !== null);
  const login = useLogin();
  const resend = useResendVerification();
  const [error, setError] = useState<FormError | null>(null);
  const [otpRequired, setOtpRequired] = useState(false);
  const target = redirectTarget(params);

  if (signedIn) return <Navigate to={target} replace />;

  const submit = (values: Values) => {
    const body = {
      email: values.email ?? '',
      password: values.password ?? '',
      remember: values.remember,
      ...(otpRequired ? { otp: values.otp ?? '' } : {}),
    };
    // The same schema the server applies: a missing field is the spec's AUTH_ALL_FIELDS_REQUIRED.
    const parsed = loginBody.safeParse(body);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      const messageCode = isMessageCode(code) ? code : 'AUTH_ALL_FIELDS_REQUIRED';
      setError({ messageCode, message: defaultMessages[messageCode] });
      return;
    }
    setError(null);
    login.mutate(
      { body: parsed.data },
      {
        onSuccess: ({ user }) => {
          void completeLogin(user).then(() => navigate(afterLoginPath(user, target), { replace: true }));
        },
        onError: (e) => {
          const apiError = apiErrorOf(e);
          if (!apiError) return;
          if (apiError.messageCode === 'AUTH_OTP_REQUIRED') {
            setOtpRequired(true);
            return;
          }
          if (apiError.messageCode === 'AUTH_OTP_INVALID') form.setFieldValue('otp', '');
          setError(apiError);
        },
      },
    );
  };

  const resendButton =
    error?.messageCode === 'AUTH_EMAIL_NOT_VERIFIED' ? (
      <Button
        size="small"
        data-testid="login-resend-verification"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(String(form.getFieldValue('email') ?? '').trim(), {
            onSuccess: () => notices.success({ title: t('login.resendDone') }),
          })
        }
      >
        {t('login.resendVerification')}
      </Button>
    ) : undefined;

  return (
    <AuthLayout>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
      <ApiErrorAlert error={error} testId="login-error" action={resendButton} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ remember: false }} requiredMark={false}>
        <Form.Item name="email" label={t('fields.email')}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            data-testid="login-email"
            disabled={otpRequired}
          />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
            disabled={otpRequired}
          />
        </Form.Item>
        {otpRequired && (
          <>
            <Alert type="info" showIcon title={t('errors:codes.AUTH_OTP_REQUIRED')} style={{ marginBottom: 16 }} />
            <Form.Item name="otp" label={t('fields.otp')}>
              <Input.OTP length={6} autoFocus data-testid="login-otp" />
            </Form.Item>
          </>
        )}
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox data-testid="login-remember">{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link to={`/register${params.size ? `?${params.toString()}` : ''}`} data-testid="login-register-link">
          {t('login.register')}
        </Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
