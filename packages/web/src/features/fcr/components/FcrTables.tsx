import type { ReactNode } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FcrFigures, FcrReport } from '@sentio/domain';
import { formatCount, formatPercent, formatSigned } from '../../../shared/format';
import { useLabelName } from '../../../shared/names/labels';
import { useChannelName } from '../../projects';
import { rateChange } from '../lib/report';
import { DrillLink, type DrillAnalysis } from './DrillLink';
import type { DrillUrl } from './types';

interface Row {
  key: string;
  name: string;
  figures: FcrFigures;
  comparison: FcrFigures | null;
  /** The repeated count as a drill-down link, when the row can open documents. */
  repeated?: ReactNode;
}

const rate = (value: number | null) => formatPercent(value === null ? null : value / 100);

function BreakdownTable({ title, nameTitle, rows, testId }: { title: string; nameTitle: string; rows: Row[]; testId: string }) {
  const { t } = useTranslation('fcr');
  const columns: TableColumnsType<Row> = [
    { title: nameTitle, dataIndex: 'name', key: 'name' },
    { title: t('table.rate'), key: 'rate', align: 'right', render: (_, r) => rate(r.figures.rate) },
    {
      title: t('table.change'),
      key: 'change',
      align: 'right',
      render: (_, r) => formatSigned(rateChange(r.figures, r.comparison)),
    },
    { title: t('table.resolved'), key: 'resolved', align: 'right', render: (_, r) => formatCount(r.figures.resolved) },
    {
      title: t('table.repeated'),
      key: 'repeated',
      align: 'right',
      render: (_, r) => r.repeated ?? formatCount(r.figures.repeated),
    },
    { title: t('table.pending'), key: 'pending', align: 'right', render: (_, r) => formatCount(r.figures.pending) },
    { title: t('table.contacts'), key: 'contacts', align: 'right', render: (_, r) => formatCount(r.figures.contacts) },
  ];
  return (
    <Card title={title} data-testid={testId}>
      <Table<Row>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
      />
    </Card>
  );
}

/**
 * The report by channel, category, agent (only when the settings name an agent attribute and rows came back) and
 * analysis. A channel's or a category's repeated count opens those issues' first contacts in the data tab.
 */
export function FcrTables({ report, drill }: { report: FcrReport; drill: DrillUrl }) {
  const { t } = useTranslation('fcr');
  const channelName = useChannelName();
  const labelName = useLabelName();
  const analyses: DrillAnalysis[] = report.byAnalysis
    .filter((a) => a.figures.repeated > 0)
    .map((a) => ({ projectCode: a.projectCode, name: a.name }));
  const repeatedLink = (count: number, testId: string, targets: DrillAnalysis[], urlOf: (code: string) => string | null) =>
    count > 0 ? (
      <DrillLink analyses={targets} urlOf={urlOf} testId={testId}>
        {formatCount(count)}
      </DrillLink>
    ) : undefined;

  const byChannel: Row[] = report.byChannel.map((r) => ({
    key: r.channel,
    name: channelName(r.channel),
    figures: r.figures,
    comparison: r.comparison,
    repeated: repeatedLink(r.figures.repeated, `fcr-channel-repeated-${r.channel}`, analyses, (code) =>
      drill(code, 'R', { channel: r.channel }),
    ),
  }));
  const byCategory: Row[] = report.byCategory.map((r) => {
    const key = `${r.projectCode}:${r.modelCode}:${r.categoryId}`;
    const own = report.byAnalysis.find((a) => a.projectCode === r.projectCode);
    return {
      key,
      name: labelName(r.name),
      figures: r.figures,
      comparison: r.comparison,
      repeated: repeatedLink(
        r.figures.repeated,
        `fcr-category-repeated-${r.modelCode}-${r.categoryId}`,
        [{ projectCode: r.projectCode, name: own?.name ?? r.projectCode }],
        (code) => drill(code, 'R', { category: { modelCode: r.modelCode, categoryId: r.categoryId, name: r.name } }),
      ),
    };
  });
  const byAgent: Row[] = report.byAgent.map((r) => ({
    key: r.agent,
    name: r.agent,
    figures: r.figures,
    comparison: r.comparison,
  }));
  const byAnalysis: Row[] = report.byAnalysis.map((r) => ({
    key: r.projectCode,
    name: r.name,
    figures: r.figures,
    comparison: r.comparison,
    repeated: repeatedLink(
      r.figures.repeated,
      `fcr-analysis-repeated-${r.projectCode}`,
      [{ projectCode: r.projectCode, name: r.name }],
      (code) => drill(code, 'R'),
    ),
  }));

  return (
    <>
      <BreakdownTable title={t('table.byChannel')} nameTitle={t('table.channel')} rows={byChannel} testId="fcr-by-channel" />
      <BreakdownTable title={t('table.byCategory')} nameTitle={t('table.category')} rows={byCategory} testId="fcr-by-category" />
      {byAgent.length > 0 && (
        <BreakdownTable title={t('table.byAgent')} nameTitle={t('table.agent')} rows={byAgent} testId="fcr-by-agent" />
      )}
      <BreakdownTable title={t('table.byAnalysis')} nameTitle={t('table.analysis')} rows={byAnalysis} testId="fcr-by-analysis" />
    </>
  );
}
