import { Menu, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  ControlOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  NodeIndexOutlined,
  ReadOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { seesAdministration } from '../../features/public-review';
import { accessOf } from '../access';
import { useAppStore } from '../store/appStore';

/** Only areas that exist are listed; later areas add their entries here with their access flag. */
export function SideMenu() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const access = accessOf(user);

  const items: NonNullable<MenuProps['items']> = [
    { key: '/', icon: <HomeOutlined />, label: t('menu.home') },
    ...(access.projectRead
      ? [{ key: '/project', icon: <FundProjectionScreenOutlined />, label: t('menu.projects'), 'data-testid': 'menu-projects' }]
      : []),
    ...(access.modelRead
      ? [{ key: '/model/my-models', icon: <ExperimentOutlined />, label: t('menu.models'), 'data-testid': 'menu-models' }]
      : []),
    // Model and analysis templates (the marketplace lists both kinds, so it needs both reads).
    ...(access.modelRead && access.projectRead
      ? [{ key: '/marketplace', icon: <ShopOutlined />, label: t('menu.marketplace'), 'data-testid': 'menu-marketplace' }]
      : []),
    ...(access.customersRead
      ? [
          { key: '/customers', icon: <UserOutlined />, label: t('menu.customers'), 'data-testid': 'menu-customers' },
          {
            key: '/customer-journey',
            icon: <NodeIndexOutlined />,
            label: t('menu.customerJourney'),
            'data-testid': 'menu-customer-journey',
          },
          {
            key: '/first-call-resolution',
            icon: <CustomerServiceOutlined />,
            label: t('menu.firstCallResolution'),
            'data-testid': 'menu-first-call-resolution',
          },
        ]
      : []),
    ...(access.actionsRead
      ? [{ key: '/actions', icon: <CheckSquareOutlined />, label: t('menu.actions'), 'data-testid': 'menu-actions' }]
      : []),
    ...(access.packages ? [{ key: '/packages', icon: <AppstoreOutlined />, label: t('menu.packages') }] : []),
    // The learning center is for everyone signed in.
    { key: '/help/videos', icon: <ReadOutlined />, label: t('help:menu.learningCenter'), 'data-testid': 'menu-help' },
    // One entry for the whole admin area: its landing has a card for each admin page the viewer may open.
    ...(seesAdministration(user)
      ? [{ key: '/admin', icon: <ControlOutlined />, label: t('menu.admin'), 'data-testid': 'menu-admin' }]
      : []),
  ];
  // Every model page (/model/…/:id, /model-journey) belongs to the Models entry, every /project… page to Analyses,
  // and the templates' pages (/model-template…, /project-template…) to the Marketplace.
  const current = /^\/(model|project)-template(\/|$)/.test(pathname)
    ? '/marketplace'
    : pathname.startsWith('/model')
      ? '/model/my-models'
      : pathname.startsWith('/project')
        ? '/project'
        : pathname;
  const selected = items
    .map((i) => String(i?.key ?? ''))
    .filter((key) => (key === '/' ? current === '/' : current.startsWith(key)))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => void navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
