import { Empty, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Agreement, MarkerStatistic } from '@sentio/domain';
import { formatCount, formatNumber, formatPercent } from '../../../../shared/format';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import type { TabContext } from '../../lib/context';
import { ExportButtons } from '../correlation/ExportButtons';
import { ModelPicker } from './ModelPicker';
import { useEfficiency } from './useEfficiency';

/**
 * Marker statistics of one model over the tab's range (docs/reports.md): per person, the documents they marked or
 * approved, per active day, how many of their markings a reviewer approved unchanged, their agreement (Cohen's
 * kappa) with the model and with the other markers, and the time they spent on the analysis.
 */
export function MarkersView({ context }: { context: TabContext }) {
  const { t } = useTranslation('reports');
  const { available, models, modelCode, query, report } = useEfficiency(context);

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

  if (available.isError) return <LoadError error={available.error} onRetry={() => void available.refetch()} />;
  if (available.isLoading) return <Loading />;
  if (models.length === 0) return <Empty data-testid="markers-no-models" description={t('aiSuccess.noModels')} />;
  return (
    <Flex vertical gap={12} data-testid="markers">
      <Flex gap={8} justify="space-between" wrap>
        <ModelPicker models={models} value={modelCode} onChange={(model) => context.write({ model })} />
        {context.canExport && query && (
          <ExportButtons
            code={context.code}
            query={{ kind: 'EFFICIENCY', ...query }}
            fileName={`${context.code}-markers`}
            testId="markers-export"
          />
        )}
      </Flex>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} testId="efficiency-error" />
      ) : !report.data ? (
        <Loading />
      ) : (
        <Table<MarkerStatistic>
          data-testid="markers-table"
          rowKey="userId"
          size="small"
          pagination={false}
          dataSource={report.data.markers}
          columns={columns}
          onRow={(m) => ({ 'data-testid': `marker-row-${m.userId}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('markers.empty')} /> }}
        />
      )}
    </Flex>
  );
}

/** Seconds as hours and minutes ("2 h 05 min"); '—' when the interface reported none. */
function Duration({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('reports');
  if (seconds === null) return <>—</>;
  const minutes = Math.round(seconds / 60);
  return <>{t('markers.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}
