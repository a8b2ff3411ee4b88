import { describe, expect, it } from 'vitest';
import { createFilterState, projectTabs, tabBehaviour, tabBehaviours, type FilterState } from './state.js';
import {
  applySidebar,
  resetFilters,
  setComparisonRange,
  setDateRange,
  setPage,
  setQuery,
  setRootCauseFilter,
  setSize,
  setSort,
  switchTab,
} from './transitions.js';

const d = (iso: string) => new Date(iso);
const busy: FilterState = createFilterState({
  query: 'kargo',
  page: 4,
  size: 25,
  sort: 'date',
  widget: false,
  startDate: d('2024-01-01T00:00:00Z'),
  endDate: d('2024-01-31T23:59:59.999Z'),
  comparisonStartDate: d('2023-12-01T00:00:00Z'),
  comparisonEndDate: d('2023-12-31T23:59:59.999Z'),
  searchByDate: 'CREATE_DATE',
  gap: 'week',
  fieldQueries: [{ fieldName: 'city', operand: 'IN', values: [{ key: 'Van' }] }],
  categoryQueries: [
    {
      fieldName: 'M',
      operand: 'OR',
      ids: [{ _id: 'c', code: null, name: 'C', sentiment: null, virtual: false, dynamic: false }],
    },
  ],
  topic: 't',
  rrId: 'r',
  nid: 'n',
  cjs: 's',
  cj: 'j',
  acid: 'a',
  dofc: 'f',
  wcj: 'w',
  showEmptyContent: true,
  showRootCauselessContent: true,
  status: 'COMPLETED',
  predictionStatus: 'FAILED',
});

describe('tab behaviour', () => {
  it.each([
    ['project_data', [true, true, true, false, true]],
    ['cj_customer_journey', [true, true, true, true, true]],
    ['training', [true, true, false, false, false]],
    ['rootCauseAnalysis', [true, true, false, false, false]],
    ['reports', [true, true, false, false, false]],
    ['cx_dashboard', [false, true, true, true, false]],
    ['ws_customer_journey', [false, true, true, false, false]],
    ['settings', [false, false, false, false, false]],
    ['agentStatistics', [false, false, false, false, false]],
    ['unknown', [false, false, false, false, false]],
    ['toString', [false, false, false, false, false]],
    ['', [false, false, false, false, false]],
  ])('%s', (tab, [filtersApply, dateFilter, comparisonOffered, comparisonOnByDefault, keepsFiltersOnSwitch]) => {
    expect(tabBehaviour(tab)).toEqual({
      filtersApply,
      dateFilter,
      comparisonOffered,
      comparisonOnByDefault,
      keepsFiltersOnSwitch,
    });
  });

  it('covers every tab', () => {
    expect(Object.keys(tabBehaviours).sort()).toEqual([...projectTabs].sort());
  });
});

describe('filter transitions', () => {
  it('changing the query resets the page', () => {
    expect(setQuery(busy, 'iade')).toMatchObject({ query: 'iade', page: 0, size: 25 });
  });

  it('page, size and sort turn widget reload off', () => {
    const on = { ...busy, widget: true };
    expect(setPage(on, 7)).toMatchObject({ page: 7, widget: false });
    expect(setSize(on, 50)).toMatchObject({ size: 50, widget: false });
    expect(setSort(on, null)).toMatchObject({ sort: null, widget: false });
  });

  it('applying the sidebar resets the page and reloads widgets', () => {
    const next = applySidebar(busy, { fieldQueries: [] });
    expect(next).toMatchObject({ page: 0, widget: true, fieldQueries: [] });
    expect(next.categoryQueries).toBe(busy.categoryQueries);
    expect(applySidebar(busy, { categoryQueries: [] }).fieldQueries).toBe(busy.fieldQueries);
  });

  it('reset clears the listed filters and keeps the dates', () => {
    const next = resetFilters(busy);
    expect(next).toMatchObject({
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
      query: '',
      fieldQueries: [],
      categoryQueries: [],
      page: 0,
      widget: true,
    });
    expect(next).toMatchObject({
      startDate: busy.startDate,
      endDate: busy.endDate,
      comparisonStartDate: busy.comparisonStartDate,
      comparisonEndDate: busy.comparisonEndDate,
      searchByDate: 'CREATE_DATE',
      gap: 'week',
      tab: busy.tab,
      size: 25,
      sort: 'date',
      dofc: 'f',
      wcj: 'w',
    });
  });

  it('filters by a root cause or topic; documents without a root cause only widen such a filter', () => {
    const plain = createFilterState({ page: 3, widget: false });
    const byCause = setRootCauseFilter(plain, { rrId: 'rc-1|Late delivery' });
    expect(byCause).toMatchObject({ rrId: 'rc-1|Late delivery', topic: null, page: 0, widget: true });
    const widened = setRootCauseFilter(byCause, { showRootCauselessContent: true });
    expect(widened.showRootCauselessContent).toBe(true);
    // Alone the switch does nothing, so it is not kept: removing the last root cause filter turns it off.
    expect(setRootCauseFilter(widened, { rrId: null })).toMatchObject({ rrId: null, showRootCauselessContent: false });
    expect(setRootCauseFilter(plain, { showRootCauselessContent: true })).toBe(plain);
    expect(setRootCauseFilter(byCause, { rrId: 'rc-1|Late delivery' })).toBe(byCause);
    const both = setRootCauseFilter(widened, { topic: 't-9' });
    expect(setRootCauseFilter(both, { rrId: '' })).toMatchObject({ rrId: null, topic: 't-9', showRootCauselessContent: true });
    // Reset clears them and keeps the dates.
    const dated = { ...both, startDate: busy.startDate, endDate: busy.endDate };
    expect(resetFilters(dated)).toMatchObject({ rrId: null, topic: null, showRootCauselessContent: false, startDate: busy.startDate });
  });

  it('takes a valid new date range, extending 23:59:59 to .999', () => {
    const next = setDateRange(busy, { start: d('2024-02-01T00:00:00Z'), end: d('2024-02-29T23:59:59Z') });
    expect(next).toMatchObject({
      startDate: d('2024-02-01T00:00:00Z'),
      endDate: d('2024-02-29T23:59:59.999Z'),
      page: 0,
      widget: true,
    });
  });

  it('ignores an invalid or unchanged date range', () => {
    expect(setDateRange(busy, { start: d('2024-02-02T00:00:00Z'), end: d('2024-02-01T00:00:00Z') })).toBe(busy);
    expect(setDateRange(busy, { start: null, end: d('2024-02-01T00:00:00Z') })).toBe(busy);
    expect(setDateRange(busy, { start: d('2024-01-01T00:00:00Z'), end: d('2024-01-31T23:59:59Z') })).toBe(busy);
  });

  it('checks a comparison range the same way, and null switches comparison off', () => {
    const next = setComparisonRange(busy, { start: d('2023-11-01T00:00:00Z'), end: d('2023-11-30T23:59:59Z') });
    expect(next).toMatchObject({
      comparisonStartDate: d('2023-11-01T00:00:00Z'),
      comparisonEndDate: d('2023-11-30T23:59:59.999Z'),
    });
    expect(setComparisonRange(busy, { start: d('2023-11-02T00:00:00Z'), end: d('2023-11-01T00:00:00Z') })).toBe(busy);
    expect(setComparisonRange(busy, { start: busy.comparisonStartDate, end: busy.comparisonEndDate })).toBe(busy);
    expect(setComparisonRange(busy, null)).toMatchObject({ comparisonStartDate: null, comparisonEndDate: null });
    const off = setComparisonRange(busy, null);
    expect(setComparisonRange(off, null)).toBe(off);
  });
});

describe('switchTab', () => {
  it('does nothing when the tab does not change', () => {
    expect(switchTab(busy, 'project_data')).toBe(busy);
  });

  it('keeps the other filters when the target tab says so', () => {
    const next = switchTab(busy, 'cj_customer_journey');
    expect(next).toMatchObject({
      tab: 'cj_customer_journey',
      query: 'kargo',
      fieldQueries: busy.fieldQueries,
      topic: 't',
      page: 0,
    });
    expect(next.comparisonStartDate).toBe(busy.comparisonStartDate);
  });

  it('resets the other filters otherwise, keeping the dates', () => {
    const next = switchTab(busy, 'cx_dashboard');
    expect(next).toMatchObject({ tab: 'cx_dashboard', query: '', fieldQueries: [], topic: null, startDate: busy.startDate });
  });

  it('drops the comparison on tabs without one', () => {
    expect(switchTab(busy, 'training')).toMatchObject({
      comparisonStartDate: null,
      comparisonEndDate: null,
      startDate: busy.startDate,
    });
    expect(switchTab(busy, 'unknown-tab')).toMatchObject({ comparisonStartDate: null, comparisonEndDate: null });
  });

  it('turns the comparison on with the previous period where it is on by default', () => {
    const noComparison = { ...busy, comparisonStartDate: null, comparisonEndDate: null };
    expect(switchTab(noComparison, 'cx_dashboard')).toMatchObject({
      comparisonStartDate: d('2023-12-01T00:00:00Z'),
      comparisonEndDate: d('2023-12-31T23:59:59.999Z'),
    });
    expect(switchTab(noComparison, 'ws_customer_journey')).toMatchObject({ comparisonStartDate: null });
    const noDates = { ...noComparison, startDate: null };
    expect(switchTab(noDates, 'cj_customer_journey')).toMatchObject({ comparisonStartDate: null });
  });
});
