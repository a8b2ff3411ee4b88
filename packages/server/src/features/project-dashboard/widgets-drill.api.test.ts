import { endpoints, formatUrlDate, parseUrlDate, type Drill, type SearchRequest, type WidgetResult } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';
import { mergeDrills } from '@sentio/domain';
import { drillTotal } from './test-support.js';

/**
 * Every element of every widget kind drills to exactly as many documents as the chart shows, in two reporting zones
 * (UTC+3 without daylight saving, UTC−5/−4 with it), with documents stamped around local midnight. Elements the
 * browser composes from two dimensions are composed here the same way: a sentiment trend segment is its bucket's
 * dates AND its band's sentiment; a category comparison's comparison bar is its category AND the comparison range.
 */
const CATEGORIES = ['Delivery', 'Billing', 'App'];
const SENTIMENTS = ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'NEGATIVE', null];
// Around midnight in both zones: 20:59/21:00 UTC (Istanbul), 04:59/05:00 UTC (New York in winter).
const TIMES = ['20:59:59.000', '21:00:00.000', '04:59:59.000', '05:00:00.000', '12:00:00.000', '23:30:00.000'];
const docs: SeedDocument[] = Array.from({ length: 60 }, (_, i) => ({
  externalId: `z${i}`,
  content: `drill document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}T${TIMES[i % TIMES.length] ?? '12:00:00.000'}Z`,
  channel: i % 3 === 0 ? 'APP_REVIEW' : 'CALL_CENTER',
  sentiment: SENTIMENTS[i % SENTIMENTS.length] ?? null,
  attributes: Object.fromEntries(i % 4 === 3 ? [] : [['nps', i % 11]]),
  categories: [...new Set([CATEGORIES[i % CATEGORIES.length] ?? 'App', ...(i % 7 === 0 ? ['App'] : [])])],
}));

interface Element {
  what: string;
  widgetId: string;
  count: number;
  drill: Drill;
}

function elementsOf(w: WidgetResult, comparison: { sd: string; ed: string }): Element[] {
  const d = w.data;
  if (!d) return [];
  const el = (what: string, count: number, drill: Drill): Element => ({
    what: `${d.kind} ${w.widgetId.slice(-4)} ${what}`,
    widgetId: w.widgetId,
    count,
    drill,
  });
  switch (d.kind) {
    case 'NPS':
    case 'CSAT':
      return [
        ...d.bands.map((b) => el(b.key, b.count, b.drill)),
        ...d.trend.map((p) => el(p.bucket, p.count, p.drill)),
        ...d.comparisonTrend.map((p) => el(`comparison ${p.bucket}`, p.count, p.drill)),
      ];
    case 'SENTIMENT': {
      const band = new Map(d.bands.map((b) => [b.key.toLowerCase(), b]));
      return [
        ...d.bands.map((b) => el(b.key, b.count, b.drill)),
        ...d.trend.flatMap((p) =>
          (['positive', 'neutral', 'negative'] as const).flatMap((polarity) => {
            const b = band.get(polarity);
            const count = p[polarity] ?? 0;
            return b && count > 0 ? [el(`${p.bucket} ${polarity}`, count, mergeDrills(b.drill, p.drill))] : [];
          }),
        ),
      ];
    }
    case 'CATEGORY_DISTRIBUTION':
      return d.categories.map((c) => el(c.name, c.count, c.drill));
    case 'CATEGORY_COMPARISON':
      return d.rows.flatMap((r) => [
        el(r.name, r.main, r.drill),
        el(`${r.name} comparison`, r.comparison, mergeDrills(r.drill, { fq: [], cq: [], names: {}, ...comparison })),
      ]);
    case 'IMPACT':
      return d.rows.map((r) => el(r.name, r.count, r.drill));
    case 'CATEGORY_CHANNEL':
      return d.rows.flatMap((r) => r.cells.map((c) => el(`${r.name} × ${c.channelCode}`, c.count, c.drill)));
    case 'QUADRANT':
      return d.points.map((p) => el(p.name, p.count, p.drill));
    case 'SCORE_TABLE':
      return d.rows.map((r) => el(`${d.groupBy} ${r.name}`, r.n, r.drill));
    case 'TIME_TREND':
      return [
        ...d.trend.map((p) => el(p.bucket, p.count, p.drill)),
        ...d.comparisonTrend.map((p) => el(`comparison ${p.bucket}`, p.count, p.drill)),
      ];
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return d.words.map((x) => el(x.text, x.count, x.drill));
    case 'ATTRIBUTE_DISTRIBUTION':
      return d.buckets.map((b) => el(`${b.from}`, b.count, b.drill));
    case 'ROOT_CAUSE_VOLUME':
    case 'ROOT_CAUSE_IMPACT':
      return d.rows.map((r) => el(r.name, r.count, r.drill));
    case 'ROOT_CAUSE_TREND':
      return d.series.flatMap((s) => [
        el(s.name, s.count, s.drill),
        ...s.trend.map((p) => el(`${s.name} ${p.bucket}`, p.count, p.drill)),
      ]);
  }
}

describe.each(['Europe/Istanbul', 'America/New_York'])('every widget element drills to its count in %s', (timeZone) => {
  let t: TestApp;
  let owner: SignedInUser;
  let a: Analysis;
  const ids: string[] = [];
  const zone = { timeZone };
  const iso = (url: string, end = false) => parseUrlDate(url, { ...zone, end })?.toISOString() ?? null;
  // February–March against January, as the web sends local whole days.
  const range: Partial<SearchRequest> = {
    startDate: iso('2026-02-01'),
    endDate: iso('2026-03-31', true),
    comparisonStartDate: iso('2026-01-01'),
    comparisonEndDate: iso('2026-01-31', true),
  };
  const comparison = {
    sd: formatUrlDate(new Date(range.comparisonStartDate ?? ''), zone),
    ed: formatUrlDate(new Date(range.comparisonEndDate ?? ''), zone),
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TIME_ZONE: timeZone } });
    const ws = await documentsWorkspace(t, `Drill Co ${timeZone}`);
    owner = ws.owner;
    a = await createAnalysis(t, owner, ws.model, timeZone === 'Europe/Istanbul' ? 'drill-ist' : 'drill-nyc');
    await seedDocuments(t, a, docs);
    const params = { code: a.code };
    await owner.client.call(endpoints.npsSettingsSave, { params, body: { npsField: 'nps', csatField: null } });
    const save = async (kind: WidgetResult['kind'], config: Record<string, unknown> = {}) =>
      (
        await owner.client.call(endpoints.widgetSave, {
          params,
          body: { kind, name: `${kind} ${JSON.stringify(config)}`, config },
        })
      ).id;
    ids.push(
      ...(await owner.client.call(endpoints.widgetList, { params })).map((w) => w.id),
      await save('CATEGORY_CHANNEL'),
      await save('QUADRANT'),
      await save('SCORE_TABLE', { metric: 'NPS', groupBy: 'CHANNEL' }),
      await save('SCORE_TABLE', { metric: 'NPS', groupBy: 'CATEGORY' }),
      await save('TIME_TREND', { period: 'week' }),
      await save('ATTRIBUTE_DISTRIBUTION', { attributeCode: 'nps' }),
      await save('ATTRIBUTE_BASED_KEYWORDS'),
    );
  }, 180_000);
  afterAll(() => t?.close());

  it('lists exactly as many documents as each element shows', async () => {
    const r = await owner.client.call(endpoints.documentSearch, {
      params: { code: a.code },
      body: searchBody({ ...range, selectedWidgets: ids }),
    });
    expect(r.widgets.map((w) => [w.kind, w.problem])).toEqual(r.widgets.map((w) => [w.kind, null]));
    const elements = r.widgets.flatMap((w) => elementsOf(w, comparison));
    const kinds = new Set(elements.map((e) => e.what.split(' ')[0]));
    expect([...kinds].sort()).toEqual(
      [
        'ATTRIBUTE_BASED_KEYWORDS',
        'ATTRIBUTE_DISTRIBUTION',
        'CATEGORY_CHANNEL',
        'CATEGORY_COMPARISON',
        'CATEGORY_DISTRIBUTION',
        'IMPACT',
        'NPS',
        'QUADRANT',
        'SCORE_TABLE',
        'SENTIMENT',
        'TIME_TREND',
      ].sort(),
    );
    const totals: Record<string, number> = {};
    for (const e of elements) totals[e.what] = await drillTotal(owner, a.code, e.widgetId, e.drill, range);
    expect(totals).toEqual(Object.fromEntries(elements.map((e) => [e.what, e.count])));
    // The segments and comparison bars are there, with documents.
    expect(elements.filter((e) => /^SENTIMENT .* negative$/.test(e.what) && e.count > 0).length).toBeGreaterThan(3);
    expect(elements.filter((e) => /^CATEGORY_COMPARISON .* comparison$/.test(e.what) && e.count > 0).length).toBeGreaterThan(0);
  }, 180_000);
});
