import {
  actionListTabs,
  actionPageTabs,
  actionPriorities,
  actionSorts,
  actionStatuses,
  shellConstants,
  type ActionListQuery,
  type ActionListTab,
  type ActionPageTab,
  type ActionPriority,
  type ActionSort,
  type ActionStatus,
} from '@sentio/domain';

/**
 * The state of `/actions` as its URL carries it: tab, page, size, type, status, priority, assignUsers, search, sort,
 * showCompleted. Defaults are left out of the URL (short links), so `/actions` is "my actions, open ones, nearest due
 * date first"; a reload or a shared link restores everything else.
 */
export interface ActionListState extends Omit<ActionListQuery, 'tab'> {
  tab: ActionPageTab;
}

/** The first page tab: the issue and the spec name "my actions" first. */
export const defaultTab: ActionPageTab = actionPageTabs[0];
export const defaultSort: ActionSort = 'dueDate,asc';
const maxIds = 50;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isListTab = (tab: ActionPageTab): tab is ActionListTab => (actionListTabs as readonly string[]).includes(tab);

/** A comma-separated list, keeping only the values `keep` accepts (once each): a bad value is dropped, not a 400. */
function listOf<T extends string>(params: URLSearchParams, name: string, keep: (v: string) => boolean): T[] | undefined {
  const raw = params.get(name);
  if (!raw) return undefined;
  const values = [...new Set(raw.split(',').map((v) => v.trim()))].filter(keep).slice(0, maxIds) as T[];
  return values.length > 0 ? values : undefined;
}
const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);

/** Reads the page's state from the URL; malformed values fall back to the defaults. */
export function listStateFromSearch(params: URLSearchParams): ActionListState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const state: ActionListState = {
    tab: tab && (actionPageTabs as readonly string[]).includes(tab) ? (tab as ActionPageTab) : defaultTab,
    page: params.has('page') && Number.isInteger(page) && page >= 0 ? page : shellConstants.defaultPage,
    size: params.has('size') && Number.isInteger(size) && size >= 1 && size <= 100 ? size : shellConstants.defaultPageSize,
    sort: sort && (actionSorts as readonly string[]).includes(sort) ? (sort as ActionSort) : defaultSort,
    showCompleted: params.get('showCompleted') === 'true',
  };
  const type = listOf<string>(params, 'type', (v) => uuid.test(v));
  const status = listOf<ActionStatus>(params, 'status', oneOf(actionStatuses));
  const priority = listOf<ActionPriority>(params, 'priority', oneOf(actionPriorities));
  const assignUsers = listOf<string>(params, 'assignUsers', (v) => uuid.test(v));
  const search = params.get('search')?.trim().slice(0, 200);
  if (type) state.type = type;
  if (status) state.status = status;
  if (priority) state.priority = priority;
  if (assignUsers) state.assignUsers = assignUsers;
  if (search) state.search = search;
  return state;
}

/** The URL form of the state, defaults left out, in the route's parameter order. */
export function searchFromListState(state: ActionListState): URLSearchParams {
  const out = new URLSearchParams();
  const list = (name: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) out.set(name, values.join(','));
  };
  if (state.tab !== defaultTab) out.set('tab', state.tab);
  if (state.page !== shellConstants.defaultPage) out.set('page', String(state.page));
  if (state.size !== shellConstants.defaultPageSize) out.set('size', String(state.size));
  list('type', state.type);
  list('status', state.status);
  list('priority', state.priority);
  list('assignUsers', state.assignUsers);
  if (state.search) out.set('search', state.search);
  if (state.sort !== defaultSort) out.set('sort', state.sort);
  if (state.showCompleted) out.set('showCompleted', 'true');
  return out;
}

/**
 * What the list asks the server. The types and statistics tabs keep the filters in the URL for the way back and
 * still show the tab counts, so they ask with the default list tab.
 */
export function apiQueryOf(state: ActionListState): ActionListQuery {
  const { tab, ...rest } = state;
  return { ...rest, tab: isListTab(tab) ? tab : 'mine' };
}

/** The detail link of an action, carrying the list's URL so its back link returns to this tab, page and filters. */
export function detailUrl(id: string, listSearch: string): string {
  return `/actions/${encodeURIComponent(id)}?returnUrl=${encodeURIComponent(`/actions${listSearch}`)}`;
}

/** Column keys that sort on the server, and an antd sort order ↔ the list's sort value. */
export type SortField = 'name' | 'priority' | 'dueDate' | 'updatedAt' | 'createdAt';
export function sortOrderOf(sort: ActionSort, field: SortField): 'ascend' | 'descend' | null {
  const [f, dir] = sort.split(',');
  return f === field ? (dir === 'asc' ? 'ascend' : 'descend') : null;
}
export function sortFrom(field: string | undefined, order: 'ascend' | 'descend' | null | undefined): ActionSort {
  if (!field || !order) return defaultSort;
  const candidate = `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
  return (actionSorts as readonly string[]).includes(candidate) ? (candidate as ActionSort) : defaultSort;
}
