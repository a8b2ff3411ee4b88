import { shellConstants } from '../shell/constants.js';

/** Tabs of the project-detail page (docs/filters-and-urls.md). The URL may carry any other string: an unknown tab. */
export const projectTabs = [
  'project_data',
  'cj_customer_journey',
  'training',
  'rootCauseAnalysis',
  'reports',
  'cx_dashboard',
  'ws_customer_journey',
  'settings',
  'rules',
  'notification',
  'sources',
  'test',
  'assistant',
  'statistics',
  'agentStatistics',
] as const;
export type ProjectTab = (typeof projectTabs)[number];

/** Which date a range applies to; CONTENT_DATE is the default. */
export const searchByDates = ['CONTENT_DATE', 'CREATE_DATE', 'LAST_STATUS_UPDATE_DATE'] as const;
export type SearchByDate = (typeof searchByDates)[number];
/** A stored or sent text that names a date basis. */
export const isSearchByDate = (value: string): value is SearchByDate => (searchByDates as readonly string[]).includes(value);

/** Prediction status of a document (docs/documents-and-labels.md): queued, failed, success. */
export const predictionStatuses = ['INLINE', 'FAILED', 'SUCCESS'] as const;
export type PredictionStatus = (typeof predictionStatuses)[number];

/** Interaction status of a document (docs/documents-and-labels.md). */
export const interactionStatuses = [
  'UNMARKED',
  'AWAITING_APPROVAL',
  'AI_CONFIRMED',
  'MANUAL_CHANGES',
  'COMPLETED',
  'DISCARDED',
] as const;
export type InteractionStatus = (typeof interactionStatuses)[number];

/** Time bucket of trend widgets (our reading of `gap`; see docs/dashboards.md). */
export const gaps = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type Gap = (typeof gaps)[number];

/** Comparators of numeric range values: GTE and GT bound from below (minValue), LTE and LT from above (maxValue). */
export const lowerBoundKeys = ['GTE', 'GT'] as const;
export const upperBoundKeys = ['LTE', 'LT'] as const;

/**
 * One value of a field filter. A plain value has only a key. A numeric bound keeps its comparator in `key`
 * (GTE/GT with `minValue`, LTE/LT with `maxValue`): that is what the URL prefix `GTE_`… carries.
 */
export type FieldValue =
  | { key: string; minValue?: undefined; maxValue?: undefined }
  | { key: (typeof lowerBoundKeys)[number]; minValue: number; maxValue?: undefined }
  | { key: (typeof upperBoundKeys)[number]; maxValue: number; minValue?: undefined };

export interface FieldQuery {
  fieldName: string;
  operand: string;
  values: readonly FieldValue[];
}

/**
 * A selected category. `code` is the attribute code of a dynamic category (the URL's `DYN_{code}~`); it is not in
 * the URL otherwise, so it is null for the others. `name` is the display name, carried by its own URL parameter.
 */
export interface CategoryId {
  _id: string;
  code: string | null;
  name: string;
  sentiment: string | null;
  virtual: boolean;
  dynamic: boolean;
}

export interface CategoryQuery {
  fieldName: string;
  operand: string;
  ids: readonly CategoryId[];
}

/** Categories picked per model for the category widgets (shape not given by the requirements: our reading). */
export interface ModelCategoryList {
  modelCode: string;
  categoryIds: readonly string[];
}

/**
 * The project filter state (docs/filters-and-urls.md) plus the tab it belongs to. Strings that are "only in the URL when set"
 * are null when unset; the empty string counts as unset. Dates are instants; the tenant's zone turns them into
 * URL dates. `widget` is the "reload widgets" flag of the next search.
 */
export interface FilterState {
  tab: string;
  query: string;
  facet: string | null;
  widget: boolean;
  startDate: Date | null;
  endDate: Date | null;
  gap: Gap | null;
  comparisonStartDate: Date | null;
  comparisonEndDate: Date | null;
  categoryQueries: readonly CategoryQuery[];
  fieldQueries: readonly FieldQuery[];
  page: number;
  size: number;
  sort: string | null;
  status: InteractionStatus | null;
  predictionStatus: PredictionStatus | null;
  showEmptyContent: boolean;
  showRootCauselessContent: boolean;
  topic: string | null;
  rrId: string | null;
  dofc: string | null;
  nid: string | null;
  cjs: string | null;
  cj: string | null;
  wcj: string | null;
  acid: string | null;
  /** Null when the URL carries an empty `searchByDate`; the search request then sends null. */
  searchByDate: SearchByDate | null;
  userWidget: readonly string[];
  projectWidget: readonly string[];
  /** Widget codes shown on the page; requested only when `widget` is on. */
  selectedWidgets: readonly string[];
  modelCategoryLists: readonly ModelCategoryList[];
  firstRequest: boolean;
}

/** The state a project page starts from: page 0, size 10, tab project_data, CONTENT_DATE. */
export const defaultFilterState: Readonly<FilterState> = Object.freeze({
  tab: shellConstants.defaultTab,
  query: '',
  facet: null,
  widget: true,
  startDate: null,
  endDate: null,
  gap: null,
  comparisonStartDate: null,
  comparisonEndDate: null,
  categoryQueries: [],
  fieldQueries: [],
  page: shellConstants.defaultPage,
  size: shellConstants.defaultPageSize,
  sort: null,
  status: null,
  predictionStatus: null,
  showEmptyContent: false,
  showRootCauselessContent: false,
  topic: null,
  rrId: null,
  dofc: null,
  nid: null,
  cjs: null,
  cj: null,
  wcj: null,
  acid: null,
  searchByDate: 'CONTENT_DATE',
  userWidget: [],
  projectWidget: [],
  selectedWidgets: [],
  modelCategoryLists: [],
  firstRequest: true,
});

/** A fresh state: the defaults with `overrides` applied. */
export const createFilterState = (overrides: Partial<FilterState> = {}): FilterState => ({ ...defaultFilterState, ...overrides });

/** How a project-detail tab treats the filter bar (the tab table of docs/filters-and-urls.md). */
export interface TabBehaviour {
  filtersApply: boolean;
  dateFilter: boolean;
  comparisonOffered: boolean;
  comparisonOnByDefault: boolean;
  /** Switching to this tab keeps the other (non-date) filters; otherwise they are reset. */
  keepsFiltersOnSwitch: boolean;
}

const behaviour = (
  filtersApply: boolean,
  dateFilter: boolean,
  comparisonOffered: boolean,
  comparisonOnByDefault: boolean,
  keepsFiltersOnSwitch: boolean,
): TabBehaviour => Object.freeze({ filtersApply, dateFilter, comparisonOffered, comparisonOnByDefault, keepsFiltersOnSwitch });

const none = behaviour(false, false, false, false, false);
const training = behaviour(true, true, false, false, false);

export const tabBehaviours: Readonly<Record<ProjectTab, TabBehaviour>> = Object.freeze({
  project_data: behaviour(true, true, true, false, true),
  cj_customer_journey: behaviour(true, true, true, true, true),
  training,
  rootCauseAnalysis: training,
  reports: training,
  cx_dashboard: behaviour(false, true, true, true, false),
  ws_customer_journey: behaviour(false, true, true, false, false),
  settings: none,
  rules: none,
  notification: none,
  sources: none,
  test: none,
  assistant: none,
  statistics: none,
  agentStatistics: none,
});

/** True for the known project-detail tabs; the URL may carry any other string. */
export const isProjectTab = (tab: string): tab is ProjectTab => (projectTabs as readonly string[]).includes(tab);

/** The behaviour of a tab; an unknown tab has no filters and no date filter. */
export const tabBehaviour = (tab: string): TabBehaviour => (isProjectTab(tab) ? tabBehaviours[tab] : none);
