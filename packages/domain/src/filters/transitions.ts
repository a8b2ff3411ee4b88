import { previousPeriod } from '../dates/comparison.js';
import { isValidRange, normalizeRange, sameRange, type DateRange, type MaybeDateRange } from '../dates/range.js';
import type { ZoneOptions } from '../dates/zone.js';
import { shellConstants } from '../shell/constants.js';
import { tabBehaviour, type CategoryQuery, type FieldQuery, type FilterState } from './state.js';

/*
 * The filter transitions (docs/filters-and-urls.md) as pure functions: each returns a new state, or the same object when the
 * change is ignored, so a caller can skip a search with `next === state`.
 */

/** Changing the query resets the page to 0. */
export const setQuery = (state: FilterState, query: string): FilterState => ({
  ...state,
  query,
  page: shellConstants.defaultPage,
});

/** Changing the page turns widget reload off: the widgets summarise all pages, not this one. */
export const setPage = (state: FilterState, page: number): FilterState => ({ ...state, page, widget: false });

/** Changing the page size turns widget reload off. */
export const setSize = (state: FilterState, size: number): FilterState => ({ ...state, size, widget: false });

/** Sorting turns widget reload off. */
export const setSort = (state: FilterState, sort: string | null): FilterState => ({ ...state, sort, widget: false });

/** Applying the sidebar selection resets the page to 0 and reloads the widgets. */
export const applySidebar = (
  state: FilterState,
  selection: { fieldQueries?: readonly FieldQuery[]; categoryQueries?: readonly CategoryQuery[] },
): FilterState => ({
  ...state,
  fieldQueries: selection.fieldQueries ?? state.fieldQueries,
  categoryQueries: selection.categoryQueries ?? state.categoryQueries,
  page: shellConstants.defaultPage,
  widget: true,
});

/**
 * Filtering by a root cause (`rrId`, `id|label` or a bare id) or a topic, or including the documents without a root
 * cause. Fields not given keep their value. `showRootCauselessContent` only widens an rrId/topic filter, so it is
 * switched off when neither is left. Page goes back to 0 and widgets reload; an unchanged state is ignored.
 */
export function setRootCauseFilter(
  state: FilterState,
  change: { rrId?: string | null; topic?: string | null; showRootCauselessContent?: boolean },
): FilterState {
  const rrId = change.rrId === undefined ? state.rrId : change.rrId === '' ? null : change.rrId;
  const topic = change.topic === undefined ? state.topic : change.topic === '' ? null : change.topic;
  const wanted = change.showRootCauselessContent ?? state.showRootCauselessContent;
  const showRootCauselessContent = wanted && (rrId !== null || topic !== null);
  if (rrId === state.rrId && topic === state.topic && showRootCauselessContent === state.showRootCauselessContent) return state;
  return { ...state, rrId, topic, showRootCauselessContent, page: shellConstants.defaultPage, widget: true };
}

/**
 * Resetting filters clears topic, rrId, nid, cjs, cj, acid, both empty-content flags and the stored
 * status flags (our reading of "stored flags": status and predictionStatus), together with the query, field and
 * category filters; it keeps the dates (main and comparison, searchByDate, gap), the tab, page size and sort, and
 * the drill-downs the reset rule does not name (dofc, wcj). Page goes back to 0 and widgets reload.
 */
export const resetFilters = (state: FilterState): FilterState => ({
  ...state,
  query: '',
  fieldQueries: [],
  categoryQueries: [],
  topic: null,
  rrId: null,
  nid: null,
  cjs: null,
  cj: null,
  acid: null,
  showEmptyContent: false,
  showRootCauselessContent: false,
  status: null,
  predictionStatus: null,
  page: shellConstants.defaultPage,
  widget: true,
});

const rangeOf = (start: Date | null, end: Date | null): MaybeDateRange => ({ start, end });

/**
 * A new main date range. Ignored (the same state is returned) when the range is invalid or equal to the current
 * one; the end is normalised first (23:59:59 → .999). Otherwise page 0 and widgets reload, since the
 * result set changed (our reading; the requirement names only the ignore rule).
 */
export function setDateRange(state: FilterState, range: MaybeDateRange, options: ZoneOptions = {}): FilterState {
  if (!isValidRange(range)) return state;
  const next = normalizeRange(range, options);
  if (sameRange(next, rangeOf(state.startDate, state.endDate))) return state;
  return { ...state, startDate: next.start, endDate: next.end, page: shellConstants.defaultPage, widget: true };
}

/**
 * A new comparison range, checked like the main range: invalid or unchanged is ignored. `null` switches the
 * comparison off (clears both dates).
 */
export function setComparisonRange(state: FilterState, range: MaybeDateRange | null, options: ZoneOptions = {}): FilterState {
  if (range === null) {
    if (state.comparisonStartDate === null && state.comparisonEndDate === null) return state;
    return { ...state, comparisonStartDate: null, comparisonEndDate: null, widget: true };
  }
  if (!isValidRange(range)) return state;
  const next = normalizeRange(range, options);
  if (sameRange(next, rangeOf(state.comparisonStartDate, state.comparisonEndDate))) return state;
  return { ...state, comparisonStartDate: next.start, comparisonEndDate: next.end, widget: true };
}

/**
 * Switching tabs (the tab table of docs/filters-and-urls.md). The new tab keeps the other filters only when its "keeps other filters"
 * column says yes; otherwise they are reset as by `resetFilters`. A tab without comparison drops the comparison
 * range; a tab with comparison on by default gets the previous period of the main range when none is set.
 * Dates themselves are kept (a tab without a date filter simply does not send them).
 */
export function switchTab(state: FilterState, tab: string, options: ZoneOptions = {}): FilterState {
  if (tab === state.tab) return state;
  const behaviour = tabBehaviour(tab);
  let next: FilterState = behaviour.keepsFiltersOnSwitch
    ? { ...state, page: shellConstants.defaultPage, widget: true }
    : resetFilters(state);
  next = { ...next, tab };
  const main = rangeOf(state.startDate, state.endDate);
  if (!behaviour.comparisonOffered) next = { ...next, comparisonStartDate: null, comparisonEndDate: null };
  else if (
    behaviour.comparisonOnByDefault &&
    next.comparisonStartDate === null &&
    next.comparisonEndDate === null &&
    isValidRange(main)
  ) {
    const previous: DateRange = previousPeriod(main, options);
    next = { ...next, comparisonStartDate: previous.start, comparisonEndDate: previous.end };
  }
  return next;
}
