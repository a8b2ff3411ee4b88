import { useEffect, useMemo } from 'react';
import { Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  buildSearchRequest,
  defaultDateRange,
  isValidRange,
  previousPeriod,
  setComparisonRange,
  setDateRange,
  type ProjectDetail,
} from '@sentio/domain';
import { useAppStore } from '../../app/store/appStore';
import { LoadError } from '../../shared/query/QueryState';
import { DateFilter, useDocumentSearch, useFilterUrl } from '../project-data';
import { DashboardGrid } from './components/DashboardGrid';

/**
 * The CX dashboard tab (`?tab=cx_dashboard` of the project-detail URL): only the date range and the comparison apply, and the
 * comparison is on by default. One search with the widget flag on brings every widget (no documents are shown).
 */
export function ProjectDashboardTab({ project }: { project: ProjectDetail }) {
  const { i18n } = useTranslation('dashboard');
  const { state, update, timeZone } = useFilterUrl();
  const [params] = useSearchParams();
  const defaultDate = useAppStore((s) => s.tenant.defaultDate);
  const code = project.code;
  const dated = state.startDate !== null && state.endDate !== null;
  // `csd` absent: nobody chose yet, so the previous period applies; present but empty: the comparison was switched off.
  const comparisonUnset = !params.has('csd');

  // Written back with replace, so the URL reproduces the screen and Back does not return to the bare URL.
  useEffect(() => {
    if (dated && !comparisonUnset) return;
    const range = dated
      ? { start: state.startDate, end: state.endDate }
      : defaultDateRange({ now: new Date(), timeZone, language: i18n.language, defaultDate });
    let next = dated ? state : setDateRange(state, range, { timeZone });
    if (comparisonUnset && isValidRange(range))
      next = setComparisonRange(next, previousPeriod(range, { timeZone }), { timeZone });
    update(next, { replace: true });
  }, [dated, comparisonUnset, state, update, timeZone, i18n.language, defaultDate]);

  const request = useMemo(
    () => buildSearchRequest({ ...state, page: 0, size: 1, widget: true }, { projectCode: code, timeZone }),
    [state, code, timeZone],
  );
  const search = useDocumentSearch(code, request, dated && !comparisonUnset);

  return (
    <Flex vertical gap={16} data-testid="cx-dashboard">
      <DateFilter state={state} timeZone={timeZone} onChange={update} />
      {search.isError && !search.data ? (
        <LoadError error={search.error} onRetry={() => void search.refetch()} testId="dashboard-error" />
      ) : (
        <DashboardGrid
          project={project}
          widgets={search.data?.widgets}
          loading={search.isLoading || search.isFetching}
          search={request}
          onChanged={() => void search.refetch()}
        />
      )}
    </Flex>
  );
}
