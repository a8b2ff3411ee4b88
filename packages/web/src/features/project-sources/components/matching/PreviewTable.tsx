import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type Row = { key: number; cells: string[] };

/** The first rows of an upload as the server read them. */
export function PreviewTable({ columns, rows }: { columns: string[]; rows: string[][] }) {
  const { t } = useTranslation('projectSources');
  const tableColumns: TableColumnsType<Row> = columns.map((column, i) => ({
    key: `${i}:${column}`,
    title: column,
    render: (_, row) => (
      <Typography.Text ellipsis={{ tooltip: row.cells[i] }} style={{ maxWidth: 240 }}>
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
