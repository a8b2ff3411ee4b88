import type { FilterState, ProjectDetail, SearchRequest } from '@sentio/domain';
import type { ReportsState } from './url';

/**
 * What every sub-view of the reports tab reads: the analysis, the tab's filters (state, search body, URL form) and
 * the tab's own URL state.
 */
export interface TabContext {
  project: ProjectDetail;
  code: string;
  timeZone: string;
  filters: FilterState;
  search: SearchRequest;
  /** The tab's filter URL (filters, range, date basis): a correlation report's `filterQuery`. */
  filterQuery: string;
  state: ReportsState;
  write: (patch: Partial<ReportsState>, replace?: boolean) => void;
  canManage: boolean;
  canExport: boolean;
}
