import { useCallback, useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useActionList } from '../api/queries';
import { ActionFilters, type FilterPatch } from '../components/ActionFilters';
import { ActionStatisticsTab } from '../components/ActionStatisticsTab';
import { ActionTable } from '../components/ActionTable';
import { ActionTabs } from '../components/ActionTabs';
import { ActionTypesTab } from '../components/ActionTypesTab';
import { CreateActionButton } from '../components/CreateActionButton';
import { apiQueryOf, isListTab, listStateFromSearch, searchFromListState, type ActionListState } from '../lib/listQuery';

/**
 * `/actions`: the action planner (docs/actions.md). Tabs my actions, planned, critical and all list actions, paged,
 * filtered and sorted on the server; action types and statistics are the planner's other tabs. Every choice lives in
 * the URL (tab, page, size, type, status, priority, assignUsers, search, sort, showCompleted), so a reload, Back or a
 * shared link shows the same list, and an action's page returns to it.
 */
export function ActionListPage() {
  const { t } = useTranslation('actions');
  const access = accessOf(useAppStore((s) => s.user));
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromSearch(params), [params]);
  const list = useActionList(useMemo(() => apiQueryOf(state), [state]));

  // From the URL as it is when applied (not as rendered), so a debounced search never undoes a newer change.
  const update = useCallback(
    (patch: Partial<ActionListState>, keepPage = false) =>
      setParams((current) =>
        searchFromListState({ ...listStateFromSearch(current), ...patch, ...(keepPage ? {} : { page: 0 }) }),
      ),
    [setParams],
  );
  const onFilter = useCallback((patch: FilterPatch) => update(patch), [update]);

  const filtered = Boolean(
    state.search || state.type || state.status || state.priority || state.assignUsers || state.showCompleted,
  );
  const empty = (
    <Empty
      data-testid="action-list-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.emptyFiltered') : t(`list.empty.${isListTab(state.tab) ? state.tab : 'all'}`)}
    />
  );

  return (
    <AccessGuard allowed={access.actionsRead}>
      <Card title={t('title')} extra={access.actionsManage && <CreateActionButton testId="action-new" />}>
        <ActionTabs active={state.tab} counts={list.data?.tabCounts} onChange={(tab) => update({ tab })} />
        {isListTab(state.tab) && (
          <>
            <ActionFilters state={state} onChange={onFilter} />
            <ActionTable
              list={list}
              sort={state.sort}
              page={state.page}
              size={state.size}
              listSearch={search}
              empty={empty}
              onPage={(page, size) => update({ page, size }, true)}
              onSort={(sort) => update({ sort })}
            />
          </>
        )}
        {state.tab === 'types' && <ActionTypesTab canManage={access.actionTypesManage} />}
        {state.tab === 'statistics' && <ActionStatisticsTab />}
      </Card>
    </AccessGuard>
  );
}
