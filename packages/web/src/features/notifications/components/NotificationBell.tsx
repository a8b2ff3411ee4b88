import { useState } from 'react';
import { Badge, Button, Popover, theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotificationCount } from '../api/queries';
import { NotificationList } from './NotificationList';

/** Header bell: unread count badge and the notification list in a popover (loaded when opened). */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const count = useNotificationCount();
  const unread = count.data?.unread ?? 0;

  // The count element always exists (hidden at 0) so browser tests can read it in every state.
  const badge = (
    <span
      data-testid="notification-badge"
      style={{
        display: unread > 0 ? 'inline-block' : 'none',
        minWidth: 20,
        height: 20,
        padding: '0 6px',
        borderRadius: 10,
        background: token.colorError,
        color: '#fff',
        fontSize: 12,
        lineHeight: '20px',
        textAlign: 'center',
        boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
      }}
    >
      {unread}
    </span>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // Mounted only while open (destroyOnHidden), so the list is fetched when the user looks at it.
      content={<NotificationList onNavigate={() => setOpen(false)} />}
      destroyOnHidden
    >
      <Badge count={badge} offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('bell', { unread })}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
