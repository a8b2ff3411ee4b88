import { endpoints, type WidgetResult } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../project-documents/test-support.js';
import { dashboardWidgets, dataOf, drillTotal, Q1 } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Widget Co');
  ({ owner, analyst, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'widget-co');
  await seedDocuments(t, a, mixedDocuments);
  await owner.client.call(endpoints.npsSettingsSave, { params: { code: a.code }, body: { npsField: 'nps', csatField: null } });
});
afterAll(() => t.close());

const params = () => ({ code: a.code });

describe('widget lists and the dashboard', () => {
  it('gives every analysis its built-in widgets, selected in the default order for a user who never picked', async () => {
    const all = await analyst.client.call(endpoints.widgetUserAll, { params: params() });
    expect(all.filter((w) => w.selected).map((w) => [w.kind, w.position, w.builtIn, w.scope])).toEqual([
      ['NPS', 0, true, 'PROJECT'],
      ['SENTIMENT', 1, true, 'PROJECT'],
      ['CATEGORY_DISTRIBUTION', 2, true, 'PROJECT'],
      ['CATEGORY_COMPARISON', 3, true, 'PROJECT'],
      ['IMPACT', 4, true, 'PROJECT'],
      ['TIME_TREND', 5, true, 'PROJECT'],
    ]);
    // A second visit does not add more.
    expect(await owner.client.call(endpoints.widgetList, { params: params() })).toHaveLength(6);
    const kinds = await owner.client.call(endpoints.widgetKinds, { params: params() });
    expect(kinds.find((k) => k.kind === 'ATTRIBUTE_BASED_KEYWORDS')).toMatchObject({
      single: true,
      fields: ['attributeCode', 'limit'],
    });
    const axes = await owner.client.call(endpoints.quadrantAxisTypes);
    expect(axes.find((x) => x.code === 'NPS_IMPACT')).toEqual({ code: 'NPS_IMPACT', needsScore: true });
    expect((await outsider.client.request(endpoints.widgetUserAll, { params: params() })).status).toBe(404);
  });

  it('creates personal widgets, keeps project-wide ones to managers, and saves the ordered pick', async () => {
    const denied = await analyst.client.request(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'NPS', name: 'Team NPS', scope: 'PROJECT' },
    });
    expect(denied.status).toBe(401);
    const mine = await analyst.client.call(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'TIME_TREND', name: 'Monthly', config: { ...defaults(), period: 'month' } },
    });
    expect(mine).toMatchObject({ scope: 'USER', builtIn: false, name: 'Monthly' });
    const k1 = await analyst.client.call(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'ATTRIBUTE_BASED_KEYWORDS', name: 'Words' },
    });
    const k2 = await analyst.client.call(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'ATTRIBUTE_BASED_KEYWORDS', name: 'Words 2' },
    });
    const twice = await analyst.client.request(endpoints.widgetUserSelected, {
      params: params(),
      body: { widgetIds: [k1.id, k2.id] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ messageCode: 'WIDGET_ATTRIBUTE_KEYWORDS_SINGLE' });
    // The owner does not see the analyst's personal widget.
    const hidden = await owner.client.request(endpoints.widgetUserSelected, { params: params(), body: { widgetIds: [mine.id] } });
    expect(hidden.status).toBe(404);
    expect((await owner.client.request(endpoints.widgetDelete, { params: { ...params(), id: mine.id } })).status).toBe(404);

    await analyst.client.call(endpoints.widgetUserSelected, { params: params(), body: { widgetIds: [k1.id, mine.id] } });
    const all = await analyst.client.call(endpoints.widgetUserAll, { params: params() });
    expect(
      all
        .filter((w) => w.selected)
        .sort((x, y) => (x.position ?? 0) - (y.position ?? 0))
        .map((w) => w.id),
    ).toEqual([k1.id, mine.id]);
    const widgets = await dashboardWidgets(analyst, a.code);
    expect(widgets.map((w) => w.name)).toEqual(['Words', 'Monthly']);
    expect(dataOf(widgets, 'ATTRIBUTE_BASED_KEYWORDS').words.length).toBeGreaterThan(0);
    expect(widgets[0]?.source).toBe('SCAN');

    const builtIn = all.find((w) => w.builtIn);
    const refused = await owner.client.request(endpoints.widgetDelete, { params: { ...params(), id: builtIn?.id ?? '' } });
    expect(refused.body).toMatchObject({ messageCode: 'WIDGET_BUILT_IN' });
    await analyst.client.call(endpoints.widgetDelete, { params: { ...params(), id: k2.id } });
    const renamed = await owner.client.call(endpoints.widgetSave, {
      params: params(),
      body: { id: builtIn?.id ?? '', kind: 'CSAT', name: 'Renamed', scope: 'USER' },
    });
    expect(renamed).toMatchObject({ kind: builtIn?.kind, scope: 'PROJECT', name: 'Renamed' });
  });
});

describe('widgets in the search', () => {
  let widgets: WidgetResult[];
  beforeAll(async () => {
    widgets = await dashboardWidgets(owner, a.code, {
      comparisonStartDate: '2025-10-01T00:00:00.000Z',
      comparisonEndDate: '2025-12-31T23:59:59.999Z',
    });
  });

  it('computes the default dashboard under the filter, with an empty comparison period flagged', () => {
    expect(widgets.map((w) => w.kind)).toEqual([
      'NPS',
      'SENTIMENT',
      'CATEGORY_DISTRIBUTION',
      'CATEGORY_COMPARISON',
      'IMPACT',
      'TIME_TREND',
    ]);
    expect(widgets.every((w) => !w.noData && w.noComparisonData && w.problem === null)).toBe(true);
    // Answers 2, 6 (detractors), 9, 10 (promoters) → 0.
    expect(dataOf(widgets, 'NPS').main).toEqual({ n: 4, promoters: 2, passives: 0, detractors: 2, score: 0 });
    expect(dataOf(widgets, 'SENTIMENT').main).toEqual({ n: 5, positive: 1, neutral: 1, negative: 2, other: 1 });
    expect(dataOf(widgets, 'CATEGORY_DISTRIBUTION').total).toBe(5);
  });

  it('drills every category bar, sentiment band, NPS band and trend point to exactly its documents', async () => {
    const id = (kind: string) => widgets.find((w) => w.kind === kind)?.widgetId ?? '';
    const elements = [
      ...dataOf(widgets, 'CATEGORY_DISTRIBUTION').categories.map((c) => ({
        w: id('CATEGORY_DISTRIBUTION'),
        count: c.count,
        drill: c.drill,
      })),
      ...dataOf(widgets, 'SENTIMENT').bands.map((b) => ({ w: id('SENTIMENT'), count: b.count, drill: b.drill })),
      ...dataOf(widgets, 'NPS').bands.map((b) => ({ w: id('NPS'), count: b.count, drill: b.drill })),
      ...dataOf(widgets, 'TIME_TREND')
        .trend.filter((p, i) => p.count > 0 || i === 1)
        .map((p) => ({ w: id('TIME_TREND'), count: p.count, drill: p.drill })),
    ];
    expect(elements.length).toBeGreaterThan(12);
    const totals = await Promise.all(elements.map((e) => drillTotal(owner, a.code, e.w, e.drill)));
    expect(totals).toEqual(elements.map((e) => e.count));
  });

  it('drills category × channel cells and monthly trend points', async () => {
    const cc = await owner.client.call(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'CATEGORY_CHANNEL', name: 'By channel' },
    });
    const r = await owner.client.call(endpoints.widgetRequest, { params: { ...params(), id: cc.id }, body: searchBody(Q1) });
    const cells = r.data?.kind === 'CATEGORY_CHANNEL' ? r.data.rows.flatMap((row) => row.cells) : [];
    expect(cells.length).toBe(6); // Delivery, App, Billing × CALL_CENTER, APP_REVIEW
    expect(await Promise.all(cells.map((c) => drillTotal(owner, a.code, cc.id, c.drill)))).toEqual(cells.map((c) => c.count));

    for (const period of ['month', 'custom'] as const) {
      const tt = await owner.client.call(endpoints.widgetSave, {
        params: params(),
        body: { kind: 'TIME_TREND', name: period, config: { ...defaults(), period, customDays: 10 } },
      });
      const tr = await owner.client.call(endpoints.widgetRequest, { params: { ...params(), id: tt.id }, body: searchBody(Q1) });
      const points = tr.data?.kind === 'TIME_TREND' ? tr.data.trend : [];
      // Months: January 2, February 2, March 1; ten-day buckets over the 90 days from 1 January: 9.
      expect(points.length).toBe(period === 'month' ? 3 : 9);
      expect(points.reduce((n, p) => n + p.count, 0)).toBe(5);
      expect(await Promise.all(points.map((p) => drillTotal(owner, a.code, tt.id, p.drill)))).toEqual(points.map((p) => p.count));
    }
  });

  it('compares with a period that has data, and flags a main period without any', async () => {
    const split = await dashboardWidgets(owner, a.code, {
      startDate: '2026-02-01T00:00:00.000Z',
      comparisonStartDate: '2026-01-01T00:00:00.000Z',
      comparisonEndDate: '2026-01-31T23:59:59.999Z',
    });
    const nps = dataOf(split, 'NPS');
    // February–March: 9, 10 → 100; January: 2, 6 → −100.
    expect([nps.main.score, nps.comparison?.score, nps.change?.delta]).toEqual([100, -100, 200]);
    expect(nps.comparisonTrend.length).toBeGreaterThan(0);
    const rows = dataOf(split, 'CATEGORY_COMPARISON').rows;
    expect(rows.find((r) => r.name === 'Billing')).toMatchObject({ main: 0, comparison: 1 });
    const empty = await dashboardWidgets(owner, a.code, {
      startDate: '2020-01-01T00:00:00.000Z',
      endDate: '2020-01-31T23:59:59.999Z',
    });
    expect(empty.every((w) => w.noData && !w.noComparisonData)).toBe(true);
  });

  it('reports a missing score field as the widget problem instead of failing the search', async () => {
    const c = await owner.client.call(endpoints.widgetSave, { params: params(), body: { kind: 'CSAT', name: 'CSAT' } });
    const r = await owner.client.call(endpoints.documentSearch, {
      params: params(),
      body: searchBody({ ...Q1, selectedWidgets: [c.id, '00000000-0000-4000-8000-000000000000'] }),
    });
    expect(r.widgets).toMatchObject([{ widgetId: c.id, problem: 'CSAT_FIELD_REQUIRED', data: null }]);
    expect(r.documents.total).toBe(5);
  });

  it('exports the widget table and computes it in the background', async () => {
    const nps = widgets.find((w) => w.kind === 'NPS')?.widgetId ?? '';
    const file = await owner.client.request(endpoints.widgetExport, {
      params: { ...params(), id: nps },
      query: { type: 'CSV' },
      body: searchBody(Q1),
    });
    expect(file.status).toBe(200);
    expect(String(file.body)).toContain('detractors,2');
    const started = await owner.client.call(endpoints.widgetCalculate, {
      params: { ...params(), id: nps },
      body: searchBody(Q1),
    });
    expect(started.status).toBe('RUNNING');
    await t.app.services.jobs.drain({ names: ['dashboard.widget.calculate'], timeoutMs: 20_000 });
    const done = await owner.client.call(endpoints.widgetResult, { params: { ...params(), id: nps } });
    expect(done).toMatchObject({ status: 'DONE', result: { kind: 'NPS', data: { main: { score: 0 } } } });
  });
});

describe('NPS and attribute settings', () => {
  it('lists numeric candidates and refuses unknown or non-numeric fields', async () => {
    const f = await owner.client.call(endpoints.npsField, { params: params() });
    expect(f.candidates.map((c) => c.code)).toEqual(['nps']);
    expect(f.settings).toEqual({ npsField: 'nps', csatField: null, csatScaleMax: 5, csatSatisfiedFrom: 4 });
    const text = await owner.client.request(endpoints.npsSettingsSave, {
      params: params(),
      body: { npsField: 'segment', csatField: null },
    });
    expect(text.body).toMatchObject({ messageCode: 'WIDGET_ATTRIBUTE_NOT_NUMERIC' });
    const unknown = await owner.client.request(endpoints.npsSettingsSave, {
      params: params(),
      body: { npsField: 'nope', csatField: null },
    });
    expect(unknown.body).toMatchObject({ messageCode: 'ATTRIBUTE_UNKNOWN' });
  });

  it('stores attribute settings and uses the bucket width in the distribution', async () => {
    const saved = await owner.client.call(endpoints.attributeSettingsSave, {
      params: params(),
      body: { attributes: [{ code: 'nps', dashboard: true, bucketWidth: 5 }] },
    });
    expect(saved.find((s) => s.code === 'nps')).toMatchObject({ dashboard: true, bucketWidth: 5 });
    const w = await owner.client.call(endpoints.widgetSave, {
      params: params(),
      body: { kind: 'ATTRIBUTE_DISTRIBUTION', name: 'NPS spread', config: { ...defaults(), attributeCode: 'nps' } },
    });
    const r = await owner.client.call(endpoints.widgetRequest, { params: { ...params(), id: w.id }, body: searchBody(Q1) });
    const d = r.data?.kind === 'ATTRIBUTE_DISTRIBUTION' ? r.data : null;
    expect(d?.buckets.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 5, 1],
      [5, 10, 2],
      [10, 15, 1],
    ]);
    expect(await Promise.all((d?.buckets ?? []).map((b) => drillTotal(owner, a.code, w.id, b.drill)))).toEqual([1, 2, 1]);
    // Saving the analysis's NPS field again keeps the attribute settings.
    await owner.client.call(endpoints.npsSettingsSave, {
      params: params(),
      body: { npsField: 'nps', csatField: null, csatScaleMax: 7 },
    });
    expect(
      (await owner.client.call(endpoints.attributeSettingsGet, { params: params() })).find((s) => s.code === 'nps')?.bucketWidth,
    ).toBe(5);
  });
});

const defaults = () => ({
  modelCode: null,
  metric: 'NPS' as const,
  xAxis: 'VOLUME' as const,
  yAxis: 'NPS_IMPACT' as const,
  groupBy: 'CATEGORY' as const,
  period: null,
  customDays: 7,
  attributeCode: null,
  limit: 20,
});
