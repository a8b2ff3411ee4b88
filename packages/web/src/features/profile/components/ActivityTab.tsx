import { useState } from 'react';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellConstants, type Activity } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { useActivity } from '../api/queries';

const kindColor: Record<Activity['kind'], string> = {
  SIGN_IN: 'green',
  SIGN_IN_FAILED: 'red',
  SIGN_OUT: 'default',
  ACTION: 'blue',
};

/** Sign-ins and actions of the user, newest first, paged by the server. */
export function ActivityTab() {
  const { t, i18n } = useTranslation('profile');
  const [page, setPage] = useState<number>(shellConstants.defaultPage);
  const [size, setSize] = useState<number>(shellConstants.defaultPageSize);
  const activity = useActivity(page, size);

  const columns: TableColumnsType<Activity> = [
    { title: t('activity.date'), dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime(v, i18n.language) },
    {
      title: t('activity.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: Activity['kind']) => <Tag color={kindColor[kind]}>{t(`activity.kinds.${kind}`)}</Tag>,
    },
    {
      title: t('activity.action'),
      dataIndex: 'action',
      // Action codes grow with the product: an unknown one is shown as is rather than hidden.
      render: (action: string, row) => {
        const detail = Object.values(row.detail).join(' · ');
        return (
          <>
            {t(`activity.actions.${action}`, { defaultValue: action })}
            {detail && <Typography.Text type="secondary">{` · ${detail}`}</Typography.Text>}
          </>
        );
      },
    },
    { title: t('activity.ip'), dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
    {
      title: t('activity.device'),
      dataIndex: 'userAgent',
      ellipsis: true,
      render: (ua: string | null) => <Typography.Text type="secondary">{ua ?? '—'}</Typography.Text>,
    },
  ];

  return (
    <Table<Activity>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={activity.data?.content ?? []}
      loading={activity.isFetching}
      data-testid="activity-table"
      pagination={{
        current: page + 1,
        pageSize: size,
        total: activity.data?.total ?? 0,
        showSizeChanger: true,
        onChange: (p, s) => {
          setPage(s === size ? p - 1 : 0);
          setSize(s);
        },
      }}
    />
  );
}
