import { describe, expect, it } from 'vitest';
import { buildSearchRequest, searchRequestSchema } from './search-request.js';
import { createFilterState, defaultFilterState, type FilterState } from './state.js';

const d = (iso: string) => new Date(iso);
const state: FilterState = createFilterState({
  query: 'iade',
  page: 1,
  size: 20,
  sort: 'CONTENT_DATE_ASC',
  startDate: d('2024-01-01T00:00:00Z'),
  endDate: d('2024-01-31T23:59:59Z'),
  comparisonStartDate: d('2023-12-01T00:00:00Z'),
  comparisonEndDate: d('2023-12-31T23:59:59Z'),
  gap: 'day',
  facet: 'city',
  topic: 'T1',
  rrId: 'rr-9|Geç teslimat',
  dofc: 'D2',
  cjs: 'S1',
  nid: 'N1',
  predictionStatus: 'SUCCESS',
  selectedWidgets: ['nps', 'sentiment'],
  modelCategoryLists: [{ modelCode: 'M1', categoryIds: ['a'] }],
  fieldQueries: [
    { fieldName: 'score', operand: 'BETWEEN', values: [{ key: '3,7' }, { key: 'x, 9 ,1.5' }] },
    {
      fieldName: 'age',
      operand: 'RANGE',
      values: [
        { key: 'GTE', minValue: 18 },
        { key: 'LT', maxValue: 65 },
      ],
    },
    { fieldName: 'city', operand: 'IN', values: [{ key: 'Van' }] },
    { fieldName: 'empty', operand: 'IN', values: [] },
  ],
  categoryQueries: [
    {
      fieldName: 'M1',
      operand: 'IN',
      ids: [
        { _id: 'c1', code: null, name: 'n', sentiment: 'NEGATIVE', virtual: true, dynamic: false },
        { _id: 'ist', code: 'city', name: 'İstanbul', sentiment: null, virtual: false, dynamic: true },
      ],
    },
    { fieldName: 'M2', operand: 'IN', ids: [] },
  ],
});

describe('buildSearchRequest', () => {
  it('builds the search body from the state', () => {
    const body = buildSearchRequest(state, { projectCode: 'P1', documentIds: ['d1'] });
    expect(body).toEqual({
      page: 1,
      sort: 'CONTENT_DATE_ASC',
      size: 20,
      projectCode: 'P1',
      startDate: '2024-01-01T00:00:00.000Z',
      endDate: '2024-01-31T23:59:59.999Z',
      gap: 'day',
      facet: 'city',
      query: 'iade',
      showEmptyContent: false,
      showRootCauselessContent: false,
      widget: true,
      quality: null,
      markingGoalId: null,
      tab: 'project_data',
      predictionStatus: 'SUCCESS',
      comparisonStartDate: '2023-12-01T00:00:00.000Z',
      comparisonEndDate: '2023-12-31T23:59:59.999Z',
      originalComparisonEndDate: '2023-12-31T23:59:59.000Z',
      searchByDate: 'CONTENT_DATE',
      topic: 'T1',
      hasTopic: true,
      applyVirtualCategories: true,
      selectedWidgets: ['nps', 'sentiment'],
      rrId: 'rr-9',
      dofc: 'D2',
      cjs: 'S1',
      nid: 'N1',
      fieldQueries: [
        { fieldName: 'score', operand: 'BETWEEN', values: [3, 7, 9] },
        {
          fieldName: 'age',
          operand: 'RANGE',
          values: [
            { key: 'GTE', minValue: 18 },
            { key: 'LT', maxValue: 65 },
          ],
        },
        { fieldName: 'city', operand: 'IN', values: [{ key: 'Van' }] },
      ],
      categoryQueries: [
        {
          fieldName: 'M1',
          operand: 'IN',
          ids: [
            { categoryId: 'c1', sentimentKey: 'NEGATIVE', virtual: true, dynamicKey: null },
            { categoryId: 'ist', sentimentKey: null, virtual: false, dynamicKey: 'city' },
          ],
        },
      ],
      modelCategoryLists: [{ modelCode: 'M1', categoryIds: ['a'] }],
      documentIds: ['d1'],
    });
    expect(searchRequestSchema.safeParse(body).success).toBe(true);
  });

  it('requests widgets only when the widget flag is on', () => {
    const body = buildSearchRequest({ ...state, widget: false });
    expect(body.widget).toBe(false);
    expect(body.selectedWidgets).toEqual([]);
  });

  it('reads an unknown sort from the URL as the default order, so a stale link still searches', () => {
    const body = buildSearchRequest({ ...defaultFilterState, sort: 'date,desc' });
    expect(body.sort).toBeNull();
    expect(searchRequestSchema.safeParse(body).success).toBe(true);
    expect(buildSearchRequest({ ...defaultFilterState, sort: 'CONTENT_DATE_ASC' }).sort).toBe('CONTENT_DATE_ASC');
  });

  it('turns an empty search date, empty strings and a missing pipe into nulls or the value itself', () => {
    const body = buildSearchRequest({ ...defaultFilterState, searchByDate: null, sort: '', topic: '', rrId: 'plain', facet: '' });
    expect(body).toMatchObject({
      searchByDate: null,
      sort: null,
      topic: null,
      hasTopic: false,
      rrId: 'plain',
      facet: null,
      projectCode: null,
    });
    expect(buildSearchRequest({ ...defaultFilterState, rrId: '|label' }).rrId).toBeNull();
    expect(searchRequestSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out what the tab does not apply', () => {
    const dashboard = buildSearchRequest({ ...state, tab: 'cx_dashboard' });
    expect(dashboard).toMatchObject({ query: '', fieldQueries: [], categoryQueries: [], startDate: '2024-01-01T00:00:00.000Z' });
    expect(dashboard.comparisonStartDate).not.toBeNull();
    const training = buildSearchRequest({ ...state, tab: 'training' });
    expect(training).toMatchObject({
      query: 'iade',
      comparisonStartDate: null,
      comparisonEndDate: null,
      originalComparisonEndDate: null,
    });
    const settings = buildSearchRequest({ ...state, tab: 'settings' });
    expect(settings).toMatchObject({ startDate: null, endDate: null, comparisonStartDate: null, query: '', fieldQueries: [] });
  });

  it('extends end dates in the tenant zone', () => {
    const body = buildSearchRequest({ ...state, endDate: d('2024-01-31T20:59:59Z') }, { timeZone: 'Europe/Istanbul' });
    expect(body.endDate).toBe('2024-01-31T20:59:59.999Z');
  });

  it('passes the context drill-downs through', () => {
    const body = buildSearchRequest(state, { quality: 'LOW', markingGoalId: 'g1', applyVirtualCategories: false });
    expect(body).toMatchObject({ quality: 'LOW', markingGoalId: 'g1', applyVirtualCategories: false, documentIds: [] });
  });

  it('sends null for invalid dates', () => {
    expect(buildSearchRequest({ ...state, startDate: new Date(Number.NaN) }).startDate).toBeNull();
  });
});

describe('searchRequestSchema', () => {
  it('fills every left-out field with what the web sends for a fresh data tab (widgets off)', () => {
    const parsed = searchRequestSchema.parse({});
    expect(parsed).toEqual({ ...buildSearchRequest(defaultFilterState), widget: false });
    expect(searchRequestSchema.parse({ query: 'kargo', size: 5 })).toMatchObject({ query: 'kargo', size: 5, page: 0 });
  });

  it('fills the defaults of nested filters', () => {
    const parsed = searchRequestSchema.parse({
      fieldQueries: [{ fieldName: 'city' }],
      categoryQueries: [{ fieldName: 'M1', ids: [{ categoryId: 'c1' }] }],
    });
    expect(parsed.fieldQueries).toEqual([{ fieldName: 'city', operand: 'IN', values: [] }]);
    expect(parsed.categoryQueries).toEqual([
      { fieldName: 'M1', operand: 'IN', ids: [{ categoryId: 'c1', sentimentKey: null, virtual: false, dynamicKey: null }] },
    ]);
  });

  it('refuses unknown sorts, operands and keys, naming the field', () => {
    const paths = (body: unknown) => searchRequestSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ sort: 'date,desc' })).toEqual(['sort']);
    expect(paths({ fieldQueries: [{ fieldName: 'city', operand: 'LIKE', values: [] }] })).toEqual(['fieldQueries.0.operand']);
    expect(paths({ categoryQueries: [{ fieldName: 'M1', operand: 'OR', ids: [] }] })).toEqual(['categoryQueries.0.operand']);
    expect(searchRequestSchema.safeParse({ nope: 1 }).success).toBe(false);
  });
});
