import type { ReactNode } from 'react';
import { Card, Flex, theme } from 'antd';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { useAppStore } from '../../../app/store/appStore';

/** The frame of public pages: tenant logo and background, a language switch, one centred card. */
export function AuthLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
  const tenant = useAppStore((s) => s.tenant);
  const logo = tenant.loginLogo || tenant.logo;
  return (
    <Flex
      vertical
      align="center"
      style={{
        minHeight: '100vh',
        padding: '24px 16px',
        background: tenant.loginBg ? `center / cover no-repeat url("${encodeURI(tenant.loginBg)}")` : token.colorBgLayout,
      }}
    >
      <Flex justify="flex-end" style={{ width: '100%' }}>
        <LanguageSwitch />
      </Flex>
      <Flex vertical align="center" justify="center" gap={24} style={{ flex: 1, width: '100%' }}>
        <img src={logo} alt={tenant.logoText} style={{ height: 44, maxWidth: 240 }} />
        <Card style={{ width: '100%', maxWidth: width }} styles={{ body: { padding: 28 } }}>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
