import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityTab() {
  const { t } = useTranslation('profile');
  return (
    <>
      <Typography.Title level={5}>{t('security.passwordTitle')}</Typography.Title>
      <ChangePasswordForm />
      <Divider />
      <Typography.Title level={5}>{t('security.otpTitle')}</Typography.Title>
      <TwoFactorSection />
    </>
  );
}
