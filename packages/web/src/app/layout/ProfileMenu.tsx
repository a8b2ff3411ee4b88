import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '../session';
import { useAppStore } from '../store/appStore';

export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.user);
  const loggingOut = useAppStore((s) => s.logoutStage === 'request');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user) return null;

  const items: MenuProps['items'] = [
    { key: 'email', label: <Typography.Text type="secondary">{user.email}</Typography.Text>, disabled: true },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: <span data-testid="profile-link">{t('menu.profile')}</span> },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('menu.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile/1');
    if (key === 'logout') void logout(queryClient, navigate);
  };

  const initials = `${user.full_name.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" data-testid="profile-menu" loading={loggingOut} style={{ height: 40, paddingInline: 8 }}>
        <Avatar size={28} src={user.profilePictureUrl ?? undefined}>
          {initials}
        </Avatar>
        <span className="sentio-header-name">{`${user.full_name} ${user.lastName}`}</span>
      </Button>
    </Dropdown>
  );
}
