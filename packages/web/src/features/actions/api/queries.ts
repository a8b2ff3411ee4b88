import { keepPreviousData } from '@tanstack/react-query';
import { actionEndpoints, type ActionListQuery } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { actionKeys } from './keys';

/** One page of a tab's actions; the previous page stays on screen while the next loads. */
export const useActionList = (query: ActionListQuery) =>
  useApiQuery(
    actionKeys.list(query),
    actionEndpoints.actionList,
    { query: toQuery(query) },
    { placeholderData: keepPreviousData },
  );

/** The list query as the URL and the API carry it (comma-separated lists, `showCompleted` as text). */
function toQuery(q: ActionListQuery) {
  const list = (v: readonly string[] | undefined) => (v && v.length > 0 ? v.join(',') : undefined);
  return {
    tab: q.tab,
    page: q.page,
    size: q.size,
    sort: q.sort,
    showCompleted: q.showCompleted ? ('true' as const) : ('false' as const),
    ...(list(q.type) ? { type: list(q.type) } : {}),
    ...(list(q.status) ? { status: list(q.status) } : {}),
    ...(list(q.priority) ? { priority: list(q.priority) } : {}),
    ...(list(q.assignUsers) ? { assignUsers: list(q.assignUsers) } : {}),
    ...(q.search ? { search: q.search } : {}),
  };
}

/** One action; a 404 is the page's own answer ("action not found"), not a global notice. */
export const useAction = (id: string | null) =>
  useApiQuery(
    actionKeys.detail(id ?? ''),
    actionEndpoints.actionGet,
    { params: { id: id ?? '' } },
    {
      enabled: id !== null,
      retry: false,
      meta: { handlesErrors: true },
    },
  );

export const useActionNotes = (id: string) => useApiQuery(actionKeys.notes(id), actionEndpoints.actionNotes, { params: { id } });

export const useActionHistory = (id: string) =>
  useApiQuery(actionKeys.history(id), actionEndpoints.actionHistory, { params: { id } });

export const useCorrectiveActions = (id: string) =>
  useApiQuery(actionKeys.correctives(id), actionEndpoints.actionCorrectives, { params: { id } });

export const useActionEffect = (id: string, windowDays: number) =>
  useApiQuery(actionKeys.effect(id, windowDays), actionEndpoints.actionEffect, { params: { id }, query: { windowDays } });

export const useActionStatistics = () => useApiQuery(actionKeys.statistics, actionEndpoints.actionStatistics);

export const useActionTypes = () => useApiQuery(actionKeys.types, actionEndpoints.actionTypes, undefined, { staleTime: 60_000 });

/** Members who can be made responsible, follow, be mentioned (every member may read them, unlike the members page). */
export const useActionPeople = () =>
  useApiQuery([...actionKeys.all, 'people'], actionEndpoints.actionPeople, undefined, { staleTime: 60_000 });
