import { Alert, Button, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '@sentio/domain';
import { notices } from '../../../app/notices';
import { formatCount } from '../../../shared/format';
import { useCaches, useClearCache } from '../api';
import { LiveSwitch, OperatorOnly, SystemCard, useLive } from '../components/SystemPage';

/** /admin/cache: this process's in-memory caches, their sizes, and a clear button each (docs/system-admin.md). */
export function CachePage() {
  return (
    <OperatorOnly>
      <Caches />
    </OperatorOnly>
  );
}

function Caches() {
  const { t } = useTranslation('system');
  const [live, setLive] = useLive();
  const caches = useCaches(live);
  const clear = useClearCache();
  const columns: TableColumnsType<CacheInfo> = [
    {
      title: t('cache.name'),
      dataIndex: 'cache',
      render: (name: CacheInfo['cache']) => (
        <>
          <Typography.Text strong>{t(`cache.names.${name}.name`)}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t(`cache.names.${name}.help`)}</Typography.Text>
        </>
      ),
    },
    { title: t('cache.entries'), dataIndex: 'entries', width: 120, align: 'right', render: (v: number) => formatCount(v) },
    {
      title: t('cache.ttl'),
      dataIndex: 'ttlSeconds',
      width: 160,
      render: (v: number | null) => (v === null ? t('cache.untilChanged') : t('cache.seconds', { count: v })),
    },
    {
      title: '',
      key: 'clear',
      width: 120,
      render: (_, c) => (
        <Popconfirm
          title={t('cache.confirm', { name: t(`cache.names.${c.cache}.name`) })}
          okText={t('cache.clear')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            clear.mutate(c.cache, {
              onSuccess: () => notices.success({ title: t('cache.cleared', { name: t(`cache.names.${c.cache}.name`) }) }),
            })
          }
        >
          <Button danger data-testid={`cache-clear-${c.cache}`}>
            {t('cache.clear')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <SystemCard
      title={t('cache.title')}
      intro={t('cache.intro')}
      extra={<LiveSwitch live={live} onChange={setLive} />}
      testId="system-cache"
    >
      {caches.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      <Table
        size="small"
        rowKey="cache"
        loading={caches.isLoading}
        columns={columns}
        dataSource={caches.data ?? []}
        pagination={false}
        data-testid="cache-table"
      />
    </SystemCard>
  );
}
