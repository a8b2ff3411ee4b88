import { endpoints, rolePermissions, type CategoryOperand, type FieldOperand, type SearchRequest, type SearchResponse } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, searchBody, seedDocuments, type Analysis } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Search Co');
  owner = ws.owner;
  outsider = ws.outsider;
  a = await createAnalysis(t, owner, ws.model, 'search-co');
  ids = await seedDocuments(t, a, mixedDocuments);
});
afterAll(() => t.close());

const search = (overrides: Partial<SearchRequest> = {}): Promise<SearchResponse> =>
  owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: searchBody(overrides) });
const externalIds = (r: SearchResponse) => r.documents.content.map((d) => d.externalId);
const sorted = (r: SearchResponse) => externalIds(r).sort();

describe('document search', () => {
  it('lists the non-empty documents newest first, with categories and the prediction summary', async () => {
    const r = await search();
    expect(externalIds(r)).toEqual(['d5', 'd4', 'd3', 'd2', 'd1']);
    expect(r.documents.total).toBe(5);
    const d3 = r.documents.content.find((d) => d.externalId === 'd3');
    expect(d3?.categories.map((c) => c.name).sort()).toEqual(['App', 'Delivery']);
    expect(d3?.categories[0]?.spans).toEqual([]);
    expect(r.predictionSummary).toEqual({
      inlineCount: 1,
      failedCount: 1,
      alertedCount: 0,
      processedCount: 4,
      retryAllActive: false,
      retryAllPercentage: 0,
    });
    // The widget flag is on: the user's dashboard (the built-in widgets) comes along.
    expect(r.widgets.map((w) => w.kind)).toEqual([
      'NPS',
      'SENTIMENT',
      'CATEGORY_DISTRIBUTION',
      'CATEGORY_COMPARISON',
      'IMPACT',
      'TIME_TREND',
    ]);
    expect(r.modelCategoryCounts.map((m) => m.modelCode)).toEqual([a.modelCode]);
    expect(r.modelCategoryCounts[0]?.counts.sort((x, y) => x.categoryId.localeCompare(y.categoryId))).toEqual(
      [
        { categoryId: a.categories['Delivery'] ?? '', count: 2 },
        { categoryId: a.categories['App'] ?? '', count: 2 },
        { categoryId: a.categories['Billing'] ?? '', count: 1 },
      ].sort((x, y) => x.categoryId.localeCompare(y.categoryId)),
    );
    expect((await search({ showEmptyContent: true })).documents.total).toBe(6);
  });

  it('leaves the aggregates out when the widget flag is off (paging, sorting): same page, same total', async () => {
    const full = await search({ size: 2, page: 1 });
    const paged = await search({ size: 2, page: 1, widget: false });
    expect(paged.documents).toEqual(full.documents);
    expect(paged.predictionSummary).toEqual(full.predictionSummary);
    expect(paged.facets).toEqual([]);
    expect(paged.modelCategoryCounts).toEqual([]);
    expect(full.facets.length).toBeGreaterThan(0);
  });

  it('pages and sorts', async () => {
    const first = await search({ size: 2 });
    const second = await search({ size: 2, page: 1 });
    expect([...externalIds(first), ...externalIds(second)]).toEqual(['d5', 'd4', 'd3', 'd2']);
    expect(externalIds(await search({ sort: 'CONTENT_DATE_ASC', size: 2 }))).toEqual(['d1', 'd2']);
    expect(externalIds(await search({ sort: 'CREATE_DATE_DESC', size: 2 }))).toEqual(['d5', 'd2']);
    expect(externalIds(await search({ sort: 'CONFIDENCE_DESC' }))).toHaveLength(5);
    expect(externalIds(await search({ sort: 'RELEVANCE', query: 'courier' }))).toEqual(['d1']);
  });

  it('finds text in the document language (Turkish stemming, English stemming)', async () => {
    expect(sorted(await search({ query: 'couriers' }))).toEqual(['d1']);
    expect(sorted(await search({ query: 'kargo' }))).toEqual(['d3']);
    expect(sorted(await search({ query: '  crashing  ' }))).toEqual(['d4']);
  });

  it('refuses a query under three characters and an inverted date range', async () => {
    const short = await owner.client.request(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ query: ' ab ' }),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ messageCode: 'SEARCH_TOO_SHORT' });
    const dates = await owner.client.request(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-01-01T00:00:00.000Z' }),
    });
    expect(dates.status).toBe(400);
    expect(dates.body).toMatchObject({ messageCode: 'DATE_RANGE_INVALID' });
  });

  it('filters by each date kind', async () => {
    const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
    expect(sorted(await search(range))).toEqual(['d1', 'd2']);
    expect(sorted(await search({ ...range, searchByDate: 'CREATE_DATE' }))).toEqual(['d3', 'd4']);
    await t.db
      .updateTable('project_document')
      .set({ status_updated_at: new Date('2025-06-01T00:00:00.000Z') })
      .where('id', '=', ids['d4'] ?? '')
      .execute();
    expect(
      sorted(
        await search({
          startDate: '2025-05-01T00:00:00.000Z',
          endDate: '2025-07-01T00:00:00.000Z',
          searchByDate: 'LAST_STATUS_UPDATE_DATE',
        }),
      ),
    ).toEqual(['d4']);
  });

  it('filters by prediction status and built-in fields', async () => {
    expect(sorted(await search({ predictionStatus: 'INLINE' }))).toEqual(['d5']);
    const fq = (fieldName: string, operand: FieldOperand, keys: string[]) => ({
      fieldQueries: [{ fieldName, operand, values: keys.map((key) => ({ key })) }],
    });
    expect(sorted(await search(fq('channel', 'IN', ['APP_REVIEW'])))).toEqual(['d2', 'd4']);
    expect(sorted(await search(fq('channel', 'NOT_IN', ['APP_REVIEW'])))).toEqual(['d1', 'd3', 'd5']);
    expect(sorted(await search(fq('sentiment', 'IN', ['NEGATIVE'])))).toEqual(['d1', 'd2']);
    expect(sorted(await search(fq('language', 'IN', ['tr'])))).toEqual(['d3', 'd5']);
    expect(sorted(await search(fq('status', 'IN', ['UNMARKED'])))).toHaveLength(5);
    expect(sorted(await search(fq('predictionStatus', 'IN', ['SUCCESS'])))).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(sorted(await search(fq('alerted', 'IN', ['false'])))).toHaveLength(5);
    expect(sorted(await search(fq('sentiment', 'NOT_EXISTS', ['*'])))).toEqual(['d5']);
  });

  it('filters attributes with every operand', async () => {
    const fq = (fieldName: string, operand: FieldOperand, values: SearchRequest['fieldQueries'][number]['values']) =>
      search({ fieldQueries: [{ fieldName, operand, values }] });
    expect(sorted(await fq('segment', 'IN', [{ key: 'gold' }]))).toEqual(['d1', 'd3']);
    expect(sorted(await fq('segment', 'NOT_IN', [{ key: 'gold' }]))).toEqual(['d2', 'd4', 'd5']);
    expect(sorted(await fq('segment', 'CONTAINS', [{ key: 'SIL' }]))).toEqual(['d2']);
    expect(sorted(await fq('nps', 'IN', [{ key: '6' }]))).toEqual(['d2']);
    expect(sorted(await fq('nps', 'BETWEEN', [0, 6]))).toEqual(['d1', 'd2']);
    expect(sorted(await fq('nps', 'RANGE', [{ key: 'GT', minValue: 6 }]))).toEqual(['d3', 'd4']);
    expect(
      sorted(
        await fq('nps', 'RANGE', [
          { key: 'GTE', minValue: 6 },
          { key: 'LT', maxValue: 10 },
        ]),
      ),
    ).toEqual(['d2', 'd3']);
    expect(sorted(await fq('tags', 'IN', [{ key: 'vip' }]))).toEqual(['d1']);
    expect(sorted(await fq('tags', 'IN', [{ key: 'repeat' }]))).toEqual(['d1', 'd2']);
    expect(sorted(await fq('tags', 'EXISTS', [{ key: '*' }]))).toEqual(['d1', 'd2']);
    expect(sorted(await fq('tags', 'NOT_EXISTS', [{ key: '*' }]))).toEqual(['d3', 'd4', 'd5']);
    const unknown = await owner.client.request(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ fieldQueries: [{ fieldName: 'nope', operand: 'IN', values: [{ key: 'x' }] }] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ messageCode: 'ATTRIBUTE_UNKNOWN' });
  });

  it('filters categories: IN, NOT_IN, ALL, sentiment key, dynamic and virtual ids', async () => {
    const id = (name: string, extra: Partial<{ sentimentKey: string; virtual: boolean; dynamicKey: string }> = {}) => ({
      categoryId: a.categories[name] ?? name,
      sentimentKey: extra.sentimentKey ?? null,
      virtual: extra.virtual ?? false,
      dynamicKey: extra.dynamicKey ?? null,
    });
    const cq = (operand: CategoryOperand, ids: ReturnType<typeof id>[]) =>
      search({ categoryQueries: [{ fieldName: a.modelCode, operand, ids }] });
    expect(sorted(await cq('IN', [id('Delivery')]))).toEqual(['d1', 'd3']);
    expect(sorted(await cq('IN', [id('Delivery'), id('Billing')]))).toEqual(['d1', 'd2', 'd3']);
    expect(sorted(await cq('NOT_IN', [id('Delivery')]))).toEqual(['d2', 'd4', 'd5']);
    expect(sorted(await cq('ALL', [id('Delivery'), id('App')]))).toEqual(['d3']);
    expect(sorted(await cq('IN', [id('Delivery', { sentimentKey: 'POSITIVE' })]))).toEqual(['d3']);
    expect(sorted(await cq('IN', [{ ...id('x'), categoryId: 'silver', dynamicKey: 'segment' }]))).toEqual(['d2']);
    expect(sorted(await cq('IN', [{ ...id('x'), categoryId: 'DYN_segment~gold', dynamicKey: 'segment' }]))).toEqual(['d1', 'd3']);
    expect(sorted(await cq('IN', [id('Delivery', { virtual: true })]))).toEqual([]);
  });

  it('answers facets as group-bys: default keys, attributes and a model', async () => {
    const r = await search();
    expect(r.facets.map((f) => f.key)).toEqual(['CHANNEL', 'SENTIMENT', 'STATUS', 'PREDICTION_STATUS', 'LANGUAGE', 'LABEL']);
    expect(r.facets[0]?.facetList).toEqual([
      { _id: 'CALL_CENTER', count: 3, name: 'Call Center' },
      { _id: 'APP_REVIEW', count: 2, name: 'App Review' },
    ]);
    const custom = await search({ facet: `ATTRIBUTE:tags,CATEGORY:${a.modelCode}` });
    expect(custom.facets[0]).toEqual({
      key: 'ATTRIBUTE:tags',
      facetList: [
        { _id: 'repeat', count: 2 },
        { _id: 'vip', count: 1 },
      ],
    });
    expect(custom.facets[1]?.facetList).toContainEqual({ _id: a.categories['Delivery'], count: 2, name: 'Delivery' });

    const one = await owner.client.call(endpoints.documentFacet, {
      params: { code: a.code, kind: 'ATTRIBUTE', key: 'segment' },
      body: searchBody({ fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'CALL_CENTER' }] }] }),
    });
    expect(one).toEqual({ key: 'ATTRIBUTE:segment', facetList: [{ _id: 'gold', count: 2 }] });
  });

  it('lists attribute values for a filter picker with text and paging', async () => {
    const all = await owner.client.call(endpoints.fieldFacet, { params: { code: a.code, field: 'segment' }, body: { size: 2 } });
    expect(all.values.map((v) => v.value)).toEqual(['=HYPERLINK("x")', 'gold']);
    expect(all.last).toBe(false);
    const next = await owner.client.call(endpoints.fieldFacet, {
      params: { code: a.code, field: 'segment' },
      body: { size: 2, lastFieldValue: 'gold' },
    });
    expect(next).toEqual({ values: [{ value: 'silver', count: 1 }], last: true });
    const text = await owner.client.call(endpoints.fieldFacet, {
      params: { code: a.code, field: 'segment' },
      body: { filteredText: 'OL' },
    });
    expect(text.values).toEqual([{ value: 'gold', count: 2 }]);
  });

  it('keeps other workspaces out', async () => {
    const res = await outsider.client.request(endpoints.documentSearch, { params: { code: a.code }, body: searchBody() });
    expect(res.status).toBe(404);
    const facet = await outsider.client.request(endpoints.fieldFacet, { params: { code: a.code, field: 'segment' }, body: {} });
    expect(facet.status).toBe(404);
  });

  it('is what the benchmark calls: the search service', () => {
    const services = t.app.services.projects.documents;
    expect(typeof services.search.search).toBe('function');
  });
});

describe('the search body (see docs/search.md)', () => {
  const post = (body: unknown) =>
    owner.client.request(endpoints.documentSearch, { params: { code: a.code }, body: body as SearchRequest });
  const fieldsOf = (res: { body: unknown }) =>
    (res.body as { fields?: { field: string; messageCode: string }[] }).fields?.map((f) => [f.field, f.messageCode]);

  it('takes every field as optional: {} is the first page, without the aggregates', async () => {
    const res = await post({});
    expect(res.status).toBe(200);
    const r = (res.body as { data: SearchResponse }).data;
    expect(r.documents).toMatchObject({ page: 0, size: 10, total: 5 });
    expect(r.widgets).toEqual([]);
    expect(r.facets).toEqual([]);
  });

  it('answers {"query":"kargo","size":5}', async () => {
    const res = await post({ query: 'kargo', size: 5 });
    expect(res.status).toBe(200);
    const r = (res.body as { data: SearchResponse }).data;
    expect(r.documents.size).toBe(5);
    expect(externalIds(r)).toEqual(['d3']);
  });

  it('refuses an unknown sort or operand, naming the field', async () => {
    const sort = await post({ sort: 'date,desc' });
    expect(sort.status).toBe(400);
    expect(fieldsOf(sort)).toEqual([['sort', 'FIELD_INVALID_OPTION']]);
    const operand = await post({ fieldQueries: [{ fieldName: 'channel', operand: 'LIKE', values: [{ key: 'CALL' }] }] });
    expect(operand.status).toBe(400);
    expect(fieldsOf(operand)).toEqual([['fieldQueries.0.operand', 'FIELD_INVALID_OPTION']]);
    const category = await post({ categoryQueries: [{ fieldName: a.modelCode, operand: 'OR', ids: [] }] });
    expect(fieldsOf(category)).toEqual([['categoryQueries.0.operand', 'FIELD_INVALID_OPTION']]);
  });

  it('accepts a projectCode equal to the path code and refuses another one', async () => {
    expect((await post({ projectCode: a.code })).status).toBe(200);
    const other = await post({ projectCode: 'someone-else' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ status: 400, type: 'ValidationException', messageCode: 'PROJECT_CODE_MISMATCH' });
    expect(fieldsOf(other)).toEqual([['projectCode', 'PROJECT_CODE_MISMATCH']]);
    // Access is judged first: another workspace's analysis stays a 404 whatever the body says.
    const outside = await outsider.client.request(endpoints.documentSearch, {
      params: { code: a.code },
      body: { ...searchBody(), projectCode: 'someone-else' },
    });
    expect(outside.status).toBe(404);
  });

  it('refuses filters it cannot honour yet instead of ignoring them, and accepts their defaults', async () => {
    expect((await post(searchBody())).status).toBe(200);
    // A marking drill-down is honoured (features/efficiency); a malformed one is refused, naming the field.
    const drill = await post({ quality: 'LOW', markingGoalId: 'g1' });
    expect(drill.status).toBe(400);
    expect(fieldsOf(drill)).toEqual([['markingGoalId', 'FIELD_INVALID']]);
    expect(fieldsOf(await post({ modelCategoryLists: [{ modelCode: a.modelCode, categoryIds: [] }] }))).toEqual([
      ['modelCategoryLists', 'FILTER_NOT_SUPPORTED'],
    ]);
    // Root causes and topics are filters now (root-cause-search.api.test.ts); alone, the root-causeless flag lists everything.
    expect((await post({ showRootCauselessContent: true })).status).toBe(200);
    // Only a restatement of comparisonEndDate: accepted.
    expect((await post({ originalComparisonEndDate: '2026-01-31T23:59:59.000Z' })).status).toBe(200);
  });

  it('shows the defaults in the OpenAPI document', async () => {
    const doc = (await owner.client.raw('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const path = endpoints.documentSearch.path.replace(/:(\w+)/g, '{$1}');
    const schema = doc.paths[path]?.['post']?.requestBody?.content['application/json']?.schema as {
      required?: string[];
      properties: Record<string, { default?: unknown; enum?: unknown[] }>;
    };
    expect(schema.required ?? []).toEqual([]);
    expect(schema.properties['size']?.default).toBe(10);
    expect(schema.properties['applyVirtualCategories']?.default).toBe(true);
    expect(schema.properties['searchByDate']?.default).toBe('CONTENT_DATE');
    expect(schema.properties['sort']?.default).toBeNull();
  });
});

describe('a search whose client has left', () => {
  it('stops before its next stage instead of computing an answer nobody reads', async () => {
    const scope = {
      id: a.workspaceId,
      code: owner.workspaceCode,
      name: 'Search Co',
      accountId: '',
      role: 'ADMIN',
      permissions: rolePermissions.ADMIN,
      userId: owner.userId,
    };
    const service = t.app.services.projects.documents.search;
    const live = await service.search(scope, a.code, searchBody(), new AbortController().signal);
    expect(live.documents.total).toBe(5);
    await expect(service.search(scope, a.code, searchBody(), AbortSignal.abort())).rejects.toMatchObject({
      status: 503,
      messageCode: 'SERVER_BUSY',
    });
  });
});
