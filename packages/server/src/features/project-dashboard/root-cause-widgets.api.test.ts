import { endpoints, type WidgetResult } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  seedDocuments,
  seedRootCauses,
  type Analysis,
  type RcaSeed,
} from '../project-documents/test-support.js';
import { dashboardWidgets, dataOf, drillTotal, Q1 } from './test-support.js';

/**
 * The root cause widgets (docs/dashboards.md) over `mixedDocuments` in the first quarter of 2026 (d1…d5 have content):
 *   Late delivery: d1 (NPS 2), d3 (NPS 9)        Double charge: d1 (NPS 2), d2 (NPS 6)
 *   no root cause: d4 (NPS 10), d5 (no answer)
 * Every number drills (by rrId, and by the bucket's dates for trend points) to exactly as many documents.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let bare: Analysis;
let rca: RcaSeed;
const widgetIds: Record<string, string> = {};
const bareIds: string[] = [];
// Q1 against the last quarter of 2025, which holds one document carrying Late delivery.
const range = { ...Q1, comparisonStartDate: '2025-10-01T00:00:00.000Z', comparisonEndDate: '2025-12-31T23:59:59.999Z' };

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Root Cause Widgets Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'rca-widgets');
  const ids = await seedDocuments(t, a, [
    ...mixedDocuments,
    { externalId: 'old', content: 'late again', contentDate: '2025-11-10T10:00:00.000Z', attributes: { nps: 3 } },
  ]);
  const id = (x: string) => ids[x] ?? '';
  rca = await seedRootCauses(t, a, {
    rootCauses: [{ name: 'Late delivery', alias: { tr: 'Geç teslimat', en: '' } }, { name: 'Double charge' }, { name: 'Unused' }],
    topics: [
      { label: 'late courier', categoryId: 'c1', documentIds: [id('d1'), id('d3'), id('old')], rootCause: 'Late delivery' },
      { label: 'card charged', categoryId: 'c2', documentIds: [id('d2')], rootCause: 'Double charge' },
    ],
    extra: { 'Double charge': [id('d1')] },
  });
  const save = async (code: string, kind: WidgetResult['kind'], config: Record<string, unknown> = {}) =>
    (await owner.client.call(endpoints.widgetSave, { params: { code }, body: { kind, name: kind, config } })).id;
  for (const code of [a.code]) {
    await owner.client.call(endpoints.npsSettingsSave, { params: { code }, body: { npsField: 'nps', csatField: null } });
    widgetIds['ROOT_CAUSE_VOLUME'] = await save(code, 'ROOT_CAUSE_VOLUME');
    widgetIds['ROOT_CAUSE_IMPACT'] = await save(code, 'ROOT_CAUSE_IMPACT', { metric: 'NPS' });
    widgetIds['ROOT_CAUSE_TREND'] = await save(code, 'ROOT_CAUSE_TREND', { period: 'month' });
  }
  // An analysis without any root cause.
  bare = await createAnalysis(t, owner, ws.model, 'rca-widgets-bare');
  await seedDocuments(t, bare, mixedDocuments);
  await owner.client.call(endpoints.npsSettingsSave, { params: { code: bare.code }, body: { npsField: 'nps', csatField: null } });
  for (const kind of ['ROOT_CAUSE_VOLUME', 'ROOT_CAUSE_IMPACT', 'ROOT_CAUSE_TREND'] as const)
    bareIds.push(await save(bare.code, kind));
}, 180_000);
afterAll(() => t?.close());

const widgets = () => dashboardWidgets(owner, a.code, { ...range, selectedWidgets: Object.values(widgetIds) });
const late = () => rca.rootCauses['Late delivery'] ?? '';
const double = () => rca.rootCauses['Double charge'] ?? '';

describe('root cause widgets', () => {
  it('counts root causes by documents, with share and the change from the comparison period', async () => {
    const w = await widgets();
    expect(w.find((x) => x.kind === 'ROOT_CAUSE_VOLUME')).toMatchObject({ problem: null, source: 'SCAN' });
    const data = dataOf(w, 'ROOT_CAUSE_VOLUME');
    expect(data.total).toBe(5);
    expect(data.comparisonTotal).toBe(1);
    expect(data.rows.map((r) => [r.name, r.count, r.share, r.comparison])).toEqual([
      ['Double charge', 2, 0.4, 0],
      ['Late delivery', 2, 0.4, 1],
    ]);
    const row = data.rows.find((r) => r.rootCauseId === late());
    expect(row?.alias).toEqual({ tr: 'Geç teslimat', en: '' });
    expect(row?.comparisonShare).toBe(1);
    expect(row?.change?.delta).not.toBeNull();
    expect(row?.drill.rrId?.split('|')[0]).toBe(late());
  });

  it('sets each root cause against the overall NPS, as the impact widget does with categories', async () => {
    const data = dataOf(await widgets(), 'ROOT_CAUSE_IMPACT');
    // NPS answers in range: 2, 6, 9, 10 → 2 promoters, 2 detractors: 0.
    expect(data.overall).toBe(0);
    const byId = new Map(data.rows.map((r) => [r.rootCauseId, r]));
    // Late delivery (2, 9) leaves 6 and 10: 0, so its impact is 0. Double charge (2, 6) leaves 9 and 10: 100.
    expect(byId.get(late())).toMatchObject({ count: 2, scoreWith: 0, scoreWithout: 0, impact: 0 });
    expect(byId.get(double())).toMatchObject({ count: 2, scoreWith: -100, scoreWithout: 100, impact: -100 });
  });

  it('charts the top root causes per bucket', async () => {
    const data = dataOf(await widgets(), 'ROOT_CAUSE_TREND');
    expect(data.period).toBe('month');
    const series = new Map(data.series.map((s) => [s.name, s.trend.map((p) => p.count)]));
    // d1 on 5 January, d3 on 1 February; d2 on 10 January.
    expect(series.get('Late delivery')).toEqual([1, 1, 0]);
    expect(series.get('Double charge')).toEqual([2, 0, 0]);
    const limited = await owner.client.call(endpoints.widgetSave, {
      params: { code: a.code },
      body: { kind: 'ROOT_CAUSE_TREND', name: 'top one', config: { limit: 1, period: 'month' } },
    });
    const one = dataOf(await dashboardWidgets(owner, a.code, { ...range, selectedWidgets: [limited.id] }), 'ROOT_CAUSE_TREND');
    expect(one.series.map((s) => s.name)).toEqual(['Double charge']);
  });

  it('drills every number to exactly its documents', async () => {
    const w = await widgets();
    const elements: { what: string; widgetId: string; count: number; drill: Parameters<typeof drillTotal>[3] }[] = [];
    const volume = dataOf(w, 'ROOT_CAUSE_VOLUME');
    for (const r of volume.rows)
      elements.push({ what: `volume ${r.name}`, widgetId: widgetIds['ROOT_CAUSE_VOLUME'] ?? '', count: r.count, drill: r.drill });
    for (const r of dataOf(w, 'ROOT_CAUSE_IMPACT').rows)
      elements.push({ what: `impact ${r.name}`, widgetId: widgetIds['ROOT_CAUSE_IMPACT'] ?? '', count: r.count, drill: r.drill });
    for (const s of dataOf(w, 'ROOT_CAUSE_TREND').series) {
      const widgetId = widgetIds['ROOT_CAUSE_TREND'] ?? '';
      elements.push({ what: `trend ${s.name}`, widgetId, count: s.count, drill: s.drill });
      for (const p of s.trend) elements.push({ what: `trend ${s.name} ${p.bucket}`, widgetId, count: p.count, drill: p.drill });
    }
    expect(elements.length).toBe(12);
    const totals: Record<string, number> = {};
    for (const e of elements) totals[e.what] = await drillTotal(owner, a.code, e.widgetId, e.drill, range);
    expect(totals).toEqual(Object.fromEntries(elements.map((e) => [e.what, e.count])));
    // The drill is the data tab's rrId filter: the search with it lists the same documents.
    const search = await owner.client.call(endpoints.documentSearch, {
      params: { code: a.code },
      body: { ...range, rrId: volume.rows[0]?.drill.rrId ?? null, widget: false },
    });
    expect(search.documents.total).toBe(volume.rows[0]?.count);
    // From a list that also shows documents without a root cause, the drill still lists only the root cause's.
    const [first] = volume.rows;
    const widened = { ...range, showRootCauselessContent: true };
    expect(
      await drillTotal(
        owner,
        a.code,
        widgetIds['ROOT_CAUSE_VOLUME'] ?? '',
        first?.drill ?? { fq: [], cq: [], sd: null, ed: null, names: {} },
        widened,
      ),
    ).toBe(first?.count);
  });

  it('answers empty widgets, not problems, for an analysis without root causes', async () => {
    const w = await dashboardWidgets(owner, bare.code, { ...range, selectedWidgets: bareIds });
    expect(w.map((x) => [x.kind, x.problem])).toEqual([
      ['ROOT_CAUSE_VOLUME', null],
      ['ROOT_CAUSE_IMPACT', null],
      ['ROOT_CAUSE_TREND', null],
    ]);
    expect(dataOf(w, 'ROOT_CAUSE_VOLUME').rows).toEqual([]);
    expect(dataOf(w, 'ROOT_CAUSE_IMPACT').rows).toEqual([]);
    expect(dataOf(w, 'ROOT_CAUSE_TREND').series).toEqual([]);
  });

  it('lists the kinds with their fields and exports their tables', async () => {
    const kinds = await owner.client.call(endpoints.widgetKinds, { params: { code: a.code } });
    expect(kinds.filter((k) => k.kind.startsWith('ROOT_CAUSE')).map((k) => [k.kind, k.fields, k.needsScore])).toEqual([
      ['ROOT_CAUSE_VOLUME', ['limit'], false],
      ['ROOT_CAUSE_IMPACT', ['metric', 'limit'], true],
      ['ROOT_CAUSE_TREND', ['period', 'customDays', 'limit'], false],
    ]);
    const file = await owner.client.request(endpoints.widgetExport, {
      params: { code: a.code, id: widgetIds['ROOT_CAUSE_VOLUME'] ?? '' },
      query: { type: 'CSV', csvStyle: 'RAW' },
      body: { ...range },
    });
    expect(file.status).toBe(200);
    expect(String(file.body)).toContain('Late delivery');
  });
});
