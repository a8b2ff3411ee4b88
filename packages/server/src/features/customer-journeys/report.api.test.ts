import { customerEndpoints as ce, endpoints, type Journey, type JourneyReportBody, type SearchRequest } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { searchBody, seedDocuments, seedRootCauses, type SeedDocument } from '../project-documents/test-support.js';
import { createJourney, journeyCast, on, type JourneyCast } from './test-support.js';

/*
 * A hand-made journey over two analyses in the reporting zone Europe/Istanbul (UTC+3): Purchase (a: Payment) →
 * Delivery (a or b: Delivery) → Support (b: Staff or Returns). Range: local 1–3 March; comparison: local 26–28 Feb.
 * Several documents sit across the zone's day boundary (their UTC date is the day before their local date).
 */
let t: TestApp;
let c: JourneyCast;
let journey: Journey;
let ids: Record<string, string>;

const range = { startDate: '2026-02-28T21:00:00.000Z', endDate: '2026-03-03T20:59:59.999Z' };
const comparison = { comparisonStartDate: '2026-02-25T21:00:00.000Z', comparisonEndDate: '2026-02-28T20:59:59.999Z' };

const doc = (id: string, at: string, categories: string[], customer: string | null, extra: Partial<SeedDocument> = {}) => ({
  externalId: id,
  content: `document ${id}`,
  contentDate: at,
  categories,
  ...extra,
  attributes: { segment: 'silver', ...(customer ? { customer_id: customer } : {}), ...extra.attributes },
});

beforeAll(async () => {
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  c = await journeyCast(t, 'Journey Report Co', 'jrep');
  // NPS and CSAT answers of a come from its `nps` and `csat` attributes.
  await t.db
    .updateTable('project')
    .set({ settings: sql`settings || '{"npsField":"nps","csatField":"csat"}'::jsonb` })
    .where('id', '=', c.a.id)
    .execute();
  await t.db
    .insertInto('project_attribute')
    .values({ project_id: c.a.id, workspace_id: c.a.workspaceId, code: 'csat', name: 'CSAT', type: 'NUMERIC' })
    .execute();
  const gold = { segment: 'gold' };
  ids = {
    ...(await seedDocuments(t, c.a, [
      doc('d1', '2026-03-01T05:00:00.000Z', ['Payment'], 'c1', {
        sentiment: 'POSITIVE',
        attributes: { nps: 10, csat: 5, ...gold },
      }),
      doc('d4', '2026-03-02T08:00:00.000Z', ['Payment'], 'c2', { sentiment: 'NEGATIVE', attributes: { nps: 6, csat: 2 } }),
      doc('d5', '2026-03-01T08:00:00.000Z', ['Delivery'], 'c2', { sentiment: 'NEUTRAL' }),
      doc('d6', '2026-03-01T09:00:00.000Z', ['Payment'], 'c3', {
        sentiment: 'NEUTRAL',
        attributes: { nps: 8, csat: 4, ...gold },
      }),
      doc('d7', '2026-03-03T09:00:00.000Z', ['Payment'], 'c3', { sentiment: 'POSITIVE', attributes: { nps: 9 } }),
      doc('d8', '2026-03-02T09:00:00.000Z', ['Delivery'], 'c3', { sentiment: 'POSITIVE' }),
      doc('d10', '2026-03-03T20:30:00.000Z', ['Payment'], null),
      doc('d11', '2026-02-27T10:00:00.000Z', ['Payment'], 'c4', { sentiment: 'NEGATIVE', attributes: { nps: 0 } }),
      doc('d12', '2026-02-28T20:30:00.000Z', ['Delivery'], 'c4'),
      doc('d13', '2026-02-28T21:30:00.000Z', ['Delivery'], 'c5', { sentiment: 'POSITIVE' }),
    ])),
    ...(await seedDocuments(t, c.b, [
      doc('d2', '2026-03-01T22:30:00.000Z', ['Delivery'], 'c1', { sentiment: 'NEGATIVE' }),
      doc('d3', '2026-03-02T10:00:00.000Z', ['Staff'], 'c1', { sentiment: 'NEGATIVE' }),
      doc('d9', '2026-03-04T09:00:00.000Z', ['Returns'], 'c3'),
    ])),
  };
  await seedRootCauses(t, c.a, {
    rootCauses: [{ name: 'Card declined' }],
    topics: [
      {
        label: 'declines',
        categoryId: c.a.categories['Payment'] ?? '',
        documentIds: [ids['d4'] ?? '', ids['d6'] ?? ''],
        rootCause: 'Card declined',
      },
    ],
  });
  journey = await createJourney(c.owner, {
    name: 'Buy, get, ask',
    quickFilterTitle: 'Buy',
    scoreDisplay: ['SENTIMENT', 'NPS', 'CSAT'],
    npsField: 'nps',
    csatField: 'csat',
    steps: [
      { name: 'Purchase', conditions: [on(c.a, ['Payment'])] },
      { name: 'Delivery', conditions: [on(c.a, ['Delivery']), on(c.b, ['Delivery'])] },
      { name: 'Support', conditions: [on(c.b, ['Staff', 'Returns'])] },
    ],
  });
});
afterAll(() => t.close());

const report = (body: JourneyReportBody, id = journey.id) => c.owner.client.call(ce.journeyReport, { params: { id }, body });
const total = async (code: string, over: Partial<SearchRequest>) =>
  (
    await c.owner.client.call(endpoints.documentSearch, {
      params: { code },
      body: searchBody({ widget: false, ...range, ...over }),
    })
  ).documents.total;

describe('journey report', () => {
  it('counts each step over the range and the comparison, with conversion, movers and a local-day trend', async () => {
    const r = await report({ ...range, ...comparison });
    expect(r.gap).toBe('DAY');
    const [purchase, delivery, support] = r.steps;
    expect(purchase).toMatchObject({
      name: 'Purchase',
      // d1, d4, d6, d7 and d10 (no customer); NPS 10, 6, 8, 9 → (2 − 1) / 4; CSAT 5, 2, 4 → 2 of 3 satisfied.
      figures: { documents: 5, customers: 3, nps: 25, csat: 66.7, sentimentScore: 25 },
      comparison: { documents: 1, customers: 1, nps: -100, csat: null, sentimentScore: -100 },
      // c1 (d1 → d2) and c3 (d6 → d8) went on to a delivery; c2's delivery d5 came before its purchase.
      conversion: { customers: 2, rate: 66.7 },
      categories: [
        { id: `${c.a.modelCode}:${c.a.categories['Payment']}`, name: 'Payment', count: 5, comparisonCount: 1, change: 4 },
      ],
      rootCauses: [{ name: 'Card declined', projectCode: c.a.code, count: 2, comparisonCount: 0, change: 2 }],
    });
    // Local days: d10 at 20:30 UTC is 3 March 23:30 local.
    expect(purchase?.trend).toEqual([
      { date: '2026-02-28T21:00:00.000Z', documents: 2, comparisonDocuments: 0 },
      { date: '2026-03-01T21:00:00.000Z', documents: 1, comparisonDocuments: 1 },
      { date: '2026-03-02T21:00:00.000Z', documents: 2, comparisonDocuments: 0 },
    ]);
    // d13 (28 Feb 21:30 UTC) is 1 March local: in the range; d12 (28 Feb 20:30 UTC) is in the comparison.
    expect(delivery).toMatchObject({
      figures: { documents: 4, customers: 4, nps: null, csat: null, sentimentScore: 25 },
      comparison: { documents: 1, customers: 1 },
      conversion: { customers: 1, rate: 25 },
    });
    // Most decreasing first: b's Delivery rose by 1, a's by 2.
    expect(delivery?.categories.map((m) => [m.projectCode, m.name, m.count, m.change])).toEqual([
      [c.b.code, 'Delivery', 1, 1],
      [c.a.code, 'Delivery', 3, 2],
    ]);
    // d2 at 22:30 UTC on 1 March is 2 March local.
    expect(delivery?.trend.map((p) => [p.documents, p.comparisonDocuments])).toEqual([
      [2, 0],
      [2, 0],
      [0, 1],
    ]);
    // d9 (4 March) is past the range.
    expect(support).toMatchObject({ figures: { documents: 1, customers: 1 }, conversion: null, comparison: { documents: 0 } });
  });

  it('the cjs search lists exactly a step’s documents of each analysis', async () => {
    const [purchase, delivery, support] = journey.steps.map((s) => s.id);
    expect(await total(c.a.code, { cjs: purchase ?? '' })).toBe(5);
    expect((await total(c.a.code, { cjs: delivery ?? '' })) + (await total(c.b.code, { cjs: delivery ?? '' }))).toBe(4);
    expect(await total(c.b.code, { cjs: support ?? '' })).toBe(1);
    // A step without a condition on the analysis, and an unknown step, list nothing (as an unknown rrId does).
    expect(await total(c.a.code, { cjs: support ?? '' })).toBe(0);
    expect(await total(c.a.code, { cjs: '00000000-0000-4000-8000-0000000000cc' })).toBe(0);
    expect(await total(c.a.code, { cjs: 'not-a-step' })).toBe(0);
  });

  it('narrows the tab’s analysis with its filters, like the search with the same filters and cjs', async () => {
    const fieldQueries = [{ fieldName: 'segment', operand: 'IN' as const, values: [{ key: 'gold' }] }];
    const r = await report({ ...range, projectCode: c.a.code, fieldQueries });
    // Purchase: d1 and d6 are gold; Delivery: none of a's is, b's d2 is not narrowed.
    expect(r.steps.map((s) => s.figures.documents)).toEqual([2, 1, 1]);
    expect(await total(c.a.code, { cjs: journey.steps[0]?.id ?? '', fieldQueries })).toBe(2);
    const bad = await c.owner.client.request(ce.journeyReport, {
      params: { id: journey.id },
      body: { ...range, projectCode: c.a.code, fieldQueries: [{ fieldName: 'nope', values: [{ key: 'x' }] }] },
    });
    expect([bad.status, bad.body]).toMatchObject([400, { messageCode: 'ATTRIBUTE_UNKNOWN' }]);
  });

  it('clips the range to the journey’s own dates and buckets by week when asked', async () => {
    const clipped = await c.owner.client.call(ce.journeyUpdate, {
      params: { id: journey.id },
      body: {
        name: journey.name,
        quickFilterTitle: journey.quickFilterTitle,
        steps: journey.steps.map(({ id, name, conditions }) => ({ id, name, conditions })),
        startDate: '2026-03-01T21:00:00.000Z',
      },
    });
    const r = await report({ ...range, gap: 'WEEK' });
    expect(r.startDate).toBe('2026-03-01T21:00:00.000Z');
    // d4, d7 and d10 from local 2 March on; no scores shown any more.
    expect(r.steps[0]?.figures).toEqual({ documents: 3, customers: 2, nps: null, csat: null, sentimentScore: 0 });
    // The week of Monday 2 March (local), starting 1 March 21:00 UTC.
    expect(r.steps[0]?.trend).toEqual([{ date: '2026-03-01T21:00:00.000Z', documents: 3, comparisonDocuments: null }]);
    expect(clipped.steps.map((s) => s.id)).toEqual(journey.steps.map((s) => s.id));
  });
});
