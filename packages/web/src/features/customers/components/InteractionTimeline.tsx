import { Card, Empty, Flex, Input, List, Select, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type CustomerDetail, type CustomerDetailQuery, type CustomerInteraction } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { formatNumber } from '../../../shared/format';
import { useLabelName } from '../../../shared/names/labels';
import { useChannelName } from '../../projects';

const sentimentColor: Record<string, string> = { POSITIVE: 'green', NEUTRAL: 'default', NEGATIVE: 'red' };

/** The document in its analysis's data tab: the tab opens its drawer for `doc` (docs/filters-and-urls.md). */
export const documentLink = (i: Pick<CustomerInteraction, 'projectCode' | 'documentId'>) =>
  `/project/detail/${encodeURIComponent(i.projectCode)}?tab=project_data&doc=${encodeURIComponent(i.documentId)}`;

function Interaction({ item }: { item: CustomerInteraction }) {
  const { t, i18n } = useTranslation('customers');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const channelName = useChannelName();
  const labelName = useLabelName();
  return (
    <List.Item data-testid={`customer-interaction-${item.documentId}`}>
      <Flex vertical gap={6} style={{ width: '100%' }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>
            {formatDisplayDate(new Date(item.contentDate), i18n.language, { timeZone, withTime: true })}
          </Typography.Text>
          <Tag color="blue">{item.projectName}</Tag>
          {item.channel && <Tag>{channelName(item.channel)}</Tag>}
          {item.sentiment && <Tag color={sentimentColor[item.sentiment]}>{t(`common:sentiment.${item.sentiment}`)}</Tag>}
          {item.nps !== null && <Tag>{t('timeline.nps', { value: formatNumber(item.nps) })}</Tag>}
          {item.csat !== null && <Tag>{t('timeline.csat', { value: formatNumber(item.csat) })}</Tag>}
          <Link
            to={documentLink(item)}
            data-testid={`customer-interaction-open-${item.documentId}`}
            style={{ marginLeft: 'auto' }}
          >
            <ExportOutlined /> {t('timeline.open')}
          </Link>
        </Flex>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
          ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (expanded) => t(expanded ? 'timeline.less' : 'timeline.more') }}
          data-testid="customer-interaction-content"
        >
          {item.content}
        </Typography.Paragraph>
        {(item.categories.length > 0 || item.rootCauses.length > 0) && (
          <Flex gap={4} wrap>
            {item.categories.map((c) => (
              <Tag key={`c-${c.modelCode}:${c.categoryId}`} color="geekblue">
                {labelName(c.name)}
              </Tag>
            ))}
            {item.rootCauses.map((r) => (
              <Tag key={r.id} color="purple" data-testid="customer-interaction-root-cause">
                {t('timeline.rootCause', { name: r.name })}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </List.Item>
  );
}

/**
 * All interactions of the customer across analyses, newest first, paged; searched (`q`) and narrowed to one analysis
 * (`pt`) through the URL like the list.
 */
export function InteractionTimeline({
  customer,
  query,
  loading,
  onChange,
}: {
  customer: CustomerDetail;
  query: CustomerDetailQuery;
  loading: boolean;
  onChange: (query: CustomerDetailQuery) => void;
}) {
  const { t } = useTranslation('customers');
  const page = customer.interactions;
  const filtered = Boolean(query.q || query.pt);
  return (
    <Card size="small" title={t('timeline.title')} data-testid="customer-timeline">
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          key={query.q ?? ''}
          data-testid="customer-timeline-search"
          aria-label={t('timeline.search')}
          placeholder={t('timeline.search')}
          defaultValue={query.q}
          allowClear
          maxLength={200}
          onSearch={(q) => onChange({ ...query, q: q.trim() || undefined, page: 0 })}
          style={{ width: 260 }}
        />
        <Select<string>
          data-testid="customer-timeline-analysis"
          aria-label={t('filters.analysis')}
          placeholder={t('filters.analysis')}
          allowClear
          value={query.pt}
          onChange={(pt?: string) => onChange({ ...query, pt: pt || undefined, page: 0 })}
          options={customer.analyses.map((a) => ({ value: a.code, label: a.name }))}
          style={{ minWidth: 220 }}
          popupMatchSelectWidth={false}
        />
      </Flex>
      <List
        loading={loading}
        dataSource={page.content}
        rowKey="documentId"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              data-testid="customer-timeline-empty"
              description={filtered ? t('timeline.emptyFiltered') : t('errors:codes.CUSTOMER_NO_INTERACTIONS')}
            />
          ),
        }}
        renderItem={(item) => <Interaction item={item} />}
        pagination={{
          current: page.page + 1,
          pageSize: page.size,
          total: page.total,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (next, size) => onChange({ ...query, page: size === page.size ? next - 1 : 0, size }),
        }}
      />
    </Card>
  );
}
