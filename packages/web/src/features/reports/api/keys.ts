import type { CategoryTrendBody, EfficiencyReportQuery, SearchRequest } from '@sentio/domain';
import { projectKeys } from '../../projects';

/**
 * Query keys of the reports tab, under `projectKeys.project(code)`: an analysis event (a report's job finished, new
 * markings) refreshes them all, as it refreshes every tab of the analysis (docs/web.md).
 */
export const reportKeys = {
  all: (code: string) => [...projectKeys.project(code), 'reports'] as const,
  available: (code: string) => [...projectKeys.project(code), 'reports', 'available'] as const,
  list: (code: string) => [...projectKeys.project(code), 'reports', 'list'] as const,
  report: (code: string, id: string) => [...projectKeys.project(code), 'reports', 'report', id] as const,
  efficiency: (code: string, query: EfficiencyReportQuery) =>
    [...projectKeys.project(code), 'reports', 'efficiency', query] as const,
  targets: (code: string) => [...projectKeys.project(code), 'reports', 'targets'] as const,
  marking: (code: string, id: string) => [...projectKeys.project(code), 'reports', 'marking', id] as const,
  bucket: (code: string, body: SearchRequest) => [...projectKeys.project(code), 'reports', 'bucket', body] as const,
  trend: (code: string, body: CategoryTrendBody) => [...projectKeys.project(code), 'reports', 'trend', body] as const,
};
