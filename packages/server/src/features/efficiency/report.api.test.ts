import { endpoints, type EfficiencyReport } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { ProjectScope } from '../projects/project-access.js';
import { aroundNow, codeOf, efficiencyCast, type EfficiencyCast } from './test-support.js';

/**
 * AI success rate and marker statistics through the API, on the hand-worked fixture of test-support.ts
 * (docs/reports.md). Reviewed for the model: d1–d5 (d6 untouched, d7 and d8 not predicted by it).
 */
let t: TestApp;
let c: EfficiencyCast;
let report: EfficiencyReport;
const code = 'eff-report';

beforeAll(async () => {
  t = await startTestApp();
  c = await efficiencyCast(t, 'Efficiency', code);
  // 90.5 s on this analysis's data page, and time on another analysis that does not count.
  await c.analyst.client.call(endpoints.eventDuration, { body: { name: `/project/detail/${code}`, durationMs: 60_000 } });
  await c.analyst.client.call(endpoints.eventDuration, { body: { name: `/project/masking/${code}`, durationMs: 30_500 } });
  await c.analyst.client.call(endpoints.eventDuration, { body: { name: '/project/detail/other', durationMs: 99_000 } });
  report = await c.owner.client.call(endpoints.efficiencyReport, {
    params: { code },
    query: { modelCode: c.analysis.modelCode, ...aroundNow(), dateType: 'day' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('AI success rate', () => {
  it('counts a reviewed document confirmed only when its labels equal the prediction', () => {
    // Confirmed: d1 (A), d5 (B). Changed: d2 A→B, d3 {A,B}→{A}, d4 ∅→{B}.
    expect(report.aiSuccess).toMatchObject({ reviewed: 5, confirmed: 2, changed: 3, rate: 0.4 });
    expect(report.aiSuccess.series.reduce((n, p) => n + p.reviewed, 0)).toBe(5);
    expect(report.aiSuccess.versions).toEqual([
      { versionId: c.versionId, number: 1, reviewed: 5, confirmed: 2, rate: 0.4, trainingAccuracy: 0.8 },
    ]);
  });

  it('gives precision, recall and F1 per category (hand-worked)', () => {
    // A: predicted d1 d2 d3, carried by d1 d3 → P ⅔, R 1, F1 0.8. B: predicted d3 d5, carried by d2 d4 d5 → P ½, R ⅓, F1 0.4.
    expect(
      report.aiSuccess.categories.map((x) => [
        x.name,
        x.predicted,
        x.actual,
        x.confirmed,
        x.precision,
        x.recall,
        x.f1,
        x.trainingF1,
      ]),
    ).toEqual([
      ['Delivery', 3, 2, 2, 0.6667, 1, 0.8, 0.9],
      ['Billing', 2, 3, 1, 0.5, 0.3333, 0.4, null],
    ]);
    expect(report.aiSuccess.categories.every((x) => !x.drift)).toBe(true);
  });

  it('pairs dropped and added labels of the changed documents', () => {
    const pairs = report.aiSuccess.confusion.map((p) => `${p.predicted}>${p.corrected}:${String(p.count)}`).sort();
    expect(pairs).toEqual([`${c.A}>${c.B}:1`, `${c.B}>NONE:1`, `NONE>${c.B}:1`].sort());
  });
});

describe('marker statistics', () => {
  const of = (id: () => string) => report.markers.find((m) => m.userId === id());

  it('lists every person by documents marked or approved', () => {
    expect(report.markers.map((m) => [m.userId, m.marked, m.changed, m.approved, m.activeDays, m.perDay])).toEqual([
      [c.manager.userId, 4, 0, 4, 1, 4],
      [c.analyst.userId, 3, 3, 0, 1, 3],
      [c.owner.userId, 2, 2, 0, 1, 2],
    ]);
  });

  it('gives approval rates and kappas (hand-worked)', () => {
    // Analyst: d2 and d3 approved as marked (the owner re-marked d3 the same), d4 changed by the owner → ⅔.
    // With the model: B/A, A/A|B, C/∅ → pₒ 0, pₑ 1/9 → κ −0.125. With others (owner): d3 A/A, d4 C/B → κ ⅓.
    expect(of(() => c.analyst.userId)).toMatchObject({
      approvalRate: 0.6667,
      withModel: { documents: 3, observed: 0, kappa: -0.125 },
      withOthers: { documents: 2, observed: 0.5, kappa: 0.3333 },
      timeSpentSeconds: 91,
    });
    // Owner: d3 approved after, d4 never reviewed → 1. With the model: A/A|B, B/∅ → pₒ 0, pₑ 0 → κ 0.
    expect(of(() => c.owner.userId)).toMatchObject({
      approvalRate: 1,
      withModel: { documents: 2, observed: 0, kappa: 0 },
      withOthers: { documents: 2, observed: 0.5, kappa: 0.3333 },
      timeSpentSeconds: null,
    });
    // Manager approved d1 (A/A), d2 (analyst's B/A), d3 (A/A|B), d5 (B/B): pₒ ½, pₑ 0.375 → κ 0.2; marked nothing.
    expect(of(() => c.manager.userId)).toMatchObject({
      approvalRate: null,
      withModel: { documents: 4, observed: 0.5, kappa: 0.2 },
      withOthers: { documents: 0, observed: null, kappa: null },
    });
  });

  it('counts nothing outside the range', async () => {
    const before = await c.owner.client.call(endpoints.efficiencyReport, {
      params: { code },
      query: { modelCode: c.analysis.modelCode, startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' },
    });
    expect(before.aiSuccess.reviewed).toBe(0);
    expect(before.markers).toEqual([]);
    expect(before.aiSuccess.series).toHaveLength(31);
  });
});

describe('reportAvailable', () => {
  it('names the models with their reviewed documents, the targets, the marked documents and the axes', async () => {
    const a = await c.analyst.client.call(endpoints.reportAvailable, { params: { code } });
    expect(a.models).toEqual([
      { code: c.analysis.modelCode, name: expect.any(String) as string, senseType: 'CATEGORY', reviewed: 5 },
    ]);
    expect(a).toMatchObject({ markingTargets: 0, markedDocuments: 7, correlationReports: 0 });
    expect(a.axes.map((x) => [x.kind, x.modelCode ?? x.attributeCode])).toEqual([
      ['CATEGORY', c.analysis.modelCode],
      ['CHANNEL', null],
      ['ATTRIBUTE', 'segment'],
      ['ATTRIBUTE', 'nps'],
      ['ATTRIBUTE', 'tags'],
    ]);
  });
});

describe('the efficiency export tables', () => {
  it('lays out the report as tables (the correlation area writes the file)', async () => {
    const exports = t.app.services.projects.efficiency.exports;
    const scope = await scopeOf(c.owner.userId);
    const tables = await exports.table(scope, code, {
      kind: 'EFFICIENCY',
      fileType: 'CSV',
      modelCode: c.analysis.modelCode,
      ...aroundNow(),
      dateType: 'day',
    });
    expect(tables.map((x) => x.sheet)).toEqual(['AI success', 'Versions', 'Series', 'Categories', 'Confusion', 'Markers']);
    expect(tables[0]?.rows[0]?.slice(3)).toEqual([5, 2, 3, 0.4]);
    expect(tables[4]?.rows.map((r) => `${String(r[0])}>${String(r[1])}`).sort()).toEqual([
      'Billing>NONE',
      'Delivery>Billing',
      'NONE>Billing',
    ]);
    await expect(
      exports.table(scope, code, { kind: 'EFFICIENCY', fileType: 'CSV', modelCode: 'nope', ...aroundNow(), dateType: 'day' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('refusals', () => {
  it('401 without a session, 400 on a bad query, 404 for another workspace or an unknown model', async () => {
    const query = { modelCode: c.analysis.modelCode, ...aroundNow() };
    expect((await new Client(t.baseUrl).request(endpoints.efficiencyReport, { params: { code }, query })).status).toBe(401);
    expect((await new Client(t.baseUrl).request(endpoints.reportAvailable, { params: { code } })).status).toBe(401);
    const reversed = await c.owner.client.request(endpoints.efficiencyReport, {
      params: { code },
      query: { ...query, startDate: query.endDate, endDate: query.startDate },
    });
    expect([reversed.status, codeOf(reversed.body)]).toEqual([400, 'VALIDATION_FAILED']);
    const missing = await c.owner.client.raw('GET', `/api/project/${code}/efficiency/report?modelCode=${c.analysis.modelCode}`);
    expect(missing.status).toBe(400);
    const hourly = await c.owner.client.request(endpoints.efficiencyReport, {
      params: { code },
      query: { ...query, startDate: '2020-01-01T00:00:00.000Z', dateType: 'hour' },
    });
    expect([hourly.status, codeOf(hourly.body)]).toEqual([400, 'CALCULATION_TOO_LARGE']);
    const unknown = await c.owner.client.request(endpoints.efficiencyReport, {
      params: { code },
      query: { ...query, modelCode: 'nope' },
    });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'ANALYSIS_MODEL_NOT_FOUND']);
    for (const call of [
      c.outsider.client.request(endpoints.efficiencyReport, { params: { code }, query }),
      c.outsider.client.request(endpoints.reportAvailable, { params: { code } }),
    ]) {
      const res = await call;
      expect([res.status, codeOf(res.body)]).toEqual([404, 'ANALYSIS_NOT_FOUND']);
    }
  });
});

/** The scope the routes build from an owner's session (for calling the export seam directly). */
async function scopeOf(userId: string): Promise<ProjectScope> {
  const ws = await t.db
    .selectFrom('workspace')
    .select(['id', 'code', 'name', 'account_id'])
    .where('id', '=', c.analysis.workspaceId)
    .executeTakeFirstOrThrow();
  return {
    id: ws.id,
    code: ws.code,
    name: ws.name,
    accountId: ws.account_id,
    role: 'ADMIN',
    permissions: ['APPLICATION/ADMIN'],
    userId,
  };
}
