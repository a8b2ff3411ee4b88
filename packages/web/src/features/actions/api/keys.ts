import type { ActionListQuery } from '@sentio/domain';

/**
 * Query keys of the action planner. Everything starts with `all`, so a save (which can move an action between
 * tabs, change the statistics and add to its history) refreshes every actions query with one invalidation.
 */
export const actionKeys = {
  all: ['actions'] as const,
  lists: ['actions', 'list'] as const,
  list: (query: ActionListQuery) => ['actions', 'list', query] as const,
  detail: (id: string) => ['actions', 'detail', id] as const,
  notes: (id: string) => ['actions', 'detail', id, 'notes'] as const,
  history: (id: string) => ['actions', 'detail', id, 'history'] as const,
  correctives: (id: string) => ['actions', 'detail', id, 'correctives'] as const,
  effect: (id: string, windowDays: number) => ['actions', 'detail', id, 'effect', windowDays] as const,
  statistics: ['actions', 'statistics'] as const,
  types: ['actions', 'types'] as const,
};
