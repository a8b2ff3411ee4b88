import { App, Button, Dropdown, type MenuProps } from 'antd';
import { CompassOutlined, CustomerServiceOutlined, QuestionCircleOutlined, ReadOutlined, RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '../../../app/store/appStore';
import { startPageTour } from '../../tour';

/**
 * The header's help menu (docs/tour-and-help.md): the learning center, the tour of the page on screen, the welcome
 * tour again, and the tenant's help desk when its configuration names one.
 */
export function HelpMenu() {
  const { t } = useTranslation(['help', 'tour']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const helpDeskUrl = useAppStore((s) => s.tenant.helpDeskUrl);
  const tourError = useAppStore((s) => s.tourError);

  const items: MenuProps['items'] = [
    { key: 'learning', icon: <ReadOutlined />, label: <span data-testid="help-menu-learning">{t('menu.learningCenter')}</span> },
    { key: 'page-tour', icon: <CompassOutlined />, label: <span data-testid="help-menu-page-tour">{t('tour:pageTour')}</span> },
    { key: 'welcome', icon: <RocketOutlined />, label: <span data-testid="help-menu-welcome">{t('tour:welcomeTour')}</span> },
    ...(helpDeskUrl
      ? [
          {
            key: 'desk',
            icon: <CustomerServiceOutlined />,
            label: (
              <a href={helpDeskUrl} target="_blank" rel="noopener noreferrer" data-testid="help-menu-desk">
                {t('menu.helpDesk')}
              </a>
            ),
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'learning') void navigate('/help/videos');
    if (key === 'welcome') useAppStore.getState().setWelcomeOpen(true);
    if (key === 'page-tour') {
      if (tourError) void message.warning(t('tour:loadFailed', { message: tourError }));
      else if (startPageTour(pathname, search) === 0) void message.info(t('tour:noPageTour'));
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" icon={<QuestionCircleOutlined />} aria-label={t('menu.button')} data-testid="help-menu" />
    </Dropdown>
  );
}
