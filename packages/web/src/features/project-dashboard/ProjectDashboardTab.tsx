import { useMemo } from 'react';
import { Flex } from 'antd';
import { buildSearchRequest, type ProjectDetail } from '@sentio/domain';
import { LoadError } from '../../shared/query/QueryState';
import { DateFilter, useDefaultRange, useDocumentSearch, useFilterUrl } from '../project-data';
import { DashboardGrid } from './components/DashboardGrid';

/**
 * The CX dashboard tab (`?tab=cx_dashboard` of the project-detail URL): only the date range and the comparison apply, and the
 * comparison is on by default. One search with the widget flag on brings every widget (no documents are shown).
 */
export function ProjectDashboardTab({ project }: { project: ProjectDetail }) {
  const { state, update, timeZone } = useFilterUrl();
  const code = project.code;
  const ready = useDefaultRange(state, update, timeZone, true);

  const request = useMemo(
    () => buildSearchRequest({ ...state, page: 0, size: 1, widget: true }, { projectCode: code, timeZone }),
    [state, code, timeZone],
  );
  const search = useDocumentSearch(code, request, ready);

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
