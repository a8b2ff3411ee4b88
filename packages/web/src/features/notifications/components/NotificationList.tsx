import { useMemo } from 'react';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sanitizeRedirect, type InAppNotification } from '@sentio/domain';
import { mergeNotifications } from '../merge';
import { useNotificationList } from '../api/queries';
import { useDeleteNotification, useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mutations';
import { NotificationItem } from './NotificationItem';

/** The bell's list: newest first, mark one or all read, delete, load older. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotificationList();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const items = useMemo(
    () => (list.data?.pages ?? []).reduce<InAppNotification[]>((acc, page) => mergeNotifications(acc, page), []),
    [list.data],
  );
  const hasUnread = items.some((n) => !n.read);

  const open = (n: InAppNotification) => {
    if (!n.read) markRead.mutate(n.code);
    if (n.link) {
      onNavigate();
      const target = sanitizeRedirect(n.link, window.location.origin);
      // A file of the API (a finished export) is a download the browser fetches with the session cookie, not a page.
      if (target.startsWith('/api/')) window.location.assign(target);
      else void navigate(target);
    }
  };

  return (
    <Flex vertical data-testid="notification-list" style={{ width: 360, maxWidth: '90vw' }}>
      <Flex justify="space-between" align="center" style={{ padding: '4px 4px 8px' }}>
        <Typography.Text strong>{t('title')}</Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          {t('markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {list.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          items.map((n) => (
            <NotificationItem
              key={n.code}
              notification={n}
              onOpen={open}
              onMarkRead={(code) => markRead.mutate(code)}
              onDelete={(code) => remove.mutate(code)}
            />
          ))
        )}
      </div>
      {list.hasNextPage && (
        <Button type="link" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('loadOlder')}
        </Button>
      )}
    </Flex>
  );
}
