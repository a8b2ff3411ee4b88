import { reportEndpoints as e, type CorrelationReportBody, type ReportDetail } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { codeOf, drilledTotal, reportBody, reportCast, type ReportCast } from './test-support.js';

/**
 * Correlation counts on the golden fixture (test-support.ts GOLDEN), worked by hand; each checked cell's drill, added
 * to the report's filter, lists as many documents through the real search as the cell counts; export; the monthly
 * repeat (docs/reports.md).
 */
let t: TestApp;
let cast: ReportCast;
const code = 'corr-golden';

beforeAll(async () => {
  t = await startTestApp();
  cast = await reportCast(t, 'Correlation Golden', code);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const drain = () => t.app.services.jobs.drain({ names: ['reports.correlation'], timeoutMs: 60_000 });
const cat = (name: string) => cast.analysis.categories[name] ?? name;

async function ready(overrides: Partial<CorrelationReportBody>): Promise<ReportDetail> {
  const created = await owner().call(e.reportCreate, { params: { code }, body: reportBody(cast.analysis, overrides) });
  await drain();
  const report = await owner().call(e.reportGet, { params: { code, id: created.id } });
  expect(report.status).toBe('READY');
  return report;
}

/** [count, a, b] of one cell, by item keys. */
function cell(r: ReportDetail, x: string, y: string) {
  const c = r.result?.cells.find((k) => k.x === x && k.y === y);
  if (!c) throw new Error(`no cell ${x} × ${y}`);
  return c;
}

/** Every listed cell's drill, with the report's filterQuery, gives its count through the real search. */
async function drillsMatch(r: ReportDetail, cells: [string, string][]): Promise<void> {
  for (const [x, y] of cells) {
    const c = cell(r, x, y);
    expect(await drilledTotal(cast.owner, code, r.definition.filterQuery, c.drill), `${x} × ${y}`).toBe(c.count);
  }
}

describe('golden counts', () => {
  it('leaf categories × sentiment: N 9 of 11 documents, items by frequency, every cell', async () => {
    const r = await ready({ name: 'Leaves by sentiment' });
    const result = r.result;
    expect([result?.documentCount, result?.total]).toEqual([11, 9]);
    // Late 4 in the filter (d1 d2 d3 d9), Refund and App 3 each (a tie, by key), Damaged 2; in N: 3, 3, 3, 2.
    expect(result?.xItems[0]).toEqual({ key: cat('Late'), name: 'Delivery > Late', count: 3 });
    expect(new Set(result?.xItems.slice(1, 3).map((i) => i.key))).toEqual(new Set([cat('Refund'), cat('App')]));
    expect(result?.xItems[3]).toMatchObject({ key: cat('Damaged'), count: 2 });
    expect(result?.yItems).toEqual([
      { key: 'NEGATIVE', name: 'NEGATIVE', count: 5 },
      { key: 'POSITIVE', name: 'POSITIVE', count: 3 },
      { key: 'NEUTRAL', name: 'NEUTRAL', count: 1 },
    ]);
    expect(result?.cells).toHaveLength(12);
    const counts = Object.fromEntries(
      (result?.cells ?? []).map((c) => [
        `${Object.entries(cast.analysis.categories).find(([, id]) => id === c.x)?.[0]}×${c.y}`,
        c.count,
      ]),
    );
    expect(counts).toEqual({
      'Late×NEGATIVE': 3,
      'Late×POSITIVE': 0,
      'Late×NEUTRAL': 0,
      'Refund×NEGATIVE': 2,
      'Refund×POSITIVE': 1,
      'Refund×NEUTRAL': 0,
      'App×NEGATIVE': 1,
      'App×POSITIVE': 1,
      'App×NEUTRAL': 1,
      'Damaged×NEGATIVE': 1,
      'Damaged×POSITIVE': 1,
      'Damaged×NEUTRAL': 0,
    });
    // Late × NEGATIVE: a 3, b 5, N 9 → E = 15/9, lift 1.8, residual (3 − 5/3)/√(5/3 · 2/3 · 4/9) = 1.8974, 100 %.
    expect(cell(r, cat('Late'), 'NEGATIVE')).toMatchObject({
      count: 3,
      percent: 100,
      expected: 1.6667,
      lift: 1.8,
      residual: 1.8974,
      significant: false,
    });
    // App × NEUTRAL: a 3, b 1 → E = 1/3, lift 3, residual (1 − 1/3)/√(1/3 · 2/3 · 8/9) = (2/3)/(4/9) = 1.5; 33.33 %.
    expect(cell(r, cat('App'), 'NEUTRAL')).toMatchObject({ percent: 33.33, expected: 0.3333, lift: 3, residual: 1.5 });
    await drillsMatch(r, [
      [cat('Late'), 'NEGATIVE'],
      [cat('Late'), 'POSITIVE'],
      [cat('Refund'), 'NEGATIVE'],
      [cat('App'), 'NEUTRAL'],
      [cat('Damaged'), 'POSITIVE'],
    ]);
  });

  it('picked items keep their order; maxItems 1 takes the most frequent', async () => {
    const picked = await ready({
      name: 'Picked items',
      xAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode, itemIds: [cat('App'), cat('Late')] },
      yAxis: { kind: 'SENTIMENT', itemIds: ['POSITIVE'] },
    });
    expect(picked.result?.xItems.map((i) => [i.key, i.count])).toEqual([
      [cat('App'), 1],
      [cat('Late'), 0],
    ]);
    // N: documents with App or Late and POSITIVE: d7 only.
    expect(picked.result?.total).toBe(1);
    const top = await ready({
      name: 'Top one',
      xAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode, maxItems: 1 },
      yAxis: { kind: 'SENTIMENT', maxItems: 2 },
    });
    expect(top.result?.xItems.map((i) => i.key)).toEqual([cat('Late')]);
    expect(top.result?.yItems.map((i) => i.key)).toEqual(['NEGATIVE', 'POSITIVE']);
  });

  it('nested: top-level categories count their sub-categories, a document once', async () => {
    const r = await ready({ name: 'Nested by sentiment', nested: true });
    expect(r.result?.xItems).toEqual(
      [
        { key: cat('Delivery'), name: 'Delivery', count: 5 },
        { key: cat('App'), name: 'App', count: 3 },
        { key: cat('Billing'), name: 'Billing', count: 3 },
      ].sort((p, q) => q.count - p.count || (p.key < q.key ? -1 : 1)),
    );
    // d12 carries App and Damaged: Delivery once. Delivery × NEGATIVE = d1 d2 d3 d12.
    expect(cell(r, cat('Delivery'), 'NEGATIVE').count).toBe(4);
    expect(cell(r, cat('Delivery'), 'POSITIVE').count).toBe(1);
    await drillsMatch(r, [
      [cat('Delivery'), 'NEGATIVE'],
      [cat('Delivery'), 'POSITIVE'],
      [cat('Billing'), 'NEGATIVE'],
    ]);
  });

  it('channel × categories and attribute × sentiment', async () => {
    const channels = await ready({
      name: 'Channels by topic',
      xAxis: { kind: 'CHANNEL' },
      yAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode },
    });
    // N: every January document with a category (d10 has none): 10.
    expect(channels.result?.total).toBe(10);
    expect(channels.result?.xItems.map((i) => [i.key, i.count])).toEqual([
      ['CALL_CENTER', 9],
      ['APP_REVIEW', 1],
    ]);
    expect(cell(channels, 'CALL_CENTER', cat('Late')).count).toBe(4);
    expect(cell(channels, 'APP_REVIEW', cat('Damaged')).count).toBe(1);
    await drillsMatch(channels, [
      ['CALL_CENTER', cat('Late')],
      ['APP_REVIEW', cat('App')],
      ['APP_REVIEW', cat('Refund')],
    ]);

    const segments = await ready({
      name: 'Segments by sentiment',
      xAxis: { kind: 'ATTRIBUTE', attributeCode: 'segment' },
      yAxis: { kind: 'SENTIMENT' },
    });
    expect(segments.result?.total).toBe(6);
    expect([cell(segments, 'gold', 'NEGATIVE').count, cell(segments, 'gold', 'POSITIVE').count]).toEqual([3, 1]);
    expect([cell(segments, 'silver', 'NEGATIVE').count, cell(segments, 'silver', 'POSITIVE').count]).toEqual([1, 1]);
    await drillsMatch(segments, [
      ['gold', 'NEGATIVE'],
      ['silver', 'POSITIVE'],
    ]);
  });

  it('counts only what the filter keeps: a channel filter in the filterQuery', async () => {
    const r = await ready({
      name: 'Call centre only',
      filterQuery: 'sd=2026-01-01&ed=2026-01-31&fq=channel__CALL_CENTER__IN',
    });
    expect([r.result?.documentCount, r.result?.total]).toEqual([10, 8]);
    await drillsMatch(r, [[cat('Late'), 'NEGATIVE']]);
  });
});

describe('export', () => {
  it('writes CSV (tables one after another) and XLSX (a sheet each); refuses a report not ready', async () => {
    const r = await ready({
      name: 'Exported',
      xAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode, itemIds: [cat('Late'), cat('App')] },
    });
    const query = { kind: 'CORRELATION', fileType: 'CSV', id: r.id } as const;
    const csv = await owner().request(e.reportExport, { params: { code }, query });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split(/\r\n/);
    expect(lines.slice(0, 4)).toEqual([',NEGATIVE,POSITIVE,NEUTRAL', 'Delivery > Late,3,0,0', 'App,1,1,1', '']);
    expect(lines).toContain('Delivery > Late,100,0,0');
    expect(lines).toContain('x,y,count,percent,expected,lift,residual,significant');

    const res = await fetch(
      `${t.baseUrl}/api/project/${code}/efficiency/report/export?kind=CORRELATION&fileType=XLSX&id=${r.id}`,
      {
        headers: { authorization: `Bearer ${cast.owner.client.token ?? ''}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Counts', 'Percent', 'Cells']);
    expect(book.getWorksheet('Counts')?.getRow(2).values).toEqual([undefined, 'Delivery > Late', 3, 0, 0]);

    const missing = await owner().request(e.reportExport, { params: { code }, query: { kind: 'CORRELATION', fileType: 'CSV' } });
    expect([missing.status, codeOf(missing.body)]).toEqual([400, 'VALIDATION_FAILED']);
    const noType = await owner().request(e.reportExport, { params: { code }, query: { kind: 'CORRELATION', id: r.id } as never });
    expect(noType.status).toBe(400);
    await t.db.updateTable('project_report').set({ status: 'PREPARING' }).where('id', '=', r.id).execute();
    const notReady = await owner().request(e.reportExport, { params: { code }, query });
    expect([notReady.status, codeOf(notReady.body)]).toEqual([400, 'REPORT_NOT_READY']);
    await t.db.updateTable('project_report').set({ status: 'READY' }).where('id', '=', r.id).execute();
  });
});

describe('monthly repeat', () => {
  it('creates exactly one child for the month just ended, with its dates and name, and prepares it', async () => {
    const services = t.app.services.projects.correlationReports;
    const original = await owner().call(e.reportCreate, {
      params: { code },
      body: reportBody(cast.analysis, { name: 'Monthly', monthlyRepeat: true, filterQuery: 'sd=2025-12-01&ed=2025-12-31' }),
    });
    await drain();
    services.clock.now = () => new Date('2026-02-01T00:05:00Z');
    try {
      const created = await services.reports.repeat();
      expect(created).toHaveLength(1);
      expect(await services.reports.repeat()).toEqual([]);
    } finally {
      services.clock.now = () => new Date();
    }
    await drain();
    const children = (await owner().call(e.reportList, { params: { code } })).filter((r) => r.repeatOf === original.id);
    expect(children).toHaveLength(1);
    const child = await owner().call(e.reportGet, { params: { code, id: children[0]?.id ?? '' } });
    expect(child).toMatchObject({
      name: 'Monthly · 2026-01',
      status: 'READY',
      monthlyRepeat: false,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-01-31T23:59:59.999Z',
    });
    expect(child.result?.total).toBe(9);
    expect(child.definition.filterQuery).toContain('sd=2026-01-01');
  });
});
