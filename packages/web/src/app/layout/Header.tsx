import { Flex, Layout, theme } from 'antd';
import { HelpMenu } from '../../features/help';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

export function Header() {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        height: 56,
        lineHeight: '56px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="flex-end" gap={8} style={{ height: '100%' }}>
        <WorkspaceSwitcher />
        <HelpMenu />
        <NotificationBell />
        <LanguageSwitch />
        <ProfileMenu />
      </Flex>
    </Layout.Header>
  );
}
