import { endpoints, parseUrlDate, type CategoryTrend, type CategoryTrendBody, type SearchRequest } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { applyDrill } from '../project-dashboard/index.js';
import {
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';
import { docsOn, storeAnalysis } from './test-support.js';

/**
 * Known counts: two weeks (Mon 2 – Sun 15 March 2026) against the two weeks before (16 Feb – 1 Mar), documents at
 * 10:00 UTC — the same local day in UTC and in Istanbul, so every count below holds in both reporting zones.
 */
const docs: SeedDocument[] = [
  // week of 2 March: 13 documents
  ...docsOn('2026-03-03', 4, ['Delivery'], 'w1'),
  ...docsOn('2026-03-04', 3, ['Billing'], 'w1'),
  ...docsOn('2026-03-05', 2, ['App'], 'w1'),
  ...docsOn('2026-03-06', 1, ['Staff'], 'w1'),
  ...docsOn('2026-03-06', 1, ['Queue'], 'w1'),
  ...docsOn('2026-03-06', 1, ['Price'], 'w1'),
  ...docsOn('2026-03-08', 1, [], 'w1'),
  // week of 9 March: 10 documents (two Billing reviews from the app)
  ...docsOn('2026-03-09', 1, ['Delivery'], 'w2'),
  ...docsOn('2026-03-10', 2, ['Billing'], 'w2', { channel: 'APP_REVIEW' }),
  ...docsOn('2026-03-11', 2, ['App'], 'w2'),
  ...docsOn('2026-03-12', 2, ['Staff'], 'w2'),
  ...docsOn('2026-03-15', 1, ['Price'], 'w2'),
  ...docsOn('2026-03-15', 1, ['Other'], 'w2'),
  ...docsOn('2026-03-15', 1, [], 'w2'),
  // the comparison: weeks of 16 and 23 February (1 March is that week's Sunday)
  ...docsOn('2026-02-17', 2, ['Delivery'], 'c1'),
  ...docsOn('2026-02-17', 1, ['Billing'], 'c1'),
  ...docsOn('2026-02-24', 1, ['Delivery'], 'c2'),
  ...docsOn('2026-03-01', 1, ['Delivery'], 'c2'),
  ...docsOn('2026-03-01', 1, ['App'], 'c2'),
  // outside both ranges
  ...docsOn('2026-02-10', 1, ['Delivery'], 'out'),
  ...docsOn('2026-03-16', 1, ['Billing'], 'out'),
];

const series = (r: CategoryTrend) =>
  Object.fromEntries(
    r.series.map((s) => [
      s.name,
      { points: s.points.map((p) => p.count), comparison: s.comparison.map((p) => p.count), total: s.total, change: s.change },
    ]),
  );

describe.each(['UTC', 'Europe/Istanbul'])('category trend in %s', (timeZone) => {
  let t: TestApp;
  let owner: SignedInUser;
  let outsider: SignedInUser;
  let a: Analysis;
  const local = (day: string, end = false) => parseUrlDate(day, { timeZone, end })?.toISOString() ?? null;
  const range: Partial<SearchRequest> = { startDate: local('2026-03-02'), endDate: local('2026-03-15', true) };
  const call = (user: SignedInUser, body: Partial<CategoryTrendBody>, search: Partial<SearchRequest> = range) =>
    user.client.request(endpoints.categoryTrend, {
      params: { code: a.code },
      body: { search: searchBody(search), modelCode: a.modelCode, period: 'week', ...body },
    });
  const trend = async (body: Partial<CategoryTrendBody> = {}, search: Partial<SearchRequest> = range) => {
    const res = await call(owner, body, search);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: CategoryTrend }).data;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TIME_ZONE: timeZone } });
    const ws = await documentsWorkspace(t, `Trend Co ${timeZone}`);
    ({ owner, outsider } = ws);
    a = await storeAnalysis(t, owner, timeZone === 'UTC' ? 'trend-utc' : 'trend-ist');
    await seedDocuments(t, a, docs);
  }, 120_000);
  afterAll(() => t?.close());

  it('counts the five largest categories per week, with shares of the week and the previous two weeks', async () => {
    const r = await trend();
    expect(r.period).toBe('week');
    expect(r.buckets).toEqual([local('2026-03-02'), local('2026-03-09')]);
    expect(r.comparisonBuckets).toEqual([local('2026-02-16'), local('2026-02-23')]);
    expect(r.totals).toEqual([13, 10]);
    expect(r.comparisonTotals).toEqual([3, 3]);
    // Delivery and Billing tie at 5: by name.
    expect(r.series.map((s) => s.name)).toEqual(['Billing', 'Delivery', 'App', 'Staff', 'Price']);
    expect(series(r)).toEqual({
      Billing: { points: [3, 2], comparison: [1, 0], total: 5, change: 4 },
      Delivery: { points: [4, 1], comparison: [2, 2], total: 5, change: 0.25 },
      App: { points: [2, 2], comparison: [0, 1], total: 4, change: 3 },
      Staff: { points: [1, 2], comparison: [0, 0], total: 3, change: null },
      Price: { points: [1, 1], comparison: [0, 0], total: 2, change: null },
    });
    const delivery = r.series.find((s) => s.name === 'Delivery');
    expect(delivery?.points.map((p) => p.share)).toEqual([4 / 13, 1 / 10]);
    expect(delivery?.comparison.map((p) => p.share)).toEqual([2 / 3, 2 / 3]);
    expect(r.series.every((s) => s.comparisonTotal === s.comparison.reduce((n, p) => n + p.count, 0))).toBe(true);
  });

  it('shows the picked categories in their order, a parent counting its leaves, under the filter of the tab', async () => {
    const ids = [a.categories['Store'] ?? '', a.categories['Other'] ?? '', a.categories['Billing'] ?? ''];
    const r = await trend({ categoryIds: ids });
    expect(series(r)).toEqual({
      Store: { points: [2, 2], comparison: [0, 0], total: 4, change: null },
      Other: { points: [0, 1], comparison: [0, 0], total: 1, change: null },
      Billing: { points: [3, 2], comparison: [1, 0], total: 5, change: 4 },
    });
    const callCentre = await trend(
      { categoryIds: [a.categories['Billing'] ?? ''] },
      { ...range, fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'CALL_CENTER' }] }] },
    );
    expect(callCentre.totals).toEqual([13, 8]);
    expect(series(callCentre)['Billing']).toEqual({ points: [3, 0], comparison: [1, 0], total: 3, change: 2 });
  });

  it('buckets by day, and a custom period counts days from the start', async () => {
    const days = await trend({ period: 'day', categoryIds: [a.categories['Delivery'] ?? ''] });
    expect(days.buckets).toHaveLength(14);
    expect(days.series[0]?.points.map((p) => p.count)).toEqual([0, 4, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    const custom = await trend({ period: 'custom', customDays: 5, categoryIds: [a.categories['Delivery'] ?? ''] });
    expect(custom.buckets).toEqual([local('2026-03-02'), local('2026-03-07'), local('2026-03-12')]);
    expect(custom.totals).toEqual([12, 6, 5]);
    expect(custom.series[0]?.points.map((p) => p.count)).toEqual([4, 1, 0]);
  });

  it('drills each point to exactly its documents in the document search', async () => {
    const all = Object.values(a.categories);
    for (const period of ['week', 'day'] as const) {
      const r = await trend({ period, categoryIds: all });
      const points = r.series.flatMap((s) => s.points.map((p) => ({ what: `${period} ${s.name} ${p.bucket}`, ...p })));
      expect(points.filter((p) => p.count > 0).length).toBeGreaterThan(10);
      const found: Record<string, number> = {};
      for (const p of points) {
        const search = applyDrill(searchBody(range), p.drill, timeZone);
        found[p.what] = (
          await owner.client.call(endpoints.documentSearch, { params: { code: a.code }, body: { ...search, widget: false } })
        ).documents.total;
      }
      expect(found).toEqual(Object.fromEntries(points.map((p) => [p.what, p.count])));
    }
  }, 120_000);

  it('refuses a range without dates, an unknown model or category, too many buckets, and other workspaces', async () => {
    const err = async (body: Partial<CategoryTrendBody>, search: Partial<SearchRequest> = range, user = owner) => {
      const res = await call(user, body, search);
      return { status: res.status, body: res.body as { messageCode: string; fields?: { field: string; messageCode: string }[] } };
    };
    const noDates = await err({}, { startDate: null, endDate: null });
    expect(noDates.status).toBe(400);
    expect(noDates.body.messageCode).toBe('DATE_RANGE_REQUIRED');
    expect((await err({}, { ...range, endDate: null })).body.fields?.[0]).toMatchObject({ field: 'search.endDate' });
    const model = await err({ modelCode: 'nope' });
    expect(model).toMatchObject({ status: 400, body: { messageCode: 'ANALYSIS_MODEL_NOT_FOUND' } });
    expect(model.body.fields?.[0]?.field).toBe('modelCode');
    const category = await err({ categoryIds: [a.categories['App'] ?? '', 'no-such-category'] });
    expect(category).toMatchObject({ status: 400, body: { messageCode: 'CATEGORY_NOT_FOUND' } });
    expect(category.body.fields?.[0]?.field).toBe('categoryIds.1');
    const many = await err({ categoryIds: Array.from({ length: 21 }, (_, i) => `c${i}`) });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('FIELD_TOO_BIG');
    const hourly = await err({ period: 'hour' }, { startDate: local('2026-01-01'), endDate: local('2026-03-15', true) });
    expect(hourly).toMatchObject({ status: 400, body: { messageCode: 'CALCULATION_TOO_LARGE' } });
    expect((await err({}, range, outsider)).status).toBe(404);
  });
});
