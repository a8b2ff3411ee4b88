import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/store/appStore';
import { AuthLayout } from '../components/AuthLayout';

export function InvitationFailedPage() {
  const { t } = useTranslation('auth');
  const signedIn = useAppStore((s) => s.user !== null);
  return (
    <AuthLayout width={520}>
      <Result
        status="warning"
        title={t('invitation.failedTitle')}
        subTitle={t('errors:codes.INVITATION_INVALID')}
        extra={
          <Link to={signedIn ? '/' : '/login'}>
            <Button type="primary">{signedIn ? t('common:actions.goHome') : t('welcome.toLogin')}</Button>
          </Link>
        }
      />
    </AuthLayout>
  );
}
