import { useCallback, useMemo } from 'react';
import { Flex, Segmented, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildSearchRequest, encodeFilters, type ProjectDetail } from '@sentio/domain';
import { accessOf, hasPermission } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { DateFilter, useDefaultRange, useFilterUrl } from '../project-data';
import { CorrelationView } from './components/correlation/CorrelationView';
import { AiSuccessView } from './components/efficiency/AiSuccessView';
import { MarkersView } from './components/efficiency/MarkersView';
import { MarkingView } from './components/marking/MarkingView';
import { PivotView } from './components/pivot/PivotView';
import { CategoryTrendView } from './components/trend/CategoryTrendView';
import type { TabContext } from './lib/context';
import { readReportsState, reportViews, writeReportsState, type ReportView, type ReportsState } from './lib/url';

/**
 * The `reports` tab of an analysis (docs/reports.md): correlation reports, AI success rate, marker statistics,
 * marking efficiency, the category trend and the pivot download, one at a time by a segmented control kept in the
 * URL (`report`). The tab's filters and date range apply (no comparison: the tab offers none); the range opens on
 * the tenant's default like the other dated tabs.
 */
export function ReportsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('reports');
  const { state: filters, update, timeZone } = useFilterUrl();
  const ready = useDefaultRange(filters, update, timeZone, false);
  const [params, setParams] = useSearchParams();
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const state = useMemo(() => readReportsState(params), [params]);
  const write = useCallback(
    (patch: Partial<ReportsState>, replace = false) =>
      setParams((current) => writeReportsState(current, { ...readReportsState(current), ...patch }), { replace }),
    [setParams],
  );
  const context: TabContext = useMemo(
    () => ({
      project,
      code: project.code,
      timeZone,
      filters,
      search: buildSearchRequest(filters, { projectCode: project.code, timeZone }),
      filterQuery: (encodeFilters(filters, { timeZone }) as URLSearchParams).toString(),
      state,
      write,
      canManage: access.projectManage,
      canExport: hasPermission(user, 'DOCUMENT/EXPORT'),
    }),
    [project, timeZone, filters, state, write, access.projectManage, user],
  );
  // The pivot download and the trend read the filters; the efficiency views read only the range.
  const dated = state.view !== 'marking';

  return (
    <Flex vertical gap={12} data-testid="reports-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<ReportView>
          data-testid="reports-views"
          aria-label={t('views.label')}
          value={state.view}
          onChange={(view) => write({ view, reportId: null, markingGoalId: null, quality: null })}
          options={reportViews.map((v) => ({
            value: v,
            label: <span data-testid={`reports-view-${v}`}>{t(`views.${v}`)}</span>,
          }))}
        />
        {dated && <DateFilter state={filters} timeZone={timeZone} onChange={(next) => update(next)} />}
      </Flex>
      {dated && (
        <Typography.Text type="secondary" data-testid="reports-scope">
          {t(`scope.${state.view}`)}
        </Typography.Text>
      )}
      {!ready ? (
        <Skeleton active />
      ) : (
        <>
          {state.view === 'correlation' && <CorrelationView context={context} />}
          {state.view === 'aiSuccess' && <AiSuccessView context={context} />}
          {state.view === 'markers' && <MarkersView context={context} />}
          {state.view === 'marking' && <MarkingView context={context} />}
          {state.view === 'trend' && <CategoryTrendView context={context} />}
          {state.view === 'pivot' && <PivotView context={context} />}
        </>
      )}
    </Flex>
  );
}
