import { useMemo, useState } from 'react';
import { Alert, Button, Card, Dropdown, Empty, Flex, Skeleton, Statistic, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined, MoreOutlined, TableOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeFilters, formatUrlDate, type CsvStyle, type Drill, type SearchRequest, type WidgetResult } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { hasPermission } from '../../../app/access';
import { CreateActionModal, useFilterEvidence } from '../../actions';
import { useAppStore } from '../../../app/store/appStore';
import { useWidgetRequest } from '../api/mutations';
import { exportWidget, type WidgetExportType } from '../api/exportWidget';
import { comparisonHeadline, headline, widgetElements } from '../lib/elements';
import { ElementTable } from './ElementTable';
import { WidgetView } from './WidgetView';
import { ChangeText } from './widgets/parts';

const settingsProblems = new Set(['NPS_FIELD_REQUIRED', 'CSAT_FIELD_REQUIRED']);

export interface WidgetCardProps {
  code: string;
  result: WidgetResult;
  search: SearchRequest;
  canExport: boolean;
  /** Opens the documents of one element. */
  onDrill: (drill: Drill) => void;
  /** Takes the widget off the caller's dashboard; absent when that is not possible here. */
  onRemove?: (widgetId: string) => void;
}

/** One widget: its chart (or its elements as a table), states, the source hint, export, refresh and remove. */
export function WidgetCard({ code, result: initial, search, canExport, onDrill, onRemove }: WidgetCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [asTable, setAsTable] = useState(false);
  const [refreshed, setRefreshed] = useState<{ from: WidgetResult; result: WidgetResult } | null>(null);
  const request = useWidgetRequest(code);
  const canAct = useAppStore((s) => hasPermission(s.user, 'ACTION/MANAGE'));
  const [params] = useSearchParams();
  const evidenceFor = useFilterEvidence();
  const [acting, setActing] = useState(false);
  // A refreshed answer stands until the screen brings a new one.
  const result = refreshed?.from === initial ? refreshed.result : initial;
  const kind = result.kind;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const { comparisonStartDate: csd, comparisonEndDate: ced } = search;
  const elements = useMemo(() => {
    if (!result.data) return [];
    const zone = { timeZone };
    const comparison =
      csd !== null && ced !== null ? { sd: formatUrlDate(new Date(csd), zone), ed: formatUrlDate(new Date(ced), zone) } : null;
    return widgetElements(result.data, t, { language: i18n.language, timeZone, comparison });
  }, [result.data, t, i18n.language, timeZone, csd, ced]);
  const drill = (index: number) => {
    const element = elements[index];
    if (element) onDrill(element.drill);
  };

  const download = (type: WidgetExportType, csvStyle: CsvStyle = 'EXCEL') =>
    exportWidget(code, result.widgetId, type, search, csvStyle).catch((e: unknown) => {
      const api = apiErrorOf(e);
      notices.error({ title: t('export.failed'), description: api ? apiErrorText(t, api) : undefined });
    });
  const refresh = () =>
    request.mutate({ id: result.widgetId, search: { ...search, widget: true } }, { onSuccess: (next) => setRefreshed({ from: initial, result: next }) });

  const menu = [
    ...(canExport
      ? [
          { key: 'CSV', label: t('card.exportCsv'), onClick: () => void download('CSV') },
          { key: 'CSV_RAW', label: t('card.exportCsvRaw'), onClick: () => void download('CSV', 'RAW') },
          { key: 'XLSX', label: t('card.exportXlsx'), onClick: () => void download('XLSX') },
        ]
      : []),
    { key: 'refresh', label: t('card.refresh'), onClick: refresh },
    // An action from this card carries the dashboard's filter (the page URL) and the card's name.
    ...(canAct
      ? [{ key: 'action', label: <span data-testid={`widget-create-action-${kind}`}>{t('actionForm:createButton')}</span>, onClick: () => setActing(true) }]
      : []),
    ...(onRemove ? [{ key: 'remove', danger: true, label: t('card.remove'), onClick: () => onRemove(result.widgetId) }] : []),
  ];

  const info = (
    <Flex vertical gap={4}>
      <span>{t(`source.${result.source}`)}</span>
      <span>{t('card.drillHelp')}</span>
    </Flex>
  );

  const cardName = result.builtIn ? t(`kind.${kind}`) : result.name;
  const value = result.data ? headline(result.data, i18n.language) : null;
  const comparison = result.data ? comparisonHeadline(result.data, i18n.language) : null;

  const body = () => {
    if (result.problem)
      return (
        <Alert
          type="warning"
          showIcon
          data-testid={`widget-problem-${kind}`}
          title={t(`errors:codes.${result.problem}`, { defaultValue: result.problem })}
          action={
            settingsProblems.has(result.problem) ? (
              <Link to="?tab=settings" data-testid={`widget-settings-link-${kind}`}>
                {t('card.openSettings')}
              </Link>
            ) : undefined
          }
        />
      );
    if (result.noData || !result.data)
      return <Empty data-testid={`widget-no-data-${kind}`} description={t('errors:codes.NO_DATA_MAIN_PERIOD')} />;
    return (
      <Flex vertical gap={12}>
        {(value !== null || comparison) && (
          <Flex gap={24} align="flex-end" wrap>
            {value !== null && (
              <Statistic title={t(`headline.${kind}`)} value={value} valueRender={() => <span data-testid={`widget-${kind}-value`}>{value}</span>} />
            )}
            {comparison && (
              <Typography.Text type="secondary" data-testid={`widget-${kind}-comparison`}>
                {t('card.comparisonValue', { value: comparison.value })} <ChangeText change={comparison.change} />
              </Typography.Text>
            )}
          </Flex>
        )}
        {result.noComparisonData && (
          <Typography.Text type="secondary" data-testid={`widget-no-comparison-${kind}`}>
            {t('errors:codes.NO_DATA_COMPARISON_PERIOD')}
          </Typography.Text>
        )}
        {asTable ? (
          <ElementTable kind={kind} elements={elements} onDrill={drill} />
        ) : (
          <WidgetView data={result.data} elements={elements} onDrill={drill} />
        )}
      </Flex>
    );
  };

  return (
    <Card
      size="small"
      data-testid={`widget-card-${kind}`}
      title={cardName}
      extra={
        <Flex gap={4} align="center">
          <Tooltip title={info}>
            <InfoCircleOutlined aria-label={t(`source.${result.source}`)} data-testid={`widget-info-${kind}`} />
          </Tooltip>
          {result.data && !result.noData && (
            <Tooltip title={asTable ? t('card.showChart') : t('card.showTable')}>
              <Button
                size="small"
                type={asTable ? 'primary' : 'text'}
                icon={<TableOutlined />}
                aria-label={asTable ? t('card.showChart') : t('card.showTable')}
                aria-pressed={asTable}
                data-testid={`widget-table-toggle-${kind}`}
                onClick={() => setAsTable((v) => !v)}
              />
            </Tooltip>
          )}
          <Dropdown menu={{ items: menu }} trigger={['click']}>
            <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('card.actions')} data-testid={`widget-actions-${kind}`} />
          </Dropdown>
        </Flex>
      }
    >
      {request.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : body()}
      {acting && (
        <CreateActionModal
          evidence={evidenceFor(code, decodeFilters(params, { timeZone, warn: () => undefined }), cardName)}
          defaultName={cardName}
          onClose={() => setActing(false)}
        />
      )}
    </Card>
  );
}

/** A card-shaped placeholder while the dashboard loads. */
export function WidgetCardSkeleton() {
  return (
    <Card size="small" data-testid="widget-loading">
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
}
