import { useState } from 'react';
import { Button, Card, Empty, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type CorrelationCell, type ReportDetail, type ReportSummary } from '@sentio/domain';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import { formatCount } from '../../../../shared/format';
import { drillSearch } from '../../../project-dashboard';
import { useDeleteReport } from '../../api/mutations';
import { useReport, useReportAvailability, useReportList } from '../../api/queries';
import type { TabContext } from '../../lib/context';
import { CorrelationCreateModal } from './CorrelationCreateModal';
import { ExportButtons } from './ExportButtons';
import { HeatMap } from './HeatMap';
import { ReportStatusTag } from './ReportStatusTag';

/**
 * Stored correlation reports (docs/reports.md): the list with their states, a new one over the tab's filters, and an
 * open one (`rid`) with its heat-map. A report being prepared is followed until it is ready or failed.
 */
export function CorrelationView({ context }: { context: TabContext }) {
  const { state, write } = context;
  return state.reportId ? (
    <ReportDetailView context={context} id={state.reportId} onBack={() => write({ reportId: null })} />
  ) : (
    <ReportList context={context} />
  );
}

function useRangeText() {
  const { i18n } = useTranslation('reports');
  const date = (iso: string, timeZone: string) => formatDisplayDate(new Date(iso), i18n.language, { timeZone });
  return (report: Pick<ReportSummary, 'startDate' | 'endDate'>, timeZone: string) =>
    `${date(report.startDate, timeZone)} – ${date(report.endDate, timeZone)}`;
}

function ReportList({ context }: { context: TabContext }) {
  const { t, i18n } = useTranslation('reports');
  const { code, timeZone } = context;
  const list = useReportList(code);
  const available = useReportAvailability(code);
  const remove = useDeleteReport(code);
  const [creating, setCreating] = useState(false);
  const rangeText = useRangeText();

  const columns: TableColumnsType<ReportSummary> = [
    {
      key: 'name',
      title: t('correlation.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Link onClick={() => context.write({ reportId: r.id })} data-testid={`report-open-${r.id}`}>
            {r.name}
          </Typography.Link>
          {r.description && <Typography.Text type="secondary">{r.description}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'status', title: t('correlation.status'), width: 220, render: (_, r) => <ReportStatusTag report={r} /> },
    { key: 'range', title: t('correlation.range'), width: 220, render: (_, r) => rangeText(r, timeZone) },
    {
      key: 'documents',
      title: t('correlation.documents'),
      width: 110,
      align: 'right',
      render: (_, r) => formatCount(r.documentCount),
    },
    {
      key: 'created',
      title: t('correlation.created'),
      width: 200,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDisplayDate(new Date(r.createdAt), i18n.language, { timeZone, withTime: true })}</span>
          <Typography.Text type="secondary">
            {r.repeatOf ? t('correlation.monthlyChild') : (r.createdBy?.name ?? '')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('correlation.actions'),
      width: 220,
      render: (_, r) => (
        <Flex gap={8} wrap>
          {r.status === 'READY' && context.canExport && (
            <ExportButtons
              code={code}
              query={{ kind: 'CORRELATION', id: r.id }}
              fileName={r.name}
              testId={`report-export-${r.id}`}
            />
          )}
          {context.canManage && (
            <Popconfirm
              title={t('correlation.deleteConfirm', { name: r.name })}
              okText={t('actions.delete')}
              cancelText={t('actions.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'report-delete-confirm' }}
              onConfirm={() => remove.mutate(r.id)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('correlation.delete', { name: r.name })}
                data-testid={`report-delete-${r.id}`}
              />
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} testId="reports-error" />;
  return (
    <Card
      size="small"
      title={t('correlation.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          disabled={!available.data}
          data-testid="correlation-create-open"
        >
          {t('correlation.create')}
        </Button>
      }
    >
      <Table<ReportSummary>
        data-testid="correlation-reports"
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        onRow={(r) => ({ 'data-testid': `report-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('correlation.empty')} /> }}
      />
      {creating && available.data && (
        <CorrelationCreateModal
          context={context}
          axes={available.data.axes}
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      )}
    </Card>
  );
}

function ReportDetailView({ context, id, onBack }: { context: TabContext; id: string; onBack: () => void }) {
  const { t } = useTranslation('reports');
  const report = useReport(context.code, id);
  const [, setParams] = useSearchParams();
  const rangeText = useRangeText();
  // The cell's documents: the report's own filters (not the tab's current ones) plus the cell's drill, in the data tab.
  const open = (r: ReportDetail, cell: CorrelationCell) =>
    setParams(drillSearch(new URLSearchParams(r.definition.filterQuery), cell.drill, context.timeZone));

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="report-back">
      {t('correlation.back')}
    </Button>
  );
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} testId="report-error" />;
  if (!report.data) return <Loading />;
  const r = report.data;
  return (
    <Card
      size="small"
      data-testid="report-detail"
      title={
        <Flex gap={8} align="center" wrap>
          {back}
          <span>{r.name}</span>
          <ReportStatusTag report={r} />
        </Flex>
      }
      extra={
        r.status === 'READY' &&
        context.canExport && (
          <ExportButtons code={context.code} query={{ kind: 'CORRELATION', id: r.id }} fileName={r.name} testId="report-export" />
        )
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('correlation.summary', {
            range: rangeText(r, context.timeZone),
            basis: t(`dateBasis.${r.dateBasis}`),
            count: r.documentCount ?? 0,
          })}
        </Typography.Text>
        {r.status === 'PREPARING' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('correlation.preparing')} />}
        {r.status === 'READY' && r.result && (
          <HeatMap
            result={r.result}
            numericType={r.definition.numericType}
            xKind={r.definition.xAxis.kind}
            yKind={r.definition.yAxis.kind}
            onCellClick={(cell) => open(r, cell)}
          />
        )}
      </Flex>
    </Card>
  );
}
