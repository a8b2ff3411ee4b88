import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, InputNumber, Select, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  createFilterState,
  defaultDateRange,
  fcrDayRangeMax,
  isValidRange,
  previousPeriod,
  type FilterState,
} from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { DateFilter } from '../../project-data';
import { useFcrReport, useFcrSettings, useFcrSubReports } from '../api/queries';
import { FcrDistribution } from '../components/FcrDistribution';
import { FcrSummary } from '../components/FcrSummary';
import { FcrTables } from '../components/FcrTables';
import { FcrTrend } from '../components/FcrTrend';
import { SettingsDrawer } from '../components/SettingsDrawer';
import { SubReportsDrawer } from '../components/SubReportsDrawer';
import type { DrillUrl } from '../components/types';
import { drillUrl, readView, reportBody, writeView, type FcrView } from '../lib/url';

/**
 * `/first-call-resolution` (docs/first-call-resolution.md): the workspace's FCR rate for a range and its comparison,
 * with a quick day range and a sub-report. The view lives in the URL, so a link restores it; every count of issues
 * opens their first contacts in an analysis's data tab.
 */
export function FcrPage() {
  const { t, i18n } = useTranslation('fcr');
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const defaultDate = useAppStore((s) => s.tenant.defaultDate);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params, timeZone), [params, timeZone]);
  const [drawer, setDrawer] = useState<'settings' | 'subReports' | null>(null);

  const write = useCallback(
    (next: FcrView, replace = false) => setParams(writeView(next, timeZone), { replace }),
    [setParams, timeZone],
  );

  // No range yet, or no comparison chosen yet: the default range and its previous period, written back with replace
  // so the URL reproduces the screen (as the CX dashboard does).
  const ranged = isValidRange(view.range);
  useEffect(() => {
    if (ranged && !view.comparisonUnset) return;
    const range = isValidRange(view.range)
      ? view.range
      : defaultDateRange({ now: new Date(), timeZone, language: i18n.language, defaultDate });
    const comparison = view.comparisonUnset ? previousPeriod(range, { timeZone }) : view.comparison;
    write({ ...view, range, comparison, comparisonUnset: false }, true);
  }, [ranged, view, write, timeZone, i18n.language, defaultDate]);

  const settings = useFcrSettings();
  const subReports = useFcrSubReports();
  const body = useMemo(() => reportBody(view, timeZone), [view, timeZone]);
  const report = useFcrReport(body ?? { startDate: '', endDate: '' }, body !== null && !view.comparisonUnset);

  const filterState: FilterState = createFilterState({
    tab: 'cx_dashboard',
    startDate: view.range.start ?? null,
    endDate: view.range.end ?? null,
    comparisonStartDate: view.comparison.start ?? null,
    comparisonEndDate: view.comparison.end ?? null,
  });
  const onDates = (next: FilterState) =>
    write({
      ...view,
      range: { start: next.startDate, end: next.endDate },
      comparison: { start: next.comparisonStartDate, end: next.comparisonEndDate },
      comparisonUnset: false,
    });

  const data = report.data;
  const drill: DrillUrl = (projectCode, bucket, extra = {}) =>
    data === undefined ? null : drillUrl({ projectCode, bucket, subReportId: view.subReportId, ...extra }, data, timeZone);
  const dayRange = view.dayRange ?? settings.data?.dayRange ?? data?.dayRange ?? null;

  return (
    <AccessGuard allowed={access.customersRead}>
      <Flex vertical gap={16} data-testid="fcr-page">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex vertical>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('intro')}</Typography.Text>
          </Flex>
          <Flex gap={8}>
            <Button onClick={() => setDrawer('subReports')} data-testid="fcr-open-sub-reports">
              {t('openSubReports')}
            </Button>
            {access.customersManage && (
              <Button onClick={() => setDrawer('settings')} data-testid="fcr-open-settings" disabled={!settings.data}>
                {t('openSettings')}
              </Button>
            )}
          </Flex>
        </Flex>
        <Card size="small">
          <Flex gap={16} wrap align="center">
            <DateFilter state={filterState} timeZone={timeZone} onChange={onDates} searchByDate={false} />
            <Tooltip title={t('dayRangeHelp')}>
              <Flex gap={6} align="center">
                <Typography.Text>{t('dayRange')}</Typography.Text>
                <InputNumber
                  data-testid="fcr-day-range"
                  aria-label={t('dayRange')}
                  min={1}
                  max={fcrDayRangeMax}
                  precision={0}
                  style={{ width: 80 }}
                  value={dayRange}
                  onChange={(value) => {
                    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= fcrDayRangeMax)
                      write({ ...view, dayRange: value });
                  }}
                />
              </Flex>
            </Tooltip>
            <Select
              data-testid="fcr-sub-report"
              aria-label={t('subReport')}
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t('allContacts')}
              value={view.subReportId ?? undefined}
              onChange={(id: string | undefined) => write({ ...view, subReportId: id ?? null })}
              options={(subReports.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Flex>
        </Card>
        {report.isError && !data ? (
          <LoadError error={report.error} onRetry={() => void report.refetch()} testId="fcr-error" />
        ) : !data ? (
          <Loading />
        ) : (
          <Flex
            vertical
            gap={16}
            style={{ opacity: report.isFetching ? 0.6 : 1 }}
            data-testid="fcr-report"
            aria-busy={report.isFetching}
          >
            <FcrSummary report={data} drill={drill} />
            {data.figures.contacts === 0 ? (
              <Card>
                <Empty description={t('empty')} />
              </Card>
            ) : (
              <>
                <Flex gap={16} wrap>
                  <div style={{ flex: '1 1 420px', minWidth: 0 }}>
                    <FcrDistribution report={data} drill={drill} />
                  </div>
                  <div style={{ flex: '1 1 420px', minWidth: 0 }}>
                    <FcrTrend report={data} />
                  </div>
                </Flex>
                <FcrTables report={data} drill={drill} />
              </>
            )}
          </Flex>
        )}
      </Flex>
      {access.customersManage && drawer === 'settings' && settings.data && (
        <SettingsDrawer settings={settings.data} onClose={() => setDrawer(null)} />
      )}
      <SubReportsDrawer
        open={drawer === 'subReports'}
        subReports={subReports.data ?? []}
        canManage={access.journeysManage}
        onClose={() => setDrawer(null)}
        onPick={(id) => {
          setDrawer(null);
          write({ ...view, subReportId: id });
        }}
        onDeleted={(id) => {
          if (view.subReportId === id) write({ ...view, subReportId: null });
        }}
      />
    </AccessGuard>
  );
}
