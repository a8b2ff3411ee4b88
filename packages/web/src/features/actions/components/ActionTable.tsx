import type { HTMLAttributes, ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type Action, type ActionList, type ActionSort } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { ServerPagedTable } from '../../../shared/table/ServerPagedTable';
import { detailUrl, sortFrom, sortOrderOf } from '../lib/listQuery';
import { PriorityTag, StatusTag, TypeTag } from './ActionTags';

/** A due date is a calendar day (`YYYY-MM-DD`), shown as the language writes days, without a time-zone shift. */
export const formatDay = (day: string, language: string) =>
  formatDisplayDate(new Date(`${day}T00:00:00Z`), language, { timeZone: 'UTC' });

/**
 * One page of a tab's actions: the name links to the detail (which returns to this very list), the sortable
 * columns follow the URL's `sort`, paging and sorting go back to the page, which keeps them in the URL.
 */
export function ActionTable({
  list,
  sort,
  page,
  size,
  listSearch,
  empty,
  onPage,
  onSort,
}: {
  list: UseQueryResult<ActionList> & { isPlaceholderData: boolean };
  sort: ActionSort;
  page: number;
  size: number;
  /** The list's own query string (`?tab=…`), carried to the detail as its `returnUrl`. */
  listSearch: string;
  empty: ReactNode;
  onPage: (page: number, size: number) => void;
  onSort: (sort: ActionSort) => void;
}) {
  const { t, i18n } = useTranslation('actions');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const language = i18n.language;
  // What a reader scans first comes first (name, status, priority, due date, who); the rest may scroll.
  const columns: TableColumnsType<Action> = [
    {
      key: 'name',
      title: t('columns.name'),
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sortOrderOf(sort, 'name'),
      render: (_, a) => (
        <Link
          to={detailUrl(a.id, listSearch)}
          title={a.name}
          data-testid={`action-link-${a.id}`}
          style={{ display: 'inline-block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {a.name}
        </Link>
      ),
    },
    { key: 'status', title: t('columns.status'), render: (_, a) => <StatusTag status={a.status} /> },
    {
      key: 'priority',
      title: t('columns.priority'),
      sorter: true,
      sortDirections: ['descend'],
      sortOrder: sortOrderOf(sort, 'priority'),
      render: (_, a) => <PriorityTag priority={a.priority} />,
    },
    {
      key: 'dueDate',
      title: t('columns.dueDate'),
      sorter: true,
      sortOrder: sortOrderOf(sort, 'dueDate'),
      render: (_, a) =>
        a.dueDate ? (
          <Typography.Text
            type={a.overdue ? 'danger' : undefined}
            strong={a.overdue}
            title={a.overdue ? t('list.overdue') : undefined}
            data-testid={a.overdue ? `action-overdue-${a.id}` : undefined}
          >
            {formatDay(a.dueDate, language)}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { key: 'responsible', title: t('columns.responsible'), render: (_, a) => a.responsible?.name ?? t('list.unassigned') },
    {
      key: 'type',
      title: t('columns.type'),
      render: (_, a) => (a.type ? <TypeTag name={a.type.name} color={a.type.color} /> : '—'),
    },
    {
      key: 'evidence',
      title: t('columns.evidence'),
      render: (_, a) =>
        a.evidence ? (
          <Typography.Text ellipsis style={{ maxWidth: 180 }} title={a.evidence.projectName ?? undefined}>
            {a.evidence.label || a.evidence.projectName || a.evidence.projectCode}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'updatedAt',
      title: t('columns.updated'),
      sorter: true,
      sortDirections: ['descend'],
      sortOrder: sortOrderOf(sort, 'updatedAt'),
      render: (_, a) => formatDisplayDate(new Date(a.updatedAt), language, { timeZone }),
    },
  ];
  return (
    <ServerPagedTable<Action>
      ns="actions"
      testId="action-table"
      rowKey="id"
      list={list}
      columns={columns}
      empty={empty}
      page={page}
      size={size}
      onPage={onPage}
      onRow={(a) => ({ 'data-testid': `action-row-${a.id}` }) as HTMLAttributes<HTMLElement>}
      onSort={(sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        onSort(sortFrom(one?.columnKey?.toString(), one?.order));
      }}
    />
  );
}
