import {
  buildSearchRequest,
  createFilterState,
  encodeFilters,
  type CategoryQuery,
  type FilterState,
  type JourneyMover,
  type JourneyReportBody,
} from '@sentio/domain';

export interface DrillContext {
  journeyId: string;
  timeZone: string;
  /** The filter state of the report (on the cj tab its filters go along, so the data tab counts what the step counted). */
  state: FilterState;
  /** The range the report counted: the asked one clipped by the journey's own dates. */
  range: { start: Date; end: Date };
  /** The analysis whose tab filters narrowed the report (cj tab); its filters go along only to that analysis. */
  filteredProjectCode: string | null;
}

/**
 * The data tab of `projectCode` listing one step's documents (`cj` journey, `cjs` step) over the report's range, through
 * the filter URL codec (docs/filters-and-urls.md). A category adds its category filter, a root cause its `rrId`.
 */
export function stepDocumentsUrl(
  context: DrillContext,
  projectCode: string,
  stepId: string,
  extra: { category?: JourneyMover; rootCause?: JourneyMover } = {},
): string {
  const { state } = context;
  const own = context.filteredProjectCode === projectCode;
  const categoryQueries: CategoryQuery[] = own ? [...state.categoryQueries] : [];
  if (extra.category) {
    const [modelCode = '', ...rest] = extra.category.id.split(':');
    const id = rest.join(':');
    categoryQueries.push({
      fieldName: modelCode,
      operand: 'IN',
      ids: [{ _id: id, code: null, name: extra.category.name, sentiment: null, virtual: false, dynamic: false }],
    });
  }
  const next = createFilterState({
    tab: 'project_data',
    startDate: context.range.start,
    endDate: context.range.end,
    fieldQueries: own ? state.fieldQueries : [],
    categoryQueries,
    searchByDate: 'CONTENT_DATE',
  });
  next.cj = context.journeyId;
  next.cjs = stepId;
  if (extra.rootCause) next.rrId = `${extra.rootCause.id}|${extra.rootCause.name}`;
  return `/project/detail/${encodeURIComponent(projectCode)}?${encodeFilters(next, { timeZone: context.timeZone }).toString()}`;
}

/**
 * The report body of a filter state: the range and comparison as the search sends them (end normalised), and on the cj
 * tab the analysis's field and category filters.
 */
export function reportBody(state: FilterState, timeZone: string, projectCode: string | null): JourneyReportBody | null {
  const request = buildSearchRequest(state, { timeZone, ...(projectCode ? { projectCode } : {}) });
  if (!request.startDate || !request.endDate) return null;
  return {
    startDate: request.startDate,
    endDate: request.endDate,
    comparisonStartDate: request.comparisonStartDate ?? null,
    comparisonEndDate: request.comparisonEndDate ?? null,
    projectCode,
    ...(projectCode ? { fieldQueries: request.fieldQueries, categoryQueries: request.categoryQueries } : {}),
  };
}
