import { Card, Descriptions, Flex, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountFeature } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formatDate } from '../../../app/dates';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useAccountFeatures, usePlan } from '../api/queries';
import { FeatureUsage } from '../components/FeatureUsage';

/** The account's plan and how much of each feature is used. */
export function PackagesPage() {
  const { t, i18n } = useTranslation('packages');
  const allowed = accessOf(useAppStore((s) => s.user)).packages;
  const plan = usePlan(allowed);
  const features = useAccountFeatures(allowed);

  const columns: TableColumnsType<AccountFeature> = [
    { title: t('columns.feature'), dataIndex: 'code', render: (code: AccountFeature['code']) => t(`features.${code}`) },
    { title: t('columns.usage'), key: 'usage', render: (_, f) => <FeatureUsage feature={f} /> },
  ];

  return (
    <AccessGuard allowed={allowed}>
      <Flex vertical gap={16}>
        <Card title={t('plan.title')} data-testid="package-plan">
          {plan.data ? (
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'name',
                  label: t('plan.name'),
                  children: (
                    <>
                      {plan.data.name} {plan.data.isDefault && <Tag>{t('plan.default')}</Tag>}
                      {plan.data.unlimited && <Tag color="gold">{t('plan.unlimited')}</Tag>}
                    </>
                  ),
                },
                { key: 'account', label: t('plan.account'), children: plan.data.accountName },
                { key: 'start', label: t('plan.start'), children: formatDate(plan.data.subscriptionStart, i18n.language) || '—' },
                { key: 'end', label: t('plan.end'), children: formatDate(plan.data.subscriptionEnd, i18n.language) || '—' },
              ]}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </Card>
        <Card title={t('usage.title')}>
          <Table<AccountFeature>
            rowKey="code"
            columns={columns}
            dataSource={features.data ?? []}
            loading={features.isPending}
            pagination={false}
            data-testid="package-features"
          />
        </Card>
      </Flex>
    </AccessGuard>
  );
}
