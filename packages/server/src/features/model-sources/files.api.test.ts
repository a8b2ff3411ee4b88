import { endpoints, type ModelDetail, type Source } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, labelIds } from '../models/test-fixtures.js';
import { idTextDateMatching, topicCategories, uploadFile, uploadSource } from '../model-training/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_MAX_MB: '0.5' } });
  owner = await signUp(t, { company: 'Files Inc' });
  model = await createModel(owner, { categories: topicCategories() });
});
afterAll(() => t.close());

const refused = async (name: string, content: string | Buffer, code: string) => {
  const res = await uploadFile(owner.client, model.id, name, content);
  expect(res.status, name).toBe(400);
  expect(res.body, name).toMatchObject({ messageCode: code });
  return res.body as { message: string };
};
const sources = () => owner.client.call(endpoints.modelSources, { params: { id: model.id } });
const upload = (target: ModelDetail, name: string, content: string | Buffer): Promise<Source> =>
  uploadSource(owner.client, target.id, name, content);
const basic = idTextDateMatching('label');
const importAll = async (target: ModelDetail, source: Source, body: object = basic) => {
  await owner.client.call(endpoints.modelSourceMatch, {
    params: { id: target.id, sourceId: source.id },
    body: body as typeof basic,
  });
  await t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 60_000 });
  return (await owner.client.call(endpoints.modelSources, { params: { id: target.id } })).find((s) => s.id === source.id);
};
const documents = async (target: ModelDetail) =>
  (
    await owner.client.call(endpoints.modelDocuments, {
      params: { id: target.id },
      query: { tab: 'ALL', order: 'OLDEST', size: 100 },
    })
  ).content;

describe('bad files', () => {
  it('refuses each bad file with its own code and stores nothing', async () => {
    await refused('latin1.csv', Buffer.from('id,text\n1,caf\xe9 g\xfczel\n', 'latin1'), 'UPLOAD_ENCODING');
    const broken = await refused('broken.csv', 'id,text,date\n1,"never closed,2024-01-01\n2,b,2024-01-02\n', 'UPLOAD_MALFORMED');
    expect(broken.message).toMatch(/line 2/);
    await refused('ragged.csv', 'id,text,date\n1,a,2024-01-01\n2,b\n', 'UPLOAD_MALFORMED');
    await refused('empty.csv', '', 'UPLOAD_EMPTY');
    await refused('header.csv', 'id,text,date\n', 'UPLOAD_EMPTY');
    await refused('dupes.csv', 'id,text,text\n1,a,b\n', 'UPLOAD_HEADER_INVALID');
    await refused('blank-header.csv', 'id,,date\n1,a,2024-01-01\n', 'UPLOAD_HEADER_INVALID');
    await refused('report.pdf', '%PDF-1.4', 'UPLOAD_FILE_TYPE');
    await refused('fake.xlsx', 'id,text\n1,a\n', 'UPLOAD_FILE_TYPE');
    await refused('bad.json', '{"documents": [', 'UPLOAD_MALFORMED');
    await refused('rows.csv', `text\n${'x\n'.repeat(200_001)}`, 'UPLOAD_TOO_MANY_ROWS');
    await refused('huge.csv', `text\n${'a long enough line of text\n'.repeat(25_000)}`, 'UPLOAD_TOO_LARGE');
    const noFile = await owner.client.raw('POST', `/api/model/${model.id}/sources`, { body: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ messageCode: 'FIELD_REQUIRED', fields: [{ field: 'file' }] });
    expect(await sources()).toEqual([]);
  });

  it('imports nothing of a file when storing its documents fails part-way', async () => {
    const rows = Array.from({ length: 700 }, (_, i) => `${i},${i === 650 ? 'boom' : `row ${i}`},2024-01-01,`);
    const source = await upload(model, 'big.csv', `id,text,date,label\n${rows.join('\n')}\n`);
    // A trigger stands in for a database failure in the second insert batch (rows 501–700).
    await sql`create function fail_on_boom() returns trigger language plpgsql as $$
      begin if new.text = 'boom' then raise exception 'disk full'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger fail_on_boom before insert on model_document for each row execute function fail_on_boom()`.execute(
      t.db,
    );
    try {
      const result = await importAll(model, source);
      expect(result).toMatchObject({ status: 'ERROR', errorCode: 'UPLOAD_FAILED' });
      expect(await documents(model)).toEqual([]);
    } finally {
      await sql`drop trigger fail_on_boom on model_document`.execute(t.db);
      await sql`drop function fail_on_boom`.execute(t.db);
    }
    // An upload that ended in an error can be deleted.
    expect(await owner.client.call(endpoints.modelSourceDelete, { params: { id: model.id, sourceId: source.id } })).toEqual({
      ok: true,
    });
  });
});

describe('other file types', () => {
  it('imports an XLSX workbook: dates as dates, a formula cell as the value the sheet shows', async () => {
    const target = await createModel(owner, { name: 'Excel', categories: topicCategories() });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Feedback');
    sheet.addRow(['id', 'text', 'date', 'label']);
    sheet.addRow([1, 'Parcel arrived broken', new Date(Date.UTC(2024, 2, 1)), 'Delivery']);
    sheet.addRow([2, 'Refund please', new Date(Date.UTC(2024, 2, 2, 9, 15)), 'Billing']);
    sheet.addRow([3, { formula: 'CONCAT("a","b")', result: 'ab' }, new Date(Date.UTC(2024, 2, 3)), 'App']);
    const source = await upload(target, 'feedback.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(source).toMatchObject({ fileType: 'XLSX', total: 3, columns: ['id', 'text', 'date', 'label'] });
    const result = await importAll(target, source);
    expect(result).toMatchObject({ status: 'IMPORTED', successCount: 3, failCount: 0 });
    const docs = await documents(target);
    expect(docs.map((d) => [d.externalId, d.contentDate])).toEqual([
      ['1', '2024-03-01T00:00:00.000Z'],
      ['2', '2024-03-02T09:15:00.000Z'],
      ['3', '2024-03-03T00:00:00.000Z'],
    ]);
    expect(docs[2]?.text).toBe('ab');
  });

  it('imports a JSON file and dialogues written as JSON turns or as speaker lines', async () => {
    const target = await createModel(owner, { name: 'Calls', data: 'DIALOGUE', categories: topicCategories() });
    const file = JSON.stringify({
      documents: [
        {
          id: 'a',
          text: [
            { speaker: 'customer', text: 'my parcel is late' },
            { speaker: 'agent', text: 'sorry about that' },
          ],
          date: '2024-05-01T10:00:00Z',
          label: 'Delivery',
        },
        {
          id: 'b',
          text: 'customer: I was charged twice\nagent: let me check\nit may take a day',
          date: '2024-05-02',
          label: 'Billing',
        },
        { id: 'c', text: 'the app crashes', date: '', label: 'App' },
      ],
    });
    const source = await upload(target, 'calls.json', file);
    expect(source).toMatchObject({ fileType: 'JSON', total: 3 });
    expect(await importAll(target, source)).toMatchObject({ successCount: 3, failCount: 0 });
    const ids = labelIds(target);
    const docs = await documents(target);
    expect(docs.map((d) => [d.externalId, d.turns, d.labelIds])).toEqual([
      [
        'a',
        [
          { speaker: 'customer', text: 'my parcel is late' },
          { speaker: 'agent', text: 'sorry about that' },
        ],
        [ids['Delivery']],
      ],
      [
        'b',
        [
          { speaker: 'customer', text: 'I was charged twice' },
          { speaker: 'agent', text: 'let me check\nit may take a day' },
        ],
        [ids['Billing']],
      ],
      ['c', [{ speaker: 'customer', text: 'the app crashes' }], [ids['App']]],
    ]);
    expect(docs[0]?.text).toBe('customer: my parcel is late\nagent: sorry about that');
  });

  it('sorts the stored documents by the chosen fields', async () => {
    const target = await createModel(owner, { name: 'Sorted' });
    const source = await upload(
      target,
      'sorted.csv',
      'id,text,date\n1,first,2024-03-02\n2,second,2024-03-01\n3,third,2024-03-03\n',
    );
    await importAll(target, source, { ...basic, labelColumn: null, sortType: 'DESC', sortFields: ['date'] });
    expect((await documents(target)).map((d) => d.externalId)).toEqual(['3', '1', '2']);
  });
});
