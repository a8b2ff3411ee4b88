import { Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VersionStatistics } from '@sentio/domain';
import { compareMetrics, percent, type MetricRow } from '../../lib/metrics';
import { Delta } from './Delta';

/** Precision, recall, F1 and support per label, each with its change against the previous version. */
export function MetricsTable({ stats }: { stats: VersionStatistics }) {
  const { t } = useTranslation('modelData');
  const rows = compareMetrics(stats.perLabel, stats.previous?.perLabel ?? null);
  const metric = (key: 'precision' | 'recall' | 'f1', title: string) => ({
    title,
    key,
    align: 'right' as const,
    sorter: (a: MetricRow, b: MetricRow) => a[key] - b[key],
    render: (_: unknown, row: MetricRow) => (
      <Flex vertical align="end">
        <span>{percent(row[key])}</span>
        <Delta value={row.delta?.[key]} />
      </Flex>
    ),
  });
  const columns: TableColumnsType<MetricRow> = [
    { title: t('stats.label'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    metric('precision', t('stats.precision')),
    metric('recall', t('stats.recall')),
    metric('f1', t('stats.f1')),
    {
      title: t('stats.support'),
      key: 'support',
      align: 'right',
      sorter: (a, b) => a.support - b.support,
      render: (_, row) => (
        <Flex vertical align="end">
          <span>{row.support}</span>
          {row.delta && row.delta.support !== 0 && (
            <span style={{ fontSize: 12, color: '#8c8c8c' }}>
              {row.delta.support > 0 ? `+${row.delta.support}` : row.delta.support}
            </span>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Table<MetricRow>
      rowKey="labelId"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('stats.noMetrics') }}
      data-testid="metrics-table"
    />
  );
}
