import { Card, Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountTab } from '../components/AccountTab';
import { ActivityTab } from '../components/ActivityTab';
import { NotificationSettingsTab } from '../components/NotificationSettingsTab';
import { SecurityTab } from '../components/SecurityTab';

const tabs = ['1', '2', '3', '4'] as const;
type Tab = (typeof tabs)[number];
const isTab = (v: string | undefined): v is Tab => (tabs as readonly (string | undefined)[]).includes(v);

/** /profile/1..4: Account, Security, Activity, Notifications; the tab lives in the URL. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!isTab(tab)) return <Navigate to="/profile/1" replace />;

  const items = [
    { key: '1', label: t('tabs.1'), children: <AccountTab /> },
    { key: '2', label: t('tabs.2'), children: <SecurityTab /> },
    { key: '3', label: t('tabs.3'), children: <ActivityTab /> },
    { key: '4', label: t('tabs.4'), children: <NotificationSettingsTab /> },
  ];
  return (
    <Card title={t('title')}>
      <Tabs activeKey={tab} items={items} onChange={(key) => void navigate(`/profile/${key}`)} destroyOnHidden />
    </Card>
  );
}
