import { useState } from 'react';
import { Button, Flex, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '@sentio/domain';
import { notices } from '../../../app/notices';
import { useNotificationSettings } from '../api/queries';
import { useUpdateNotificationSettings } from '../api/mutations';

/** Per notification type: in-app and e-mail switches, saved together. */
export function NotificationSettingsTab() {
  const { t } = useTranslation('profile');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  // Unsaved changes only; null means "what the server has".
  const [draft, setDraft] = useState<NotificationSetting[] | null>(null);
  const rows = draft ?? settings.data ?? [];

  const toggle = (type: NotificationSetting['type'], channel: 'inApp' | 'email', value: boolean) =>
    setDraft(rows.map((s) => (s.type === type ? { ...s, [channel]: value } : s)));
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(settings.data ?? []);

  const columns: TableColumnsType<NotificationSetting> = [
    {
      title: t('notificationSettings.type'),
      dataIndex: 'type',
      render: (type: NotificationSetting['type']) => t(`notificationSettings.types.${type}`),
    },
    {
      title: t('notificationSettings.inApp'),
      dataIndex: 'inApp',
      width: 120,
      render: (v: boolean, row) => (
        <Switch checked={v} onChange={(c) => toggle(row.type, 'inApp', c)} data-testid={`setting-${row.type}-inApp`} />
      ),
    },
    {
      title: t('notificationSettings.email'),
      dataIndex: 'email',
      width: 120,
      render: (v: boolean, row) => (
        <Switch checked={v} onChange={(c) => toggle(row.type, 'email', c)} data-testid={`setting-${row.type}-email`} />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Table<NotificationSetting>
        rowKey="type"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={settings.isPending}
        pagination={false}
      />
      <div>
        <Button
          type="primary"
          disabled={!dirty}
          loading={update.isPending}
          data-testid="notification-settings-save"
          onClick={() =>
            update.mutate(
              { body: { settings: rows } },
              {
                onSuccess: () => {
                  setDraft(null);
                  notices.success({ title: t('saved') });
                },
              },
            )
          }
        >
          {t('common:actions.save')}
        </Button>
      </div>
    </Flex>
  );
}
