import { defaultMessages, endpoints, type ModelDetail, type Source } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, labelIds, member } from '../models/test-fixtures.js';
import { topicCategories, uploadFile } from '../model-training/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Uploads Inc' });
  analyst = await member(t, owner, 'ANALYST');
  outsider = await signUp(t, { company: 'Foreign Uploads' });
  model = await createModel(owner, { categories: [...topicCategories(), { name: 'Ürün', children: [{ name: 'İade' }] }] });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
});
afterAll(() => t.close());

/**
 * Ten rows, four of them bad in four different ways; one starts like a spreadsheet formula, which is text here.
 * Semicolons: the delimiter is detected.
 */
const CSV = [
  'id;text;date;label;channel',
  '1;My parcel is late;01.03.2024;Delivery;web',
  '2;"Charged twice; please refund";02.03.2024;Billing;app',
  '3;;03.03.2024;Delivery;web',
  '4;App crashes;31.02.2024;App;web',
  '5;Wrong item;04.03.2024;Marketing;web',
  '6;Late and charged;05.03.2024;Delivery|Billing;web',
  '7;=HYPERLINK("http://evil.example","click");06.03.2024;;web',
  '8;İade edilmedi, ürün kırık geldi;07.03.2024 14:30;Ürün > İade;mağaza',
  '9;No label here;;;web',
  '10;The app will not open;08.03.2024;app;',
].join('\n');

const matching = {
  name: 'Standard CSV',
  columns: [
    { column: 'id', role: 'ID' as const },
    { column: 'text', role: 'CONTENT' as const },
    { column: 'date', role: 'DATE' as const },
    { column: 'channel', role: 'ATTRIBUTE' as const },
  ],
  dateFormat: 'DD.MM.YYYY',
  sortType: 'ASC' as const,
  labelColumn: 'label',
  labelSeparator: '|',
  labelStatus: 'COMPLETED' as const,
};

const upload = async (who: SignedInUser, name: string, content: string | Buffer, target = model): Promise<Source> => {
  const res = await uploadFile(who.client, target.id, name, content);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: Source }).data;
};
const sourceParams = (sourceId: string, target = model) => ({ id: target.id, sourceId });
const drain = () => t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 60_000 });
const documents = async (target = model) =>
  (
    await owner.client.call(endpoints.modelDocuments, {
      params: { id: target.id },
      query: { tab: 'ALL', order: 'OLDEST', size: 100 },
    })
  ).content;

describe('uploads', () => {
  it('stores a file as a pending source, previews it with suggested roles, and imports it with exact counts', async () => {
    const source = await upload(owner, 'feedback.csv', CSV);
    expect(source).toMatchObject({
      fileName: 'feedback.csv',
      fileType: 'CSV',
      status: 'PENDING',
      total: 10,
      size: Buffer.byteLength(CSV),
      columns: ['id', 'text', 'date', 'label', 'channel'],
      failedRowsUntil: null,
    });
    const preview = await analyst.client.call(endpoints.modelSourcePreview, { params: sourceParams(source.id) });
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[1]).toEqual(['2', 'Charged twice; please refund', '02.03.2024', 'Billing', 'app']);
    expect(preview.suggested).toEqual([
      { column: 'id', role: 'ID' },
      { column: 'text', role: 'CONTENT' },
      { column: 'date', role: 'DATE', dateFormat: 'DD.MM.YYYY' },
      { column: 'label', role: 'LABEL' },
      { column: 'channel', role: 'ATTRIBUTE' },
    ]);

    const started = await owner.client.call(endpoints.modelSourceMatch, { params: sourceParams(source.id), body: matching });
    expect(started.status).toBe('IMPORTING');
    await drain();
    const [imported] = await owner.client.call(endpoints.modelSources, { params: { id: model.id } });
    expect(imported).toMatchObject({
      id: source.id,
      status: 'IMPORTED',
      progress: 100,
      total: 10,
      successCount: 6,
      failCount: 4,
    });
    const until = Date.parse(imported?.failedRowsUntil ?? '');
    expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);

    const ids = labelIds(model);
    const docs = await documents();
    expect(docs.map((d) => [d.externalId, d.text, d.labelIds, d.status])).toEqual([
      ['1', 'My parcel is late', [ids['Delivery']], 'COMPLETED'],
      ['2', 'Charged twice; please refund', [ids['Billing']], 'COMPLETED'],
      ['7', '=HYPERLINK("http://evil.example","click")', [], 'UNMARKED'],
      ['8', 'İade edilmedi, ürün kırık geldi', [ids['Ürün > İade']], 'COMPLETED'],
      ['9', 'No label here', [], 'UNMARKED'],
      ['10', 'The app will not open', [ids['App']], 'COMPLETED'],
    ]);
    expect(docs[3]).toMatchObject({
      contentDate: '2024-03-07T14:30:00.000Z',
      attributes: { channel: 'mağaza' },
      sourceId: source.id,
    });
    expect(docs[0]?.labelledBy?.id).toBe(owner.userId);
    expect(docs[4]?.contentDate).toBeNull();
    const touched = await t.db
      .selectFrom('model')
      .select('labels_changed_at')
      .where('id', '=', model.id)
      .executeTakeFirstOrThrow();
    expect(touched.labels_changed_at).not.toBeNull();

    const failed = await analyst.client.raw('GET', `/api/model/${model.id}/sources/${source.id}/failed-rows`);
    expect(failed.status).toBe(200);
    expect(failed.headers.get('content-type')).toContain('text/csv');
    expect(failed.headers.get('content-disposition')).toBe(
      `attachment; filename="feedback-failed-rows.csv"; filename*=UTF-8''feedback-failed-rows.csv`,
    );
    const lines = String(failed.body).trim().split('\r\n');
    expect(lines[0]).toBe('id,text,date,label,channel,reason');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '4', '5', '6']);
    expect(lines[1]).toContain('DOCUMENT_CONTENT_REQUIRED');
    expect(lines[2]).toContain('UPLOAD_DATE_INVALID');
    expect(lines[3]).toContain('MODEL_LABEL_UNKNOWN');
    expect(lines[4]).toContain('MODEL_SINGLE_LABEL_ONE_CATEGORY');
    // The reason reads as a sentence, not only a code.
    expect(lines[2]).toContain(`UPLOAD_DATE_INVALID: ${defaultMessages.UPLOAD_DATE_INVALID}`);

    const templates = await owner.client.call(endpoints.modelMatchingTemplates, { params: { id: model.id } });
    expect(templates).toMatchObject([{ name: 'Standard CSV', matching: { dateFormat: 'DD.MM.YYYY', labelColumn: 'label' } }]);
    const again = await owner.client.request(endpoints.modelSourceMatch, { params: sourceParams(source.id), body: matching });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'SOURCE_NOT_PENDING' });
    // An imported upload can be deleted now, with its documents: first-import.api.test.ts.
    const events = await t.db.selectFrom('ui_event').select('payload').where('type', '=', 'SOURCE_UPDATED').execute();
    expect(events.map((e) => e.payload)).toContainEqual({ modelId: model.id, sourceId: source.id });
  });

  it('keeps failed rows for 24 hours only', async () => {
    const source = await upload(owner, 'short.csv', 'id,text,date\n1,,2024-01-01\n2,fine,2024-01-02\n');
    await owner.client.call(endpoints.modelSourceMatch, {
      params: sourceParams(source.id),
      body: { ...matching, name: null, labelColumn: null, dateFormat: 'YYYY-MM-DD', columns: matching.columns.slice(0, 3) },
    });
    await drain();
    const path = `/api/model/${model.id}/sources/${source.id}/failed-rows`;
    expect((await owner.client.raw('GET', path)).status).toBe(200);
    // The scheduled cleanup a day later removes the file itself.
    expect(await t.app.services.files.cleanupExpired(new Date(Date.now() + 25 * 3600_000))).toBeGreaterThan(0);
    const gone = await owner.client.raw('GET', path);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ messageCode: 'FAILED_ROWS_EXPIRED' });
    // And past the time the answer is the same even before the cleanup ran.
    await t.db
      .updateTable('model_source')
      .set({ failed_rows_until: new Date(Date.now() - 1000) })
      .where('id', '=', source.id)
      .execute();
    expect(((await owner.client.raw('GET', path)).body as { messageCode: string }).messageCode).toBe('FAILED_ROWS_EXPIRED');
    const clean = await upload(owner, 'clean.csv', 'id,text,date\n1,ok,2024-01-01\n');
    expect((await owner.client.raw('GET', `/api/model/${model.id}/sources/${clean.id}/failed-rows`)).status).toBe(404);
  });

  it('checks the matching against the file and the caller', async () => {
    const source = await upload(analyst, 'check.csv', 'id,text,date,label\ncheck-1,late parcel,2024-01-01,Delivery\n');
    const bad = async (body: object) =>
      owner.client.request(endpoints.modelSourceMatch, { params: sourceParams(source.id), body: body as typeof matching });
    const noContent = await bad({
      ...matching,
      columns: [
        { column: 'id', role: 'ID' },
        { column: 'date', role: 'DATE' },
      ],
    });
    expect(noContent.status).toBe(400);
    expect(noContent.body).toMatchObject({ fields: [{ field: 'columns', messageCode: 'COLUMNS_CONTENT_REQUIRED' }] });
    const unknown = await bad({ ...matching, columns: [...matching.columns.slice(0, 3), { column: 'nope', role: 'ATTRIBUTE' }] });
    expect(unknown.body).toMatchObject({
      messageCode: 'UPLOAD_COLUMN_UNKNOWN',
      fields: [{ field: 'columns.3.column', messageCode: 'UPLOAD_COLUMN_UNKNOWN' }],
    });
    const sortUnknown = await bad({ ...matching, columns: matching.columns.slice(0, 3), sortFields: ['missing'] });
    expect(sortUnknown.body).toMatchObject({ fields: [{ field: 'sortFields.0', messageCode: 'UPLOAD_COLUMN_UNKNOWN' }] });
    const format = await bad({ ...matching, columns: matching.columns.slice(0, 3), dateFormat: 'someday' });
    expect(format.body).toMatchObject({ fields: [{ field: 'dateFormat', messageCode: 'FIELD_INVALID' }] });
    const noFormat = await bad({ ...matching, dateFormat: ' ' });
    expect(noFormat.body).toMatchObject({ fields: [{ field: 'dateFormat', messageCode: 'COLUMNS_DATE_FORMAT_REQUIRED' }] });
    // Completing labels on import skips approval: a labeller may not.
    const asAnalyst = await analyst.client.request(endpoints.modelSourceMatch, {
      params: sourceParams(source.id),
      body: { ...matching, name: null, columns: matching.columns.slice(0, 3) },
    });
    expect(asAnalyst.status).toBe(401);
    await analyst.client.call(endpoints.modelSourceMatch, {
      params: sourceParams(source.id),
      body: {
        ...matching,
        name: null,
        columns: matching.columns.slice(0, 3),
        labelStatus: 'AWAITING_APPROVAL',
        dateFormat: 'ISO',
      },
    });
    await drain();
    const doc = (await documents()).find((d) => d.sourceId === source.id);
    expect(doc).toMatchObject({ status: 'AWAITING_APPROVAL', labelledBy: { id: analyst.userId } });
  });

  it('keeps models of other workspaces apart and asks for a session', async () => {
    const source = await upload(owner, 'mine.csv', 'id,text,date\n1,hello there,2024-01-01\n');
    const p = sourceParams(source.id);
    expect((await outsider.client.request(endpoints.modelSources, { params: { id: model.id } })).status).toBe(404);
    expect((await outsider.client.request(endpoints.modelSourcePreview, { params: p })).status).toBe(404);
    expect((await outsider.client.request(endpoints.modelSourceMatch, { params: p, body: matching })).status).toBe(404);
    expect((await outsider.client.request(endpoints.modelSourceDelete, { params: p })).status).toBe(404);
    expect((await outsider.client.request(endpoints.modelMatchingTemplates, { params: { id: model.id } })).status).toBe(404);
    expect((await outsider.client.raw('GET', `/api/model/${model.id}/sources/${source.id}/failed-rows`)).status).toBe(404);
    expect((await uploadFile(outsider.client, model.id, 'x.csv', 'a\n1\n')).status).toBe(404);
    // The outsider's own model does not reach this source either.
    const theirs = await createModel(outsider, { name: 'Theirs' });
    expect(
      (await outsider.client.request(endpoints.modelSourcePreview, { params: sourceParams(source.id, theirs) })).status,
    ).toBe(404);
    expect((await outsider.client.call(endpoints.modelMatchingTemplates, { params: { id: theirs.id } })).length).toBe(0);
    const anonymous = new Client(t.baseUrl);
    expect((await anonymous.request(endpoints.modelSources, { params: { id: model.id } })).status).toBe(401);
    expect((await uploadFile(anonymous, model.id, 'x.csv', 'a\n1\n')).status).toBe(401);
    const bad = await owner.client.request(endpoints.modelSourcePreview, { params: { id: model.id, sourceId: 'nope' } });
    expect(bad.body).toMatchObject({ fields: [{ field: 'params.sourceId', messageCode: 'FIELD_INVALID' }] });

    // A pending upload can be deleted, with its file.
    expect(await analyst.client.call(endpoints.modelSourceDelete, { params: p })).toEqual({ ok: true });
    expect((await owner.client.request(endpoints.modelSourcePreview, { params: p })).status).toBe(404);
    expect(await t.app.services.files.get(`${await wsOf(model)}/models/${model.id}/sources/${source.id}/upload`)).toBeNull();
  });
});

const wsOf = async (m: ModelDetail) =>
  (await t.db.selectFrom('model').select('workspace_id').where('id', '=', m.id).executeTakeFirstOrThrow()).workspace_id;
