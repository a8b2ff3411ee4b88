import { projectKeys } from '../../projects';

/**
 * Query keys of the notification tab, under `projectKeys.project(code)` so an analysis-wide refresh reaches them;
 * every change refreshes `all(code)` (a save changes the list, the next run time and the runs).
 */
export const notificationDefinitionKeys = {
  all: (code: string) => [...projectKeys.project(code), 'notification-definitions'] as const,
  list: (code: string) => [...projectKeys.project(code), 'notification-definitions', 'list'] as const,
  runs: (code: string, id: string) => [...projectKeys.project(code), 'notification-definitions', 'runs', id] as const,
  /** Members who can receive mail (the same list the action planner offers). */
  people: ['notification-definitions', 'people'] as const,
  categoryTree: (code: string) => [...projectKeys.project(code), 'notification-definitions', 'categoryTree'] as const,
};
