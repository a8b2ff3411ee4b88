import { Button, Result, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useVerifyEmail } from '../api/queries';
import { AuthLayout } from '../components/AuthLayout';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const verify = useVerifyEmail(code);
  const toLogin = (
    <Link key="login" to="/login">
      <Button type="primary">{t('welcome.toLogin')}</Button>
    </Link>
  );

  let content;
  if (verify.isPending) content = <Result icon={<Spin size="large" />} title={t('verify.checking')} />;
  else if (verify.isSuccess)
    content = <Result status="success" title={t('verify.success')} subTitle={t('verify.successText')} extra={toLogin} />;
  else {
    const error = apiErrorOf(verify.error);
    content = (
      <Result
        status="error"
        title={t('verify.failed')}
        subTitle={error ? apiErrorText(t, error) : t('errors:codes.VERIFICATION_CODE_INVALID')}
        extra={toLogin}
        data-testid="verify-error"
      />
    );
  }
  return <AuthLayout width={520}>{content}</AuthLayout>;
}
