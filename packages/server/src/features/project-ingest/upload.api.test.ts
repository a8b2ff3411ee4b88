import { endpoints } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../platform/jobs/queue.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { sweepPayload } from './classify-job.js';
import {
  categoriesOf,
  documentsOf,
  importCsv,
  ingestCast,
  matching,
  sourceOf,
  uploadTo,
  type IngestCast,
} from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const code = 'support';

const categoryId = async (name: string): Promise<string> =>
  (
    await t.db
      .selectFrom('model_category')
      .select('id')
      .where('model_id', '=', cast.model.id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await startTestApp();
  cast = await ingestCast(t, 'Ingest Uploads');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const header = 'id,text,date,score,tags,channel';
const csv = [
  header,
  '1,my parcel is late and the courier never arrived,2024-03-01,,,',
  '2,I was charged twice on my card,2024-03-02,,,',
  '3,,2024-03-03,,,',
  '4,the app crashes on login,03/04/2024,,,',
  ',the app crashes on login,2024-03-05,,,',
  '1,my parcel is late,2024-03-06,,,',
  '7,@united (1/2) my flight was late again,2024-03-07,,,',
  '8,the screen freezes after the update,2024-03-08,abc,,',
  '9,refund the double payment please,2024-03-09,,,NOPE',
  '10,the mobile application keeps crashing,2024-03-10,5,"a;b",SURVEY',
].join('\n');
const attributeMatching = matching({
  columns: [
    { column: 'id', role: 'ID' },
    { column: 'text', role: 'CONTENT' },
    { column: 'date', role: 'DATE' },
    { column: 'score', role: 'ATTRIBUTE' },
    { column: 'tags', role: 'ATTRIBUTE' },
  ],
  attributes: [
    { column: 'score', code: 'score', type: 'NUMERIC' },
    { column: 'tags', code: 'tags', type: 'MULTI_TEXT' },
  ],
  channelColumn: 'channel',
  name: 'Survey export',
});

describe('CSV upload of an analysis', () => {
  it('imports the good rows classified, and reports every bad row with its reason', async () => {
    const source = await importCsv(t, cast.owner, code, csv, attributeMatching);
    expect(source).toMatchObject({
      status: 'IMPORTED',
      total: 10,
      successCount: 4,
      failCount: 6,
      channelCode: 'SURVEY',
      inlineCount: 0,
    });
    expect(source.failedRowsUntil).not.toBeNull();

    const failed = await cast.owner.client.request(endpoints.sourceFailedRows, { params: { code, id: source.id } });
    expect(failed.status).toBe(200);
    const lines = String(failed.body).trim().split(/\r?\n/);
    expect(lines[0]).toContain('reason');
    expect(lines).toHaveLength(7);
    for (const reason of [
      'DOCUMENT_CONTENT_REQUIRED',
      'UPLOAD_DATE_INVALID',
      'DOCUMENT_ID_REQUIRED',
      'DOCUMENT_DUPLICATE_ID',
      'ATTRIBUTE_VALUE_INVALID',
      'ANALYSIS_CHANNEL_UNKNOWN',
    ]) {
      expect(String(failed.body)).toContain(reason);
    }

    expect(String(failed.body)).not.toContain('UPLOAD_FORMULA_CELL');

    const docs = await documentsOf(t, cast.project.id);
    expect(docs.map((d) => d.external_id)).toEqual(['1', '10', '2', '7']);
    expect(docs.every((d) => d.prediction_status === 'SUCCESS')).toBe(true);
    const byId = new Map(docs.map((d) => [d.external_id, d]));
    // A tweet starting with a mention is text, stored exactly as written.
    expect(byId.get('7')?.content).toBe('@united (1/2) my flight was late again');
    expect(byId.get('10')?.attributes).toEqual({ score: 5, tags: ['a', 'b'] });
    const first = await categoriesOf(t, byId.get('1')?.id ?? '');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ category_id: await categoryId('Delivery'), origin: 'AI', model_id: cast.model.id });
    expect(first[0]?.confidence).toBeGreaterThan(0.3);
    const second = await categoriesOf(t, byId.get('2')?.id ?? '');
    expect(second[0]?.category_id).toBe(await categoryId('Billing'));

    const attributes = await t.db
      .selectFrom('project_attribute')
      .select(['code', 'type'])
      .where('project_id', '=', cast.project.id)
      .execute();
    expect(new Map(attributes.map((a) => [a.code, a.type]))).toEqual(
      new Map([
        ['score', 'NUMERIC'],
        ['tags', 'MULTI_TEXT'],
      ]),
    );
    const templates = await cast.owner.client.call(endpoints.matchingTemplates, { params: { code } });
    expect(templates.map((tpl) => tpl.name)).toEqual(['Survey export']);
  }, 60_000);

  it('replaces documents whose ID is stored already instead of duplicating them', async () => {
    const before = (await documentsOf(t, cast.project.id)).length;
    await importCsv(
      t,
      cast.owner,
      code,
      ['id,text,date', '2,the app crashes on login,2024-04-01', '11,the invoice amount is wrong,2024-04-02'].join('\n'),
    );
    const docs = await documentsOf(t, cast.project.id);
    expect(docs).toHaveLength(before + 1);
    const two = docs.filter((d) => d.external_id === '2');
    expect(two).toHaveLength(1);
    expect(two[0]?.content).toBe('the app crashes on login');
    const categories = await categoriesOf(t, two[0]?.id ?? '');
    expect(categories.map((c) => c.category_id)).toEqual([await categoryId('App')]);
  }, 60_000);

  it('imports XLSX workbooks', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    sheet.addRow(['id', 'text', 'date']);
    sheet.addRow(['x1', 'the courier never arrived', '2024-05-01']);
    sheet.addRow(['x2', 'my refund has not been received', '2024-05-02']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await uploadTo(cast.owner.client, code, 'rows.xlsx', data);
    expect(res.status).toBe(200);
    const source = sourceOf(res);
    expect(source).toMatchObject({ fileType: 'XLSX', status: 'PENDING', columns: ['id', 'text', 'date'] });
    await cast.owner.client.call(endpoints.sourceMatch, { params: { code, id: source.id }, body: matching() });
    await t.app.services.jobs.drain({ names: ['project.import'], timeoutMs: 60_000 });
    const list = await cast.owner.client.call(endpoints.sourceList, { params: { code } });
    expect(list.find((s) => s.id === source.id)).toMatchObject({ status: 'IMPORTED', successCount: 2, failCount: 0 });
  }, 60_000);

  it('previews an upload, guesses its types, deletes pending ones only', async () => {
    const res = await uploadTo(
      cast.analyst.client,
      code,
      'guess.csv',
      'id,comment,when,price,tags\n1,a long comment about the parcel being late,01.02.2024,12.5,a;b\n',
    );
    expect(res.status).toBe(200);
    const source = sourceOf(res);
    const preview = await cast.analyst.client.call(endpoints.sourcePreview, { params: { id: source.id } });
    expect(preview.columns).toEqual(['id', 'comment', 'when', 'price', 'tags']);
    // The date column is found by its values, with the format they read in, so the form can pre-fill both.
    expect(preview.suggested.find((g) => g.column === 'when')).toEqual({
      column: 'when',
      role: 'DATE',
      dateFormat: 'DD.MM.YYYY',
    });
    const guesses = await cast.analyst.client.call(endpoints.sourceFieldTypes, { params: { code, id: source.id } });
    expect(guesses.map((g) => g.type)).toEqual(['NUMERIC', 'TEXT', 'DATE', 'NUMERIC', 'MULTI_TEXT']);
    expect((await cast.outsider.client.request(endpoints.sourcePreview, { params: { id: source.id } })).status).toBe(404);

    const unknown = await cast.owner.client.request(endpoints.sourceMatch, {
      params: { code, id: source.id },
      body: matching({
        columns: [
          { column: 'nope', role: 'CONTENT' },
          { column: 'id', role: 'ID' },
          { column: 'when', role: 'DATE' },
        ],
      }),
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { messageCode: string }).messageCode).toBe('UPLOAD_COLUMN_UNKNOWN');

    expect(await cast.owner.client.call(endpoints.sourceDelete, { params: { code, id: source.id } })).toEqual({ ok: true });
    const imported = (await cast.owner.client.call(endpoints.sourceList, { params: { code } })).find(
      (s) => s.status === 'IMPORTED',
    );
    const refused = await cast.owner.client.request(endpoints.sourceDelete, { params: { code, id: imported?.id ?? '' } });
    expect(refused.status).toBe(409);
    expect((refused.body as { messageCode: string }).messageCode).toBe('SOURCE_NOT_PENDING');
  });

  it('imports a file without a date column with the upload time as every date, when asked to', async () => {
    const res = await uploadTo(
      cast.owner.client,
      code,
      'reviews.csv',
      'id,text,label\nrv1,the courier was very late again,negative\nrv2,fast delivery thanks,positive\n',
    );
    const source = sourceOf(res);
    const preview = await cast.owner.client.call(endpoints.sourcePreview, { params: { id: source.id } });
    expect(preview.suggested.map((g) => g.role)).toEqual(['ID', 'CONTENT', 'ATTRIBUTE']);
    const columns = [
      { column: 'id', role: 'ID' as const },
      { column: 'text', role: 'CONTENT' as const },
    ];
    const refused = await cast.owner.client.request(endpoints.sourceMatch, {
      params: { code, id: source.id },
      body: matching({ columns }),
    });
    expect(JSON.stringify(refused.body)).toContain('COLUMNS_DATE_REQUIRED');
    const both = await cast.owner.client.request(endpoints.sourceMatch, {
      params: { code, id: source.id },
      body: matching({ dateSource: 'UPLOAD_TIME', columns: [...columns, { column: 'label', role: 'DATE' }] }),
    });
    expect(JSON.stringify(both.body)).toContain('COLUMNS_DATE_TWO_SOURCES');

    await cast.owner.client.call(endpoints.sourceMatch, {
      params: { code, id: source.id },
      body: matching({ dateSource: 'UPLOAD_TIME', columns }),
    });
    await t.app.services.jobs.drain({ names: ['project.import'], timeoutMs: 60_000 });
    const list = await cast.owner.client.call(endpoints.sourceList, { params: { code } });
    expect(list.find((s) => s.id === source.id)).toMatchObject({ status: 'IMPORTED', successCount: 2, failCount: 0 });
    const dates = await t.db
      .selectFrom('project_document')
      .select('content_date')
      .where('project_id', '=', cast.project.id)
      .where('external_id', 'in', ['rv1', 'rv2'])
      .execute();
    expect(dates.map((d) => new Date(d.content_date).toISOString())).toEqual([source.createdAt, source.createdAt]);
  }, 60_000);

  it('refuses unknown channels and bad files, and keeps outsiders out', async () => {
    const channel = await uploadTo(cast.owner.client, code, 'rows.csv', 'id,text\n1,x\n', 'NOPE');
    expect(channel.status).toBe(400);
    expect((channel.body as { messageCode: string }).messageCode).toBe('ANALYSIS_CHANNEL_UNKNOWN');
    const empty = await uploadTo(cast.owner.client, code, 'rows.csv', '');
    expect((empty.body as { messageCode: string }).messageCode).toBe('UPLOAD_EMPTY');
    expect((await uploadTo(cast.outsider.client, code, 'rows.csv', 'id,text\n1,x\n')).status).toBe(404);
    expect((await cast.outsider.client.request(endpoints.sourceList, { params: { code } })).status).toBe(404);
  });
});

describe('an import killed midway', () => {
  it('resumes at its cursor when run again: exact totals, no duplicates', async () => {
    const rows = Array.from(
      { length: 4_500 },
      (_, i) => `k${i},${i % 2 === 0 ? 'my parcel is late' : 'the app crashes on login'} ${i},2024-06-01`,
    );
    const res = await uploadTo(
      cast.owner.client,
      code,
      'big.csv',
      ['id,text,date', ...rows, ',no id here,2024-06-01'].join('\n'),
    );
    const source = sourceOf(res);
    // The state the match call leaves, without its job: this test plays the job (and the server's death) itself.
    await t.db
      .updateTable('project_source')
      .set({
        status: 'IMPORTING',
        matching: JSON.stringify({ ...matching(), attributes: [], channelColumn: null, multiValueSeparator: ';' }),
      })
      .where('id', '=', source.id)
      .execute();
    const ingest = t.app.services.projects.ingest.ingest;
    const workspaceId = cast.project.workspaceId;
    await ingest.runImport(workspaceId, source.id, { final: false, maxCommits: 1 });
    const half = await t.db
      .selectFrom('project_source')
      .select(['status', 'imported_rows'])
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(half).toEqual({ status: 'IMPORTING', imported_rows: 2_000 });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('project_document')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('source_id', '=', source.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2_000);

    await ingest.runImport(workspaceId, source.id, { final: false });
    expect(await count()).toBe(4_500);
    const done = (await cast.owner.client.call(endpoints.sourceList, { params: { code } })).find((s) => s.id === source.id);
    expect(done).toMatchObject({ status: 'IMPORTED', total: 4_501, successCount: 4_500, failCount: 1, progress: 100 });
    const distinct = await t.db
      .selectFrom('project_document')
      .select((eb) => eb.fn.count<string>('external_id').distinct().as('n'))
      .where('project_id', '=', cast.project.id)
      .where('external_id', 'like', 'k%')
      .executeTakeFirstOrThrow();
    expect(Number(distinct.n)).toBe(4_500);
  }, 120_000);
});

describe('the sweep', () => {
  it('sends the import job again for a source a crashed server left IMPORTING', async () => {
    const source = sourceOf(
      await uploadTo(cast.owner.client, code, 'lost.csv', 'id,text,date\nz1,the courier never arrived,2024-07-01\n'),
    );
    await t.db
      .updateTable('project_source')
      .set({
        status: 'IMPORTING',
        matching: JSON.stringify({ ...matching(), attributes: [], channelColumn: null, multiValueSeparator: ';' }),
      })
      .where('id', '=', source.id)
      .execute();
    // Quiet for 10 minutes: what a dead server leaves behind.
    await t.db
      .updateTable('project_source')
      .set({ updated_at: new Date(Date.now() - 600_000) })
      .where('id', '=', source.id)
      .execute();
    // What the cron schedule sends every minute; the handler is the registered one (jobs are run by name).
    const sweep = defineJob({
      name: 'project.sweep',
      payload: sweepPayload,
      retryLimit: 0,
      expireInSeconds: 300,
      handler: () => Promise.resolve(),
    });
    await t.app.services.jobs.send(sweep, { sweep: true });
    await t.app.services.jobs.drain({ names: ['project.sweep', 'project.import'], timeoutMs: 60_000 });
    const list = await cast.owner.client.call(endpoints.sourceList, { params: { code } });
    expect(list.find((s) => s.id === source.id)).toMatchObject({ status: 'IMPORTED', successCount: 1 });
  }, 60_000);
});
