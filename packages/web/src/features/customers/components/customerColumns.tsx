// i18n-namespaces: customers (the page passes its t)
import { Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDisplayDate, type CustomerListQuery, type CustomerSummary } from '@sentio/domain';
import { formatCount } from '../../../shared/format';
import { sortOrderOf } from '../lib/listQuery';
import { SentimentScore } from './SentimentScore';

interface Options {
  t: TFunction;
  language: string;
  timeZone: string;
  sort: CustomerListQuery['sort'];
  /** The detail link of a customer (carries the workspace and the list's query). */
  linkOf: (customer: CustomerSummary) => { to: string; state: unknown };
}

/** Columns of the customers table; the sortable ones reflect the URL's `sort`. */
export function customerColumns({ t, language, timeZone, sort, linkOf }: Options): TableColumnsType<CustomerSummary> {
  const date = (iso: string | null) => (iso ? formatDisplayDate(new Date(iso), language, { timeZone }) : '—');
  return [
    {
      key: 'name',
      title: t('list.columns.customer'),
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sortOrderOf(sort, 'name'),
      render: (_, c) => {
        const link = linkOf(c);
        return (
          <Flex vertical>
            <Link to={link.to} state={link.state} data-testid={`customer-link-${c.param}`}>
              {c.name ?? c.key}
            </Link>
            {c.name && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {c.key}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    { key: 'company', title: t('list.columns.company'), render: (_, c) => c.company ?? '—' },
    { key: 'segment', title: t('list.columns.segment'), render: (_, c) => c.segment ?? '—' },
    {
      key: 'totalInteractions',
      title: t('list.columns.total'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'totalInteractions'),
      render: (_, c) => formatCount(c.totalInteractions, language),
    },
    {
      key: 'sentimentScore',
      title: t('list.columns.sentiment'),
      sorter: true,
      sortOrder: sortOrderOf(sort, 'sentimentScore'),
      render: (_, c) => <SentimentScore score={c.sentimentScore} />,
    },
    {
      key: 'lastInteraction',
      title: t('list.columns.lastInteraction'),
      sorter: true,
      sortOrder: sortOrderOf(sort, 'lastInteraction'),
      render: (_, c) => date(c.lastInteraction),
    },
  ];
}
