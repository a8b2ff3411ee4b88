import { defaultMessages, endpoints, reportEndpoints as e } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { codeOf, fieldsOf, reportBody, reportCast, type ReportCast } from './test-support.js';

/**
 * Stored correlation reports, the rules of a create (each with its code), the job's states and the events it
 * writes, delete, and other workspaces kept out (docs/reports.md). Counts are checked in golden.api.test.ts.
 */
let t: TestApp;
let cast: ReportCast;
const code = 'corr-rules';

beforeAll(async () => {
  t = await startTestApp();
  cast = await reportCast(t, 'Correlation Rules', code);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const services = () => t.app.services.projects.correlationReports;
const drain = () => t.app.services.jobs.drain({ names: ['reports.correlation'], timeoutMs: 60_000 });
const create = (overrides: Parameters<typeof reportBody>[1] = {}) =>
  owner().request(e.reportCreate, { params: { code }, body: reportBody(cast.analysis, overrides) });
const listCount = async () => (await owner().call(e.reportList, { params: { code } })).length;

describe('creating a correlation report: every rule with its code, nothing stored when refused', () => {
  it('refuses a name under 3 characters, the same axis twice, 31 × 30 items', async () => {
    const before = await listCount();
    const short = await create({ name: ' ab ' });
    expect([short.status, fieldsOf(short.body)]).toEqual([400, [['name', 'REPORT_NAME_TOO_SHORT']]]);
    const same = await create({ xAxis: { kind: 'SENTIMENT' }, yAxis: { kind: 'SENTIMENT' } });
    expect([same.status, fieldsOf(same.body)]).toEqual([400, [['yAxis.kind', 'CORRELATION_SAME_AXIS']]]);
    const sameModel = await create({ yAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode } });
    expect(fieldsOf(sameModel.body)).toEqual([['yAxis.kind', 'CORRELATION_SAME_AXIS']]);
    const many = await create({
      xAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode, maxItems: 31 },
      yAxis: { kind: 'SENTIMENT', maxItems: 30 },
    });
    expect([many.status, fieldsOf(many.body)]).toEqual([400, [['yAxis.maxItems', 'CORRELATION_TOO_MANY_COMBINATIONS']]]);
    expect(await listCount()).toBe(before);
  });

  it('takes 30 × 30 (the product is at most 900)', async () => {
    const ok = await create({
      name: 'Thirty by thirty',
      xAxis: { kind: 'CATEGORY', modelCode: cast.analysis.modelCode, maxItems: 30 },
      yAxis: { kind: 'SENTIMENT', maxItems: 30 },
    });
    expect(ok.status).toBe(200);
    await drain();
  });

  it('refuses an unknown model (400 ANALYSIS_MODEL_NOT_FOUND), an unknown attribute, a filter without dates', async () => {
    const before = await listCount();
    const model = await create({ xAxis: { kind: 'CATEGORY', modelCode: 'no-such-model' } });
    expect([model.status, codeOf(model.body), fieldsOf(model.body)]).toEqual([
      400,
      'ANALYSIS_MODEL_NOT_FOUND',
      [['xAxis.modelCode', 'ANALYSIS_MODEL_NOT_FOUND']],
    ]);
    const attribute = await create({ yAxis: { kind: 'ATTRIBUTE', attributeCode: 'no-such-field' } });
    expect(fieldsOf(attribute.body)).toEqual([['yAxis.attributeCode', 'ATTRIBUTE_UNKNOWN']]);
    for (const filterQuery of ['', 'q=late', 'sd=2026-01-01', 'ed=2026-01-31&searchByDate=CONTENT_DATE']) {
      const dates = await create({ filterQuery });
      expect([dates.status, fieldsOf(dates.body)]).toEqual([400, [['filterQuery', 'DATE_RANGE_REQUIRED']]]);
    }
    const reversed = await create({ filterQuery: 'sd=2026-02-01&ed=2026-01-01' });
    expect(fieldsOf(reversed.body)).toEqual([['filterQuery', 'DATE_RANGE_INVALID']]);
    const unreadable = await create({ filterQuery: 'sd=2026-01-01&ed=2026-01-31&fq=nonsense' });
    expect(fieldsOf(unreadable.body)).toEqual([['filterQuery', 'FIELD_INVALID']]);
    expect(await listCount()).toBe(before);
  });

  it('refuses a duplicate name with 409 REPORT_NAME_TAKEN, compared as names are (case, spaces)', async () => {
    expect((await create({ name: 'Duplicate me' })).status).toBe(200);
    const again = await create({ name: '  duplicate   ME ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'REPORT_NAME_TAKEN', message: 'Same-named report already started.' });
    expect(defaultMessages.REPORT_NAME_TAKEN).toBe('Same-named report already started.');
    await drain();
  });

  it('refuses above the document limit with the limit in data, and stores nothing', async () => {
    const ports = services().reports.ports;
    const before = await listCount();
    ports.maxDocuments = 10;
    try {
      const res = await create({ name: 'Too many documents' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ messageCode: 'CORRELATION_DOCUMENT_LIMIT', data: { limit: 10, documentCount: 11 } });
      // At the limit exactly it is taken.
      ports.maxDocuments = 11;
      expect((await create({ name: 'Exactly at the limit' })).status).toBe(200);
    } finally {
      ports.maxDocuments = t.config.correlation.maxDocuments;
    }
    expect(await listCount()).toBe(before + 1);
    expect(t.config.correlation.maxDocuments).toBe(1_000_000);
    await drain();
  });
});

describe('the job', () => {
  it('answers PREPARING, then the job makes it READY with progress 100, writing events on the way', async () => {
    const res = await create({ name: 'States' });
    expect(res.status).toBe(200);
    const created = (res.body as { data: { id: string; status: string; progress: number; documentCount: number | null } }).data;
    expect([created.status, created.progress]).toEqual(['PREPARING', 0]);
    await drain();
    const ready = await owner().call(e.reportGet, { params: { code, id: created.id } });
    expect(ready).toMatchObject({ status: 'READY', progress: 100, errorCode: null, documentCount: 11 });
    expect(ready.finishedAt).not.toBeNull();
    expect(ready.result?.total).toBe(9);
    expect(ready.definition).toMatchObject({ name: 'States', nested: false, numericType: 'PERCENT' });
    expect(ready.definition.filterQuery).toContain('sd=2026-01-01');
    expect([ready.startDate, ready.endDate, ready.dateBasis]).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-31T23:59:59.999Z',
      'CONTENT_DATE',
    ]);
    const events = await t.db
      .selectFrom('ui_event')
      .select(['type', 'payload'])
      .where(sql<boolean>`payload ->> 'reportId' = ${created.id}`)
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((ev) => ev.type === 'PROJECT_TASK_UPDATED' && ev.payload['projectCode'] === code)).toBe(true);
    const listed = await owner().call(e.reportList, { params: { code } });
    expect(listed[0]).toMatchObject({ id: created.id, status: 'READY' });
    expect(listed[0]?.createdBy?.id).toBeTruthy();
  });

  it('ends ERROR with the reason when the definition no longer reads (its model removed), and when over the limit', async () => {
    const res = await create({ name: 'Will fail' });
    const id = (res.body as { data: { id: string } }).data.id;
    await drain();
    const broken = reportBody(cast.analysis, { name: 'Will fail' });
    const row = await t.db.selectFrom('project_report').select('definition').where('id', '=', id).executeTakeFirstOrThrow();
    const definition = {
      ...(row.definition as object),
      xAxis: { ...broken.xAxis, modelCode: 'gone', attributeCode: null, itemIds: [], maxItems: 20 },
    };
    await t.db
      .updateTable('project_report')
      .set({ status: 'PREPARING', progress: 0, result: null, definition: JSON.stringify(definition) })
      .where('id', '=', id)
      .execute();
    await services().prepare(id);
    expect(await owner().call(e.reportGet, { params: { code, id } })).toMatchObject({
      status: 'ERROR',
      errorCode: 'ANALYSIS_MODEL_NOT_FOUND',
      result: null,
    });

    const ok = await create({ name: 'Limit in the job' });
    const okId = (ok.body as { data: { id: string } }).data.id;
    await drain();
    await t.db.updateTable('project_report').set({ status: 'PREPARING', result: null }).where('id', '=', okId).execute();
    services().reports.ports.maxDocuments = 5;
    try {
      await services().prepare(okId);
    } finally {
      services().reports.ports.maxDocuments = t.config.correlation.maxDocuments;
    }
    expect(await owner().call(e.reportGet, { params: { code, id: okId } })).toMatchObject({
      status: 'ERROR',
      errorCode: 'CORRELATION_DOCUMENT_LIMIT',
      documentCount: 11,
    });
  });
});

describe('delete and other workspaces', () => {
  it('deletes a report (then 404 REPORT_NOT_FOUND)', async () => {
    const res = await create({ name: 'To delete' });
    const id = (res.body as { data: { id: string } }).data.id;
    await drain();
    expect(await owner().call(e.reportDelete, { params: { code, id } })).toEqual({ ok: true });
    const gone = await owner().request(e.reportGet, { params: { code, id } });
    expect([gone.status, codeOf(gone.body)]).toEqual([404, 'REPORT_NOT_FOUND']);
    expect((await owner().request(e.reportDelete, { params: { code, id } })).status).toBe(404);
  });

  it("keeps other workspaces out: 404 on another workspace's analysis and reports", async () => {
    const [report] = await owner().call(e.reportList, { params: { code } });
    const id = report?.id ?? '';
    const outsider = cast.outsider.client;
    for (const res of [
      await outsider.request(e.reportList, { params: { code } }),
      await outsider.request(e.reportGet, { params: { code, id } }),
      await outsider.request(e.reportDelete, { params: { code, id } }),
      await outsider.request(e.reportCreate, { params: { code }, body: reportBody(cast.analysis, { name: 'Outsider' }) }),
      await outsider.request(e.reportExport, { params: { code }, query: { kind: 'CORRELATION', fileType: 'CSV', id } }),
    ])
      expect(res.status).toBe(404);
    // The outsider's own analysis with that code does not reach this workspace's report either.
    await outsider.call(endpoints.projectCreate, {
      params: { code },
      body: {
        name: 'Outsider analysis',
        icon: 'preset:chart',
        models: [],
        channels: ['CALL_CENTER'],
        pipelineStages: ['CLASSIFY'],
      },
    });
    const foreign = await outsider.request(e.reportGet, { params: { code, id } });
    expect([foreign.status, codeOf(foreign.body)]).toEqual([404, 'REPORT_NOT_FOUND']);
    expect(await outsider.call(e.reportList, { params: { code } })).toEqual([]);
  });

  it('lets an analyst of the workspace create and read', async () => {
    const res = await cast.analyst.client.request(e.reportCreate, {
      params: { code },
      body: reportBody(cast.analysis, { name: 'By the analyst' }),
    });
    expect(res.status).toBe(200);
    await drain();
  });
});
