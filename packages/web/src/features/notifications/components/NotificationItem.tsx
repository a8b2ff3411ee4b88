import { Button, Flex, Tooltip, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InAppNotification } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { notificationKey } from '../merge';

interface Props {
  notification: InAppNotification;
  onOpen: (n: InAppNotification) => void;
  onMarkRead: (code: string) => void;
  onDelete: (code: string) => void;
}

/** One notification, translated now (not when it was written) from its keys and params. */
export function NotificationItem({ notification: n, onOpen, onMarkRead, onDelete }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const title = t(notificationKey(n.titleKey), { ...n.params, defaultValue: n.titleKey });
  const body = t(notificationKey(n.bodyKey), { ...n.params, defaultValue: '' });
  return (
    <Flex
      gap={8}
      align="start"
      data-testid="notification-item"
      data-read={n.read}
      style={{
        padding: '10px 12px',
        borderRadius: 8,
        cursor: 'pointer',
        background: n.read ? undefined : 'rgba(0, 0, 0, 0.04)',
      }}
      onClick={() => onOpen(n)}
    >
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={!n.read}>{title}</Typography.Text>
        {body && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {body}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(n.createdAt, i18n.language)}
        </Typography.Text>
      </Flex>
      {!n.read && (
        <Tooltip title={t('markRead')}>
          <Button
            size="small"
            type="text"
            icon={<CheckOutlined />}
            aria-label={t('markRead')}
            onClick={(e) => {
              e.stopPropagation();
              onMarkRead(n.code);
            }}
          />
        </Tooltip>
      )}
      <Tooltip title={t('delete')}>
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('delete')}
          onClick={(e) => {
            e.stopPropagation();
            onDelete(n.code);
          }}
        />
      </Tooltip>
    </Flex>
  );
}
