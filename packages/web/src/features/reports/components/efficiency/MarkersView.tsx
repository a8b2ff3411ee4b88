import { Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Agreement, MarkerStatistic } from '@sentio/domain';
import { formatCount, formatNumber, formatPercent } from '../../../../shared/format';
import type { TabContext } from '../../lib/context';
import { EfficiencyFrame } from './EfficiencyFrame';

/**
 * Marker statistics of one model over the tab's range (docs/reports.md): per person, the documents they marked or
 * approved, per active day, how many of their markings a reviewer approved unchanged, their agreement (Cohen's
 * kappa) with the model and with the other markers, and the time they spent on the analysis.
 */
export function MarkersView({ context }: { context: TabContext }) {
  const { t } = useTranslation('reports');

  const kappa = (a: Agreement) => (
    <Tooltip title={t('markers.kappaHelp', { count: a.documents, observed: formatPercent(a.observed) })}>
      <span>{formatNumber(a.kappa, { digits: 2 })}</span>
    </Tooltip>
  );
  const columns: TableColumnsType<MarkerStatistic> = [
    { key: 'name', title: t('markers.name'), render: (_, m) => m.name },
    { key: 'marked', title: t('markers.marked'), align: 'right', render: (_, m) => formatCount(m.marked) },
    { key: 'changed', title: t('markers.changed'), align: 'right', render: (_, m) => formatCount(m.changed) },
    { key: 'approved', title: t('markers.approved'), align: 'right', render: (_, m) => formatCount(m.approved) },
    {
      key: 'perDay',
      title: t('markers.perDay'),
      align: 'right',
      render: (_, m) => (
        <Tooltip title={t('markers.activeDays', { count: m.activeDays })}>
          <span>{formatNumber(m.perDay, { maxDigits: 1 })}</span>
        </Tooltip>
      ),
    },
    { key: 'approvalRate', title: t('markers.approvalRate'), align: 'right', render: (_, m) => formatPercent(m.approvalRate) },
    { key: 'withModel', title: t('markers.withModel'), align: 'right', render: (_, m) => kappa(m.withModel) },
    { key: 'withOthers', title: t('markers.withOthers'), align: 'right', render: (_, m) => kappa(m.withOthers) },
    { key: 'time', title: t('markers.timeSpent'), align: 'right', render: (_, m) => <Duration seconds={m.timeSpentSeconds} /> },
  ];

  return (
    <EfficiencyFrame context={context} testId="markers">
      {(report) => (
        <Table<MarkerStatistic>
          data-testid="markers-table"
          rowKey="userId"
          size="small"
          pagination={false}
          dataSource={report.markers}
          columns={columns}
          onRow={(m) => ({ 'data-testid': `marker-row-${m.userId}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('markers.empty')} /> }}
        />
      )}
    </EfficiencyFrame>
  );
}

/** Seconds as hours and minutes ("2 h 05 min"); '—' when the interface reported none. */
function Duration({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('reports');
  if (seconds === null) return <>—</>;
  const minutes = Math.round(seconds / 60);
  return <>{t('markers.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}
