// i18n-namespaces: models projects (the owners of this table; the locale test checks these keys in both)
import type { ReactNode } from 'react';
import { Alert, Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

interface Page<T> {
  content: T[];
  total: number;
}

/**
 * A list page's table over one server-paged query: a retry banner when the page failed to load, the rows, and paging
 * kept in the URL by the owner (`page` is zero-based, as the API's). Changing the page size goes back to the first
 * page, since the old page number means other rows. `ns` holds `list.loadFailed`, `list.total` and `actions.retry`.
 */
export function ServerPagedTable<T extends object>(props: {
  ns: string;
  testId: string;
  rowKey: keyof T & string;
  list: UseQueryResult<Page<T>> & { isPlaceholderData: boolean };
  columns: TableColumnsType<T>;
  empty: ReactNode;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  /** Column-header sorting (server-side): the clicked column's sorter; paging still goes through `onPage`. */
  onSort?: (sorter: Parameters<NonNullable<TableProps<T>['onChange']>>[2]) => void;
  /** Attributes of a row (e.g. its test id). */
  onRow?: TableProps<T>['onRow'];
}) {
  const { list, page, size } = props;
  const { t } = useTranslation(props.ns);
  return (
    <>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>}
          style={{ marginBottom: 16 }}
          data-testid={`${props.testId.replace(/-table$/, '')}-list-error`}
        />
      )}
      <Table<T>
        rowKey={props.rowKey}
        data-testid={props.testId}
        columns={props.columns}
        dataSource={list.data?.content ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: list.isPending ? ' ' : props.empty }}
        scroll={{ x: 'max-content' }}
        onRow={props.onRow}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') props.onSort?.(sorter);
        }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (next, nextSize) => props.onPage(nextSize === size ? next - 1 : 0, nextSize),
        }}
      />
    </>
  );
}
