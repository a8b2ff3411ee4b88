import type { SearchRequest } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { storeAnalysis } from '../category-trend/test-support.js';
import { documentsWorkspace, searchBody, seedDocuments, type Analysis } from './test-support.js';

/**
 * Pivot downloads (docs/reports.md#pivot-download) over seven exported documents (p7 failed: not exported; p6 has
 * no category of the model: in no row). p5 carries two categories: its row's cells add up to 4 while the row holds
 * 3 documents.
 */
let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let a: Analysis;
let names: Record<string, string>;

const HEADER = 'Delivery,Billing,App,Store > Staff,Store > Queue,Price,Other,Total';

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Pivot Co');
  ({ owner, analyst } = ws);
  a = await storeAnalysis(t, owner, 'pivot-co');
  const day = (d: string) => `${d}T10:00:00.000Z`;
  await seedDocuments(t, a, [
    {
      externalId: 'p1',
      content: 'late parcel',
      contentDate: day('2026-01-05'),
      categories: ['Delivery'],
      sentiment: 'NEGATIVE',
      attributes: { segment: 'gold', tags: ['vip', 'repeat'] },
    },
    {
      externalId: 'p2',
      content: 'fast parcel',
      contentDate: day('2026-01-06'),
      categories: ['Delivery'],
      sentiment: 'POSITIVE',
      attributes: { segment: 'silver' },
    },
    {
      externalId: 'p3',
      content: 'charged twice',
      contentDate: day('2026-01-20'),
      channel: 'APP_REVIEW',
      categories: ['Billing'],
      sentiment: 'NEGATIVE',
      attributes: { segment: 'gold', tags: ['vip'] },
    },
    {
      externalId: 'p4',
      content: 'rude staff',
      contentDate: day('2026-02-02'),
      channel: 'APP_REVIEW',
      categories: ['Staff'],
      attributes: { segment: 'gold' },
    },
    {
      externalId: 'p5',
      content: 'long queue and high prices',
      contentDate: day('2026-02-03'),
      categories: ['Queue', 'Price'],
      sentiment: 'NEGATIVE',
    },
    {
      externalId: 'p6',
      content: 'no topic',
      contentDate: day('2026-02-10'),
      sentiment: 'NEGATIVE',
      attributes: { segment: 'gold' },
    },
    { externalId: 'p7', content: 'failed', contentDate: day('2026-02-11'), categories: ['Delivery'], predictionStatus: 'FAILED' },
    {
      externalId: 'p8',
      content: 'nice app',
      contentDate: day('2026-03-01'),
      channel: 'APP_REVIEW',
      categories: ['App'],
      sentiment: 'POSITIVE',
      attributes: { segment: '=HYPERLINK("x")' },
    },
  ]);
  const channels = await t.db.selectFrom('channel').select(['code', 'name']).where('workspace_id', '=', a.workspaceId).execute();
  names = Object.fromEntries(channels.map((c) => [c.code, c.name]));
});
afterAll(() => t.close());

type ExportData = { mode: string; count: number; fileUrl: string | null; task: { id: string; status: string } };

const pivotCall = (type: string, pivot: unknown, search: Partial<SearchRequest> = {}, user = analyst) =>
  user.client.raw('POST', `/api/project/${a.code}/document/export/${type}`, { body: { search: searchBody(search), pivot } });

async function csvOf(field: string, search: Partial<SearchRequest> = {}): Promise<string[]> {
  const res = await pivotCall('CSV', { modelCode: a.modelCode, field }, search);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = (res.body as { data: ExportData }).data;
  expect(data).toMatchObject({ mode: 'FILE', task: { status: 'SUCCESS' } });
  const file = await analyst.client.raw('GET', data.fileUrl ?? '');
  return String(file.body)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');
}

describe('pivot download', () => {
  it('counts documents by channel × the leaves in tree order, with a Total column and row (CSV)', async () => {
    expect(await csvOf('channel')).toEqual([
      `channel,${HEADER}`,
      // Equal totals: by value (APP_REVIEW before CALL_CENTER); rows are named.
      `${names['APP_REVIEW']},0,1,1,1,0,0,0,3`,
      `${names['CALL_CENTER']},2,0,0,0,1,1,0,3`,
      'Total,2,1,1,1,1,1,0,6',
    ]);
  });

  it('puts a document in each value of a list attribute and the documents without one last', async () => {
    expect(await csvOf('tags')).toEqual([
      `tags,${HEADER}`,
      'vip,1,1,0,0,0,0,0,2',
      'repeat,1,0,0,0,0,0,0,1',
      '(none),1,0,1,1,1,1,0,4',
      'Total,2,1,1,1,1,1,0,6',
    ]);
    expect(await csvOf('sentiment')).toEqual([
      `sentiment,${HEADER}`,
      'NEGATIVE,1,1,0,0,1,1,0,3',
      'POSITIVE,1,0,1,0,0,0,0,2',
      '(none),0,0,0,1,0,0,0,1',
      'Total,2,1,1,1,1,1,0,6',
    ]);
  });

  it('orders content months and weeks (weeks by their Monday) and follows the search filter', async () => {
    expect(await csvOf('contentMonth')).toEqual([
      `contentMonth,${HEADER}`,
      '2026-01,2,1,0,0,0,0,0,3',
      '2026-02,0,0,0,1,1,1,0,2',
      '2026-03,0,0,1,0,0,0,0,1',
      'Total,2,1,1,1,1,1,0,6',
    ]);
    expect((await csvOf('contentWeek')).map((l) => l.split(',')[0])).toEqual([
      'contentWeek',
      '2026-01-05',
      '2026-01-19',
      '2026-02-02',
      '2026-02-23',
      'Total',
    ]);
    const appOnly = await csvOf('contentDay', {
      fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }],
    });
    expect(appOnly).toEqual([
      `contentDay,${HEADER}`,
      '2026-01-20,0,1,0,0,0,0,0,1',
      '2026-02-02,0,0,0,1,0,0,0,1',
      '2026-03-01,0,0,1,0,0,0,0,1',
      'Total,0,1,1,1,0,0,0,3',
    ]);
  });

  it('writes the same table as an XLSX sheet, counts as numbers and texts unescaped', async () => {
    const res = await pivotCall('XLSX', { modelCode: a.modelCode, field: 'segment' });
    const data = (res.body as { data: ExportData }).data;
    const file = await fetch(t.baseUrl + (data.fileUrl ?? ''), {
      headers: { authorization: `Bearer ${analyst.client.token ?? ''}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.getWorksheet('Pivot');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['segment', ...HEADER.split(',')],
      ['gold', 1, 1, 0, 1, 0, 0, 0, 3],
      ['=HYPERLINK("x")', 0, 0, 1, 0, 0, 0, 0, 1],
      ['silver', 1, 0, 0, 0, 0, 0, 0, 1],
      ['(none)', 0, 0, 0, 0, 1, 1, 0, 1],
      ['Total', 2, 1, 1, 1, 1, 1, 0, 6],
    ]);
    expect(sheet?.getCell('A3').formula).toBeUndefined();
  });

  it('refuses an unknown model or field and a pivot without both', async () => {
    const tasks = () => t.db.selectFrom('project_task').select('id').where('project_id', '=', a.id).execute();
    const before = (await tasks()).length;
    const unknownModel = await pivotCall('CSV', { modelCode: 'nope', field: 'channel' });
    expect(unknownModel.status).toBe(400);
    expect(unknownModel.body).toMatchObject({
      messageCode: 'ANALYSIS_MODEL_NOT_FOUND',
      fields: [{ field: 'pivot.modelCode', messageCode: 'ANALYSIS_MODEL_NOT_FOUND' }],
    });
    const unknownField = await pivotCall('CSV', { modelCode: a.modelCode, field: 'shoeSize' });
    expect(unknownField.body).toMatchObject({
      status: 400,
      messageCode: 'FIELD_INVALID_OPTION',
      fields: [{ field: 'pivot.field', messageCode: 'FIELD_INVALID_OPTION' }],
    });
    const empty = await pivotCall('CSV', { modelCode: '', field: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('FIELD_REQUIRED');
    expect(JSON.stringify(empty.body)).toContain('pivot.field');
    // Nothing was stored for the refused calls.
    expect(await tasks()).toHaveLength(before);
  });

  it('runs a large pivot as a job and stores the same file', async () => {
    const exports = t.app.services.projects.documents.exports;
    const limit = exports.syncLimit;
    exports.syncLimit = 2;
    try {
      const res = await pivotCall('CSV', { modelCode: a.modelCode, field: 'channel' });
      const data = (res.body as { data: ExportData }).data;
      expect(data).toMatchObject({ mode: 'JOB', count: 7, fileUrl: null, task: { status: 'QUEUED' } });
      await t.app.services.jobs.drain({ names: ['project.export'], timeoutMs: 30_000 });
      const task = await t.db.selectFrom('project_task').selectAll().where('id', '=', data.task.id).executeTakeFirstOrThrow();
      expect(task).toMatchObject({ status: 'SUCCESS', done: 7, total: 7 });
      const file = await analyst.client.raw('GET', `/api/project/${a.code}/export/${data.task.id}/file`);
      expect(
        String(file.body)
          .replace(/^\uFEFF/, '')
          .split('\r\n')[3],
      ).toBe('Total,2,1,1,1,1,1,0,6');
    } finally {
      exports.syncLimit = limit;
    }
  });
});
