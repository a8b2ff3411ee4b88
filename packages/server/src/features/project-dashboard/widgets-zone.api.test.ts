import { endpoints, type WidgetResult } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { dashboardWidgets, drillTotal } from './test-support.js';

/**
 * Trends in the reporting zone Europe/Istanbul (UTC+3): buckets are local days / weeks / months, each point
 * drills (sd/ed in local wall time) to exactly the documents it counts. Documents sit around local midnight.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;

const times = ['20:59:59.999', '21:00:00.000', '23:30:00.000', '02:00:00.000', '20:30:00.000'];
const docs = Array.from({ length: 15 }, (_, i) => ({
  externalId: `w${i}`,
  content: `zone widget document ${i}`,
  contentDate: `2026-0${1 + (i % 3)}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}T${times[i % times.length] ?? '12:00:00.000'}Z`,
  channel: i % 2 === 0 ? 'CALL_CENTER' : 'APP_REVIEW',
  sentiment: i % 3 === 0 ? 'POSITIVE' : 'NEGATIVE',
}));
// The first quarter of 2026 as the web sends it in Istanbul.
const LOCAL_Q1 = { startDate: '2025-12-31T21:00:00.000Z', endDate: '2026-03-31T20:59:59.999Z' };

beforeAll(async () => {
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  const ws = await documentsWorkspace(t, 'Zone Widget Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'zone-widget-co');
  await seedDocuments(t, a, docs);
}, 120_000);
afterAll(() => t.close());

describe('trend widgets in Europe/Istanbul', () => {
  for (const period of ['day', 'week', 'month'] as const) {
    it(`reads the rollups and drills every ${period} point to exactly its count`, async () => {
      const w = await owner.client.call(endpoints.widgetSave, {
        params: { code: a.code },
        body: { kind: 'TIME_TREND', name: `Local ${period}`, config: { period } },
      });
      const widgets: WidgetResult[] = await dashboardWidgets(owner, a.code, { ...LOCAL_Q1, selectedWidgets: [w.id] });
      const tr = widgets.find((x) => x.widgetId === w.id);
      expect(tr?.problem ?? null).toBeNull();
      expect(tr?.source).toBe('ROLLUP');
      const points = tr?.data?.kind === 'TIME_TREND' ? tr.data.trend : [];
      expect(points.reduce((n, p) => n + p.count, 0)).toBe(docs.length);
      // Buckets start at local midnight (21:00 UTC the day before).
      expect(points.every((p) => p.bucket.endsWith('T21:00:00.000Z'))).toBe(true);
      expect(points[0]?.bucket).toBe(period === 'week' ? '2025-12-28T21:00:00.000Z' : '2025-12-31T21:00:00.000Z');
      const counted = points.filter((p) => p.count > 0);
      expect(counted.length).toBeGreaterThan(1);
      const totals = await Promise.all(counted.map((p) => drillTotal(owner, a.code, w.id, p.drill, LOCAL_Q1)));
      expect(totals).toEqual(counted.map((p) => p.count));
    });
  }

  it('drills with local wall times in the URL form', async () => {
    const widgets = await dashboardWidgets(owner, a.code, LOCAL_Q1);
    const trend = widgets.find((x) => x.kind === 'TIME_TREND');
    const first = trend?.data?.kind === 'TIME_TREND' ? trend.data.trend[0] : undefined;
    // The first point starts at the range's local start: 1 January 00:00 Istanbul.
    expect(first?.drill.sd).toBe('2026-01-01T00');
  });
});
