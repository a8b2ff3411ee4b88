import { Button, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notices } from '../../../app/notices';
import { useResendVerification } from '../api/mutations';
import { AuthLayout } from '../components/AuthLayout';

/** After registering: where the verification e-mail went, and a way to send it again. */
export function WelcomePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const resend = useResendVerification();
  const login = params.get('redirect_url')
    ? `/login?${new URLSearchParams({ redirect_url: params.get('redirect_url') ?? '' }).toString()}`
    : '/login';

  return (
    <AuthLayout width={520}>
      <Result
        icon={<MailOutlined />}
        title={t('welcome.title')}
        subTitle={email ? t('welcome.sentTo', { email }) : t('welcome.sent')}
        extra={[
          <Button
            key="resend"
            disabled={!email}
            loading={resend.isPending}
            data-testid="welcome-resend"
            onClick={() => resend.mutate(email, { onSuccess: () => notices.success({ title: t('login.resendDone') }) })}
          >
            {t('welcome.resend')}
          </Button>,
          <Link key="login" to={login}>
            <Button type="primary">{t('welcome.toLogin')}</Button>
          </Link>,
        ]}
      />
    </AuthLayout>
  );
}
