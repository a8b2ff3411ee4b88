import type { SearchRequest } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, searchBody, seedDocuments, type Analysis } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Export Co');
  ({ owner, analyst, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'export-co');
  await seedDocuments(t, a, [
    ...mixedDocuments,
    {
      externalId: 'd7',
      content: 'dialogue',
      contentDate: '2026-01-20T10:00:00.000Z',
      turns: [
        { speaker: 'customer', text: 'my parcel is late' },
        { speaker: 'agent', text: 'sorry about that' },
      ],
      categories: ['Delivery'],
    },
  ]);
});
afterAll(() => t.close());

const exportCall = (user: SignedInUser, type: string, search: Partial<SearchRequest> = {}, fields: string[] = []) =>
  user.client.raw('POST', `/api/project/${a.code}/document/export/${type}`, { body: { search: searchBody(search), fields } });

describe('export', () => {
  it('writes a CSV of the successful predictions under the filters, formula cells escaped', async () => {
    const res = await exportCall(analyst, 'CSV', {}, ['segment', 'tags']);
    expect(res.status).toBe(200);
    const data = (res.body as { data: { mode: string; count: number; fileUrl: string; task: { status: string } } }).data;
    expect(data).toMatchObject({ mode: 'FILE', count: 5, task: { status: 'SUCCESS' } });
    const file = await analyst.client.raw('GET', data.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''Analysis%20export-co-`);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('id,externalId,contentDate,channel,language,content,status,sentiment,Support topics,segment,tags');
    expect(lines.filter((l) => l !== '')).toHaveLength(6);
    const d4 = lines.find((l) => l.includes(',d4,'));
    expect(d4).toContain(`"'=HYPERLINK(""x"")"`);
    const d3 = lines.find((l) => l.includes(',d3,'));
    expect(d3).toMatch(/App; Delivery|Delivery; App/);
    expect(String(file.body)).toContain('"customer: my parcel is late\nagent: sorry about that"');
    const d1 = lines.find((l) => l.includes(',d1,'));
    expect(d1).toContain('gold,vip; repeat');
  });

  it('escapes only what a spreadsheet would evaluate, never numbers, and writes raw CSV for programs', async () => {
    const ws = await documentsWorkspace(t, 'Export Raw Co');
    const b = await createAnalysis(t, ws.owner, ws.model, 'export-raw');
    await seedDocuments(t, b, [
      {
        externalId: 'r1',
        content: '@united (1/2) my flight was late',
        contentDate: '2026-01-05T10:00:00.000Z',
        attributes: { nps: -31.1, segment: '-5' },
        categories: ['Delivery'],
      },
    ]);
    const call = async (csvStyle?: string) => {
      const res = await ws.owner.client.raw('POST', `/api/project/${b.code}/document/export/CSV`, {
        body: { search: searchBody({}), fields: ['nps', 'segment'], ...(csvStyle ? { csvStyle } : {}) },
      });
      const { fileUrl } = (res.body as { data: { fileUrl: string } }).data;
      return String((await ws.owner.client.raw('GET', fileUrl)).body).split('\r\n')[1] ?? '';
    };
    const excel = await call();
    expect(excel).toContain(",'@united (1/2) my flight was late,");
    expect(excel.endsWith(',-31.1,-5')).toBe(true);
    const raw = await call('RAW');
    expect(raw).toContain(',@united (1/2) my flight was late,');
    expect(raw.endsWith(',-31.1,-5')).toBe(true);
  });

  it('writes XLSX texts unescaped (a text cell is never evaluated) and numbers as numbers', async () => {
    const res = await exportCall(
      analyst,
      'XLSX',
      { fieldQueries: [{ fieldName: 'channel', operand: 'IN', values: [{ key: 'APP_REVIEW' }] }] },
      ['segment'],
    );
    const data = (res.body as { data: { fileUrl: string; count: number } }).data;
    expect(data.count).toBe(2);
    const file = await fetch(t.baseUrl + data.fileUrl, { headers: { authorization: `Bearer ${analyst.client.token ?? ''}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const values = book.worksheets[0]?.getColumn(10).values.slice(1);
    expect(values).toEqual(['segment', '=HYPERLINK("x")', 'silver']);
    expect(book.worksheets[0]?.getCell('J2').formula).toBeUndefined();
  });

  it('refuses another file type, more than 8 fields, unknown fields and an empty result', async () => {
    expect((await exportCall(analyst, 'PDF')).body).toMatchObject({ status: 400, messageCode: 'VALIDATION_FAILED' });
    expect(JSON.stringify((await exportCall(analyst, 'PDF')).body)).toContain('EXPORT_FILE_TYPE_REQUIRED');
    const many = await exportCall(analyst, 'CSV', {}, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(JSON.stringify(many.body)).toContain('FIELD_SELECTION_LIMIT');
    expect((await exportCall(analyst, 'CSV', {}, ['nope'])).body).toMatchObject({ messageCode: 'ATTRIBUTE_UNKNOWN' });
    expect((await exportCall(analyst, 'CSV', { predictionStatus: 'INLINE', query: 'zzzzzz' })).body).toMatchObject({
      messageCode: 'EXPORT_NOTHING',
    });
  });

  it('runs large exports as a job that notifies the user with the link', async () => {
    const exports = t.app.services.projects.documents.exports;
    const limit = exports.syncLimit;
    exports.syncLimit = 2;
    try {
      const res = await exportCall(analyst, 'CSV');
      const data = (res.body as { data: { mode: string; fileUrl: null; task: { id: string; status: string } } }).data;
      expect(data).toMatchObject({ mode: 'JOB', fileUrl: null, task: { status: 'QUEUED' } });
      await t.app.services.jobs.drain({ names: ['project.export'], timeoutMs: 30_000 });
      const task = await t.db.selectFrom('project_task').selectAll().where('id', '=', data.task.id).executeTakeFirstOrThrow();
      expect(task).toMatchObject({ status: 'SUCCESS', done: 5 });
      const note = await t.db
        .selectFrom('in_app_notification')
        .select(['link'])
        .where('user_id', '=', analyst.userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(note.link).toBe(`/api/project/${a.code}/export/${data.task.id}/file`);
      expect((await analyst.client.raw('GET', note.link ?? '')).status).toBe(200);
    } finally {
      exports.syncLimit = limit;
    }
  });

  it('needs the EXPORT feature of the package (402) and keeps other workspaces out', async () => {
    expect(
      (await outsider.client.raw('GET', `/api/project/${a.code}/export/00000000-0000-4000-8000-000000000000/file`)).status,
    ).toBe(404);
    expect((await exportCall(outsider, 'CSV')).status).toBe(404);
    const ws = await t.db.selectFrom('workspace').select('account_id').where('id', '=', a.workspaceId).executeTakeFirstOrThrow();
    const plan = await t.db
      .insertInto('plan')
      .values({ code: 'NOEXPORT', name: 'No export', features: JSON.stringify({ PROJECT_COUNT: 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: plan.id }).where('id', '=', ws.account_id).execute();
    const res = await exportCall(owner, 'CSV');
    expect(res.status).toBe(402);
  });
});
