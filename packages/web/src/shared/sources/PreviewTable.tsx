// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import type { ReactNode } from 'react';
import { Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Source } from '@sentio/domain';
import { fileSize } from '../upload/files';
import { SourceStatusTag } from './SourceStatusTag';

type Row = { key: number; cells: string[] };

/** The first rows of an upload as the server read them; `title` may add to a column's name (e.g. its guessed role). */
export function PreviewTable({
  ns,
  columns,
  rows,
  title = (column) => column,
  cellWidth = 240,
}: {
  /** The owner's translation namespace; both carry the same `preview.*` texts. */
  ns: string;
  columns: readonly string[];
  rows: readonly string[][];
  title?: (column: string) => ReactNode;
  cellWidth?: number;
}) {
  const { t } = useTranslation(ns);
  const tableColumns: TableColumnsType<Row> = columns.map((column, i) => ({
    key: `${i}:${column}`,
    title: title(column),
    render: (_, row) => (
      <Typography.Text ellipsis={{ tooltip: row.cells[i] }} style={{ maxWidth: cellWidth }}>
        {row.cells[i] ?? ''}
      </Typography.Text>
    ),
  }));
  return (
    <Table<Row>
      size="small"
      columns={tableColumns}
      dataSource={rows.map((cells, key) => ({ key, cells }))}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('preview.empty') }}
      data-testid="preview-table"
    />
  );
}

/** An upload's name, size and status, as the title of its preview. */
export function SourceTitle({ source }: { source: Pick<Source, 'fileName' | 'size' | 'status' | 'progress'> }) {
  return (
    <Space wrap>
      {source.fileName}
      <Typography.Text type="secondary">{fileSize(source.size)}</Typography.Text>
      <SourceStatusTag source={source} />
    </Space>
  );
}
