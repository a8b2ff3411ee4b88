import { projectKeys } from '../../projects';

/** Query keys of the dashboards, under `projectKeys.project(code)` so one invalidation refreshes the analysis. */
export const dashboardKeys = {
  widgets: (code: string) => [...projectKeys.project(code), 'widgets'] as const,
  userWidgets: (code: string) => [...projectKeys.project(code), 'widgets', 'user'] as const,
  kinds: (code: string) => [...projectKeys.project(code), 'widgets', 'kinds'] as const,
  axes: [...projectKeys.all, 'quadrantAxes'] as const,
};
