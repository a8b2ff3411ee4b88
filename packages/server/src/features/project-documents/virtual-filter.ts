import type { SearchRequest } from '@sentio/domain';

/** The saved query of a virtual category: free text, field and category filters, never dates or other virtual ids. */
export interface VirtualFilter {
  query: string;
  fieldQueries: SearchRequest['fieldQueries'];
  categoryQueries: SearchRequest['categoryQueries'];
}

/** Whether a saved virtual filter selects anything by itself (a group-made virtual category may have none). */
export const virtualFilterIsEmpty = (f: VirtualFilter): boolean =>
  f.query.trim() === '' &&
  f.fieldQueries.every((q) => q.values.length === 0 && q.operand !== 'EXISTS' && q.operand !== 'NOT_EXISTS') &&
  f.categoryQueries.every((q) => q.ids.length === 0);

/** A search request holding only a virtual category's saved filter: no dates, every content, no virtual ids. */
export function virtualFilterRequest(f: VirtualFilter): SearchRequest {
  return {
    page: 0,
    sort: null,
    size: 1,
    projectCode: null,
    startDate: null,
    endDate: null,
    gap: null,
    facet: null,
    query: f.query,
    // The outer search decides about empty content; the saved filter must not narrow it again.
    showEmptyContent: true,
    showRootCauselessContent: false,
    widget: false,
    quality: null,
    markingGoalId: null,
    tab: '',
    predictionStatus: null,
    comparisonStartDate: null,
    comparisonEndDate: null,
    originalComparisonEndDate: null,
    searchByDate: null,
    topic: null,
    hasTopic: false,
    applyVirtualCategories: false,
    selectedWidgets: [],
    rrId: null,
    dofc: null,
    cjs: null,
    nid: null,
    fieldQueries: f.fieldQueries,
    categoryQueries: f.categoryQueries.map((q) => ({ ...q, ids: q.ids.filter((id) => !id.virtual) })),
    modelCategoryLists: [],
    documentIds: [],
  };
}
