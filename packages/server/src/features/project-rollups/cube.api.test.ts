import type { SearchRequest } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { planSearch } from '../project-documents/search-plan.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';
import type { CubeDimension } from './cube.js';
import type { CubeService } from './cube-service.js';

let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let cube: CubeService;
let cat: Catalogue;

/** More days, both channels, several sentiment spellings and NPS / CSAT answers on top of the search's mix. */
const extra: SeedDocument[] = Array.from({ length: 12 }, (_, i) => ({
  externalId: `e${i}`,
  content: `extra document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}T${String((i * 7) % 24).padStart(2, '0')}:15:00.000Z`,
  channel: i % 2 === 0 ? 'CALL_CENTER' : 'APP_REVIEW',
  attributes: { nps: i % 11, csat: String(1 + (i % 10)) },
  categories: i % 3 === 0 ? ['Delivery'] : i % 3 === 1 ? ['Billing', 'App'] : [],
  sentiment: ['POSITIVE', 'olumsuz', 'Nötr', null][i % 4] ?? null,
}));

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Cube Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'cube-co');
  await sql`update project set settings = settings || '{"npsField":"nps","csatField":"csat"}'::jsonb where id = ${a.id}`.execute(
    t.db,
  );
  await seedDocuments(t, a, [...mixedDocuments, ...extra]);
  cube = t.app.services.projects.rollups.cube;
  cat = await t.app.services.projects.documents.search.catalogue(
    {
      id: a.workspaceId,
      code: owner.workspaceCode,
      name: '',
      accountId: '',
      role: 'ADMIN',
      permissions: [],
      userId: owner.userId,
    },
    a.code,
  );
}, 120_000);
afterAll(() => t.close());

const cq = (categoryId: string) => ({
  fieldName: a.modelCode,
  operand: 'IN' as const,
  ids: [{ categoryId, sentimentKey: null, virtual: false, dynamicKey: null }],
});

describe('the cube', () => {
  const cases: [string, () => Partial<SearchRequest>, CubeDimension[], ('day' | 'week' | 'month' | 'quarter' | 'year')?][] = [
    ['no filter', () => ({}), []],
    ['with empty content', () => ({ showEmptyContent: true }), ['status']],
    [
      'channel filter',
      () => ({ fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }] }),
      ['sentiment'],
    ],
    [
      'sentiment NOT_IN',
      () => ({ fieldQueries: [{ fieldName: 'sentiment', operand: 'NOT_IN', values: [{ key: 'POSITIVE' }] }] }),
      ['channel'],
    ],
    ['date range', () => ({ startDate: '2026-01-06T00:00:00.000Z', endDate: '2026-02-15T23:59:59.999Z' }), ['bucket'], 'week'],
    ['prediction status', () => ({ predictionStatus: 'SUCCESS' }), ['language', 'predictionStatus']],
    ['one category', () => ({ categoryQueries: [cq(a.categories['Delivery'] ?? '')] }), ['bucket', 'channel'], 'month'],
    ['by category', () => ({}), ['category', 'channel']],
    ['by category in a range', () => ({ startDate: '2026-02-01T00:00:00.000Z' }), ['category', 'bucket'], 'quarter'],
    ['by bucket and sentiment', () => ({}), ['bucket', 'sentiment'], 'year'],
    // The category rollup keys the document's sentiment (0016): sentiment filters and groups of category rows.
    ['one category by sentiment', () => ({ categoryQueries: [cq(a.categories['Billing'] ?? '')] }), ['sentiment']],
    [
      'one category by bucket and sentiment',
      () => ({ categoryQueries: [cq(a.categories['Delivery'] ?? '')] }),
      ['bucket', 'sentiment'],
      'month',
    ],
    [
      'sentiment filter by category',
      () => ({ fieldQueries: [{ fieldName: 'sentiment', operand: 'NOT_IN', values: [{ key: 'POSITIVE' }] }] }),
      ['category'],
    ],
    [
      'sentiment filter by category and channel',
      () => ({ fieldQueries: [{ fieldName: 'sentiment', operand: 'IN', values: [{ key: 'olumsuz' }, { key: 'Nötr' }] }] }),
      ['category', 'channel'],
    ],
    // Whole months from the month rollups, the edge days from the day rows, the days of the trend from the days.
    [
      'months and edge days by channel',
      () => ({ startDate: '2026-01-06T00:00:00.000Z', endDate: '2026-03-20T23:59:59.999Z' }),
      ['channel'],
    ],
    [
      'months and edge days by week',
      () => ({ startDate: '2026-01-06T00:00:00.000Z', endDate: '2026-03-20T23:59:59.999Z' }),
      ['bucket'],
      'week',
    ],
    [
      'whole months by category and channel',
      () => ({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-28T23:59:59.999Z' }),
      ['category', 'channel'],
    ],
    [
      'one category over months by sentiment',
      () => ({
        categoryQueries: [cq(a.categories['Delivery'] ?? '')],
        startDate: '2026-01-20T00:00:00.000Z',
        endDate: '2026-03-31T23:59:59.999Z',
      }),
      ['sentiment'],
    ],
    // Partial first and last days: the whole days from the rollups, the partial ones counted over the documents.
    [
      'partial days by channel',
      () => ({ startDate: '2026-01-05T12:00:00.000Z', endDate: '2026-02-20T08:30:00.000Z' }),
      ['channel'],
    ],
    [
      'partial days by week',
      () => ({ startDate: '2026-01-05T12:00:00.000Z', endDate: '2026-02-20T08:30:00.000Z' }),
      ['bucket'],
      'week',
    ],
    ['partial start, open end', () => ({ startDate: '2026-01-05T12:00:00.000Z' }), []],
    [
      'partial days by category and channel',
      () => ({ startDate: '2026-01-05T12:00:00.000Z', endDate: '2026-03-02T20:00:00.000Z' }),
      ['category', 'channel'],
    ],
    [
      'one category over partial days by category',
      () => ({
        categoryQueries: [cq(a.categories['Billing'] ?? '')],
        startDate: '2026-01-01T06:00:00.000Z',
        endDate: '2026-03-30T06:00:00.000Z',
      }),
      ['category'],
    ],
    // The pair rollup (0016): the categories of one category's documents.
    ['one category by category', () => ({ categoryQueries: [cq(a.categories['Billing'] ?? '')] }), ['category']],
    [
      'one category by category in a range',
      () => ({ categoryQueries: [cq(a.categories['App'] ?? '')], startDate: '2026-01-01T00:00:00.000Z' }),
      ['category', 'bucket'],
      'month',
    ],
    [
      'one category and a sentiment filter',
      () => ({
        categoryQueries: [cq(a.categories['Delivery'] ?? '')],
        fieldQueries: [{ fieldName: 'sentiment', operand: 'IN', values: [{ key: 'POSITIVE' }, { key: 'olumsuz' }] }],
      }),
      ['bucket'],
      'week',
    ],
  ];

  for (const [name, overrides, groupBy, gap] of cases) {
    it(`answers "${name}" from the rollups exactly as counted over the documents`, async () => {
      const q = { request: searchBody(overrides()), groupBy, ...(gap ? { gap } : {}) };
      const rollup = await cube.query(cat, q);
      const scan = await cube.query(cat, q, { forceScan: true });
      expect(rollup.source).toBe('ROLLUP');
      expect(scan.source).toBe('SCAN');
      expect(rollup.rows).toEqual(scan.rows);
      expect(rollup.rows.length).toBeGreaterThan(0);
    });
  }

  const scanned: [CubeDimension[], ('day' | 'week' | 'month')?][] = [
    [[]],
    [['bucket'], 'week'],
    [['bucket'], 'month'],
    [['channel']],
    [['sentiment']],
    [['status']],
    [['category']],
    [['category', 'channel']],
  ];
  for (const [groupBy, gap] of scanned) {
    it(`answers ${JSON.stringify(groupBy)} ${gap ?? ''} of a free-text filter from the call's one batched scan`, async () => {
      const q = { request: searchBody({ query: 'extra' }), groupBy, ...(gap ? { gap } : {}) };
      const batched = await cube.query(cat, q);
      const direct = await cube.query(cat, q, { forceScan: true });
      expect(batched.source).toBe('SCAN');
      expect(batched.rows).toEqual(direct.rows);
      expect(batched.rows.length).toBeGreaterThan(0);
    });
  }

  it('gives the search its facets, total and category counts from the rollups, as counted', async () => {
    const one = () => ({ categoryQueries: [cq(a.categories['Delivery'] ?? '')] });
    const partial = { startDate: '2026-01-05T12:00:00.000Z', endDate: '2026-02-20T08:30:00.000Z' };
    for (const extra of [one(), { ...one(), showEmptyContent: true, startDate: '2026-01-06T00:00:00.000Z' }, partial]) {
      const request = searchBody(extra);
      const keys = ['CHANNEL', 'SENTIMENT', 'STATUS', 'PREDICTION_STATUS', 'LANGUAGE'] as const;
      const facets = await cube.columnFacets(cat, planSearch(request, cat.searchContext), keys);
      expect(facets).not.toBeNull();
      const dims = ['channel', 'sentiment', 'status', 'predictionStatus', 'language'] as const;
      for (const [i, key] of keys.entries()) {
        const dim = dims[i] ?? 'channel';
        const scan = await cube.query(cat, { request, groupBy: [dim] }, { forceScan: true });
        const expected = scan.rows
          .filter((r) => r.keys[dim] !== null && r.keys[dim] !== undefined && r.keys[dim] !== '')
          .map((r) => ({ value: String(r.keys[dim]), count: r.m.n }))
          .sort((x, y) => y.count - x.count || x.value.localeCompare(y.value));
        expect(facets?.buckets.get(key), `${key} of ${JSON.stringify(extra)}`).toEqual(expected);
      }
      const total = await cube.query(cat, { request, groupBy: [] }, { forceScan: true });
      expect(facets?.total).toBe(total.rows[0]?.m.n ?? 0);
      expect(await cube.total(cat, planSearch(request, cat.searchContext))).toBe(total.rows[0]?.m.n ?? 0);
    }
    const categories = await cube.categoryCounts(cat, planSearch(searchBody(partial), cat.searchContext), [a.modelId]);
    const scanned = await cube.query(cat, { request: searchBody(partial), groupBy: ['category'] }, { forceScan: true });
    expect(categories.get(a.modelId)?.map((b) => [b.value, b.count])).toEqual(
      scanned.rows
        .map((r) => [r.keys.categoryId, r.m.n] as const)
        .sort((x, y) => y[1] - x[1] || String(x[0]).localeCompare(String(y[0]))),
    );
    // A channel condition on one category's rows: the states are not keyed by channel, the documents answer.
    const filtered = searchBody({
      categoryQueries: [cq(a.categories['Delivery'] ?? '')],
      fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }],
    });
    expect(await cube.columnFacets(cat, planSearch(filtered, cat.searchContext), ['STATUS'])).toBeNull();
  });

  it('counts sentiment polarity and NPS / CSAT answers', async () => {
    const { rows } = await cube.query(cat, { request: searchBody({ showEmptyContent: true }), groupBy: [] });
    const m = rows[0]?.m;
    expect(m?.n).toBe(18);
    // POSITIVE ×3 + 1 (d3), olumsuz ×3 + NEGATIVE ×2 (d1, d2), Nötr ×3 + NEUTRAL (d4)
    expect([m?.positive, m?.negative, m?.neutral]).toEqual([4, 5, 4]);
    expect(m?.nps.reduce((s, v) => s + v, 0)).toBe(12 + 4);
    expect(m?.csat.reduce((s, v) => s + v, 0)).toBe(12);
  });

  it('counts over the documents for what the rollups cannot express', async () => {
    const text = await cube.query(cat, { request: searchBody({ query: 'courier' }), groupBy: ['channel'] });
    expect(text.source).toBe('SCAN');
    expect(text.rows.map((r) => [r.keys.channel, r.m.n])).toEqual([['CALL_CENTER', 1]]);
    const hourly = await cube.query(cat, { request: searchBody(), groupBy: ['bucket'], gap: 'hour' });
    expect(hourly.source).toBe('SCAN');
    expect(hourly.rows.every((r) => /T\d\d:00:00\.000Z$/.test(r.keys.bucket ?? ''))).toBe(true);
    // Within one day: nothing whole to read from the rollups.
    const partialDay = await cube.query(cat, {
      request: searchBody({ startDate: '2026-01-05T12:00:00.000Z', endDate: '2026-01-05T18:00:00.000Z' }),
      groupBy: [],
    });
    expect(partialDay.source).toBe('SCAN');
  });
});
