import { Card, Descriptions, Flex, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type CustomerDetail } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import { SentimentScore } from './SentimentScore';

/** Name (or key), company, address, segment, score, totals and the first and last interaction. */
export function CustomerProfile({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('customers');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const date = (iso: string | null) =>
    iso ? formatDisplayDate(new Date(iso), i18n.language, { timeZone, withTime: true }) : '—';
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Flex vertical gap={16}>
      <Card data-testid="customer-profile">
        <Flex vertical gap={12}>
          <Flex align="baseline" gap={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="customer-name">
              {customer.name ?? customer.key}
            </Typography.Title>
            {customer.name && <Typography.Text type="secondary">{customer.key}</Typography.Text>}
            <SentimentScore score={customer.sentimentScore} testId="customer-sentiment" />
          </Flex>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('profile.key')}>{customer.key}</Descriptions.Item>
            <Descriptions.Item label={t('profile.company')}>{customer.company ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.segment')}>{customer.segment ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.address')}>{customer.address ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.firstInteraction')}>{date(customer.firstInteraction)}</Descriptions.Item>
            <Descriptions.Item label={t('profile.lastInteraction')}>{date(customer.lastInteraction)}</Descriptions.Item>
          </Descriptions>
          <Flex gap={32} wrap data-testid="customer-totals">
            <Statistic title={t('profile.total')} value={count(customer.totalInteractions)} />
            <Statistic
              title={t('common:sentiment.POSITIVE')}
              value={count(customer.positive)}
              valueStyle={{ color: '#389e0d' }}
            />
            <Statistic title={t('common:sentiment.NEUTRAL')} value={count(customer.neutral)} />
            <Statistic
              title={t('common:sentiment.NEGATIVE')}
              value={count(customer.negative)}
              valueStyle={{ color: '#cf1322' }}
            />
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}

/** The shown attributes (customer settings) and the customer's analyses with their counts. */
export function CustomerFacts({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('customers');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const date = (iso: string | null) =>
    iso ? formatDisplayDate(new Date(iso), i18n.language, { timeZone, withTime: true }) : '—';
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Flex vertical gap={16}>
      {customer.attributes.length > 0 && (
        <Card size="small" title={t('profile.attributes')} data-testid="customer-attributes">
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            {customer.attributes.map((a) => (
              <Descriptions.Item key={a.code} label={a.name}>
                {a.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      )}
      <Card size="small" title={t('profile.analyses')}>
        <Table
          data-testid="customer-analyses"
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={customer.analyses}
          columns={[
            { key: 'name', title: t('profile.analysis'), render: (_, a) => a.name },
            { key: 'total', title: t('profile.total'), align: 'right', render: (_, a) => count(a.total) },
            { key: 'last', title: t('profile.lastInteraction'), render: (_, a) => date(a.lastInteraction) },
          ]}
        />
      </Card>
    </Flex>
  );
}
