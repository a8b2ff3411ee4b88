import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { down, up } from '../../platform/db/migrations/0008_model_document_external_id.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, labelIds, member } from '../models/test-fixtures.js';
import { idTextDateMatching, topicCategories, uploadSource } from '../model-training/test-support.js';

/**
 * A newcomer's first hour with a labelled file: re-sent IDs never duplicate, a manager's labelled import is training
 * data, bulk actions reach the whole filtered set, an upload can be taken back, and the categories can be created
 * from the label column.
 */
let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'First Hour Inc' });
  analyst = await member(t, owner, 'ANALYST');
});
afterAll(() => t.close());

const drain = () => t.app.services.jobs.drain({ names: ['model.import', 'model.documents.bulk'], timeoutMs: 60_000 });
const topicModel = async () => {
  const model = await createModel(owner, { categories: topicCategories() });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  return model;
};
const count = async (model: ModelDetail, tab: 'ALL' | 'WAITING' | 'COMPLETED' | 'DISCARDED' = 'ALL') =>
  (await owner.client.call(endpoints.modelDocuments, { params: { id: model.id }, query: { tab, size: 1 } })).total;
const all = async (model: ModelDetail) =>
  (
    await owner.client.call(endpoints.modelDocuments, {
      params: { id: model.id },
      query: { tab: 'ALL', order: 'OLDEST', size: 100 },
    })
  ).content;
/** Uploads and imports a CSV; the matching is the shared id/text/date one with the label column, plus `extra`. */
const importCsv = async (who: SignedInUser, model: ModelDetail, csv: string, extra: Record<string, unknown> = {}) => {
  const source = await uploadSource(who.client, model.id, 'labelled.csv', csv);
  const { labelStatus: _chosen, ...matching } = idTextDateMatching('label');
  await who.client.call(endpoints.modelSourceMatch, {
    params: { id: model.id, sourceId: source.id },
    body: { ...matching, ...extra },
  });
  await drain();
  return source;
};

const CSV = [
  'id,text,date,label',
  '1,my parcel is late,2015-02-21T10:00:00Z,Delivery',
  '2,charged twice,2015-02-22T10:00:00Z,Billing',
  '3,@united the app crashes (1/2),2015-02-23T10:00:00Z,App',
  '4,no label yet,2015-02-24T10:00:00Z,',
].join('\n');

describe('documents keyed by ID', () => {
  it('re-uploading the same file updates the documents instead of duplicating them', async () => {
    const model = await topicModel();
    await importCsv(owner, model, CSV);
    expect(await count(model)).toBe(4);
    await importCsv(owner, model, CSV.replace('my parcel is late', 'my parcel is very late'));
    expect(await count(model)).toBe(4);
    const docs = await all(model);
    expect(docs.map((d) => [d.externalId, d.text])).toEqual([
      ['1', 'my parcel is very late'],
      ['2', 'charged twice'],
      ['3', '@united the app crashes (1/2)'],
      ['4', 'no label yet'],
    ]);
    // SKIP leaves the stored documents as they are.
    await importCsv(owner, model, CSV.replace('charged twice', 'CHANGED'), { duplicates: 'SKIP' });
    expect((await all(model)).map((d) => d.text)).toContain('charged twice');
    expect(await count(model)).toBe(4);
  });

  it('the same JSON documents sent twice are stored once; a row without labels keeps the labels it had', async () => {
    const model = await topicModel();
    const ids = labelIds(model);
    const body = { documents: [{ id: 'a', text: 'late parcel', labels: ['Delivery'] }, { id: 'b', text: 'refund' }, { text: 'no id' }] };
    const first = await owner.client.call(endpoints.modelJsonUpload, { params: { id: model.id }, body });
    expect(first).toMatchObject({ stored: 3, updated: 0, skipped: 0 });
    const again = await owner.client.call(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: { documents: [{ id: 'a', text: 'late parcel again' }, { id: 'b', text: 'refund' }] },
    });
    expect(again).toMatchObject({ stored: 0, updated: 2, skipped: 0 });
    const skipped = await owner.client.call(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: { documents: [{ id: 'a', text: 'ignored' }], duplicates: 'SKIP' },
    });
    expect(skipped).toMatchObject({ stored: 0, updated: 0, skipped: 1 });
    // Twice in one call: one document, the last word wins.
    const twice = await owner.client.call(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: { documents: [{ id: 'c', text: 'first' }, { id: 'c', text: 'second' }] },
    });
    expect(twice).toMatchObject({ stored: 1, skipped: 1 });
    const docs = await all(model);
    expect(docs.map((d) => [d.externalId, d.text, d.labelIds, d.status])).toEqual([
      ['a', 'late parcel again', [ids['Delivery']], 'COMPLETED'],
      ['b', 'refund', [], 'UNMARKED'],
      [null, 'no id', [], 'UNMARKED'],
      ['c', 'second', [], 'UNMARKED'],
    ]);
  });

  it('the key’s migration keeps, of documents stored twice before it, the one worth most', async () => {
    const model = await topicModel();
    const source = await importCsv(owner, model, CSV);
    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    // As the old import left a re-upload: every row again, later and unlabelled.
    await sql`
      insert into model_document (workspace_id, model_id, source_id, external_id, text, status, label_ids, created_at)
      select workspace_id, model_id, source_id, external_id, text || ' (again)', 'UNMARKED', '[]', created_at + interval '1 hour'
      from model_document where model_id = ${model.id}`.execute(db);
    expect(await count(model)).toBe(8);
    await up(db);
    expect(await count(model)).toBe(4);
    expect((await all(model)).map((d) => [d.externalId, d.text, d.sourceId])).toEqual([
      ['1', 'my parcel is late', source.id],
      ['2', 'charged twice', source.id],
      ['3', '@united the app crashes (1/2)', source.id],
      ['4', 'no label yet', source.id],
    ]);
  });
});

describe('a labelled import by a manager', () => {
  it('is training data by default; an analyst’s awaits approval', async () => {
    const model = await topicModel();
    const twoEach = [CSV, '5,parcel lost,2015-02-25T10:00:00Z,Delivery', '6,refund me,2015-02-25T10:00:00Z,Billing'].join('\n');
    await importCsv(owner, model, twoEach);
    expect(await count(model, 'COMPLETED')).toBe(5);
    // The statistics page counts the imported labels as the importer's labelling, not "nobody has labelled".
    const markings = await owner.client.call(endpoints.modelMarkings, { params: { id: model.id } });
    expect(markings.users).toEqual([{ user: { id: owner.userId, name: expect.any(String) as string }, count: 5 }]);
    // Training no longer answers MODEL_NOT_ENOUGH_LABELS after a manager's labelled import.
    const training = await owner.client.request(endpoints.modelTrain, { params: { id: model.id }, body: {} });
    expect(training.status).toBe(200);
    await owner.client.call(endpoints.modelTrainCancel, { params: { id: model.id } });
    const other = await topicModel();
    await importCsv(analyst, other, CSV);
    expect(await count(other, 'WAITING')).toBe(3);
    expect(await count(other, 'COMPLETED')).toBe(0);
  });

  it('an imported upload can be deleted with its documents', async () => {
    const model = await topicModel();
    const source = await importCsv(owner, model, CSV);
    expect(await count(model)).toBe(4);
    await owner.client.call(endpoints.modelSourceDelete, { params: { id: model.id, sourceId: source.id } });
    expect(await count(model)).toBe(0);
    expect(await owner.client.call(endpoints.modelSources, { params: { id: model.id } })).toEqual([]);
  });
});

describe('bulk actions over the filtered set', () => {
  it('approve, discard and delete reach every document of the filter, not one page, with a count first', async () => {
    const model = await topicModel();
    const documents = Array.from({ length: 45 }, (_, i) => ({
      id: `w${i}`,
      text: i % 3 === 0 ? `refund number ${i}` : `parcel number ${i}`,
      labels: [i % 3 === 0 ? 'Billing' : 'Delivery'],
    }));
    await analyst.client.call(endpoints.modelJsonUpload, { params: { id: model.id }, body: { documents } });
    expect(await count(model, 'WAITING')).toBe(45);

    const filter = { tab: 'WAITING' as const, search: 'parcel' };
    const preview = await owner.client.call(endpoints.modelDocumentsApprove, {
      params: { id: model.id },
      body: { filter, dryRun: true },
    });
    expect(preview).toEqual({ affected: 30, queued: false });
    expect(await count(model, 'WAITING')).toBe(45);
    const approved = await owner.client.call(endpoints.modelDocumentsApprove, { params: { id: model.id }, body: { filter } });
    expect(approved).toEqual({ affected: 30, queued: false });
    expect(await count(model, 'COMPLETED')).toBe(30);

    // An analyst may not take trained labels out of training, even through a filter.
    const refused = await analyst.client.request(endpoints.modelDocumentsDiscard, {
      params: { id: model.id },
      body: { filter: { tab: 'ALL' } },
    });
    expect(refused.body).toMatchObject({ messageCode: 'PERMISSION_DENIED' });
    expect(await count(model, 'DISCARDED')).toBe(0);

    const discarded = await analyst.client.call(endpoints.modelDocumentsDiscard, {
      params: { id: model.id },
      body: { filter: { tab: 'WAITING' } },
    });
    expect(discarded.affected).toBe(15);
    const deleted = await owner.client.call(endpoints.modelDocumentsDelete, {
      params: { id: model.id },
      body: { filter: { tab: 'ALL' } },
    });
    expect(deleted.affected).toBe(45);
    expect(await count(model)).toBe(0);
  });

  it('a large set runs as a job', async () => {
    const model = await topicModel();
    for (let part = 0; part < 2; part++) {
      const documents = Array.from({ length: part === 0 ? 5000 : 1 }, (_, i) => ({
        id: `p${part}-${i}`,
        text: `parcel ${part} ${i}`,
        labels: ['Delivery'],
      }));
      await analyst.client.call(endpoints.modelJsonUpload, { params: { id: model.id }, body: { documents } });
    }
    const started = await owner.client.call(endpoints.modelDocumentsApprove, {
      params: { id: model.id },
      body: { filter: { tab: 'WAITING' } },
    });
    expect(started).toEqual({ affected: 5001, queued: true });
    await drain();
    expect(await count(model, 'COMPLETED')).toBe(5001);
    expect(await count(model, 'WAITING')).toBe(0);
  });
});

describe('categories from the label column', () => {
  it('previews the values with counts and creates the missing categories, so no row is refused', async () => {
    const model = await createModel(owner, { categories: [{ name: 'Delivery' }] });
    const csv = [
      'id,text,date,label',
      '1,late,2015-02-21T10:00:00Z,Delivery',
      '2,charged,2015-02-21T10:00:00Z,Billing',
      '3,charged again,2015-02-21T10:00:00Z,billing',
      '4,crash,2015-02-21T10:00:00Z,App > Crash',
    ].join('\n');
    const source = await uploadSource(owner.client, model.id, 'new.csv', csv);
    const params = { id: model.id, sourceId: source.id };
    const preview = await owner.client.call(endpoints.modelSourceLabelValues, { params, query: { column: 'label' } });
    expect(preview).toEqual({
      values: [
        { value: 'Billing', count: 2, exists: false },
        { value: 'App > Crash', count: 1, exists: false },
        { value: 'Delivery', count: 1, exists: true },
      ],
      truncated: false,
    });
    const unknown = await owner.client.request(endpoints.modelSourceLabelValues, { params, query: { column: 'nope' } });
    expect(unknown.status).toBe(400);
    const created = await owner.client.call(endpoints.modelSourceLabelCategories, { params, body: { column: 'label' } });
    expect(created.created).toEqual(['Billing', 'App > Crash']);
    const detail = await owner.client.call(endpoints.modelGet, { params: { id: model.id } });
    expect(detail.labels.map((l) => l.path).sort()).toEqual(['App > Crash', 'Billing', 'Delivery']);

    const { labelStatus: _chosen, ...matching } = idTextDateMatching('label');
    await owner.client.call(endpoints.modelSourceMatch, { params, body: matching });
    await drain();
    const [imported] = await owner.client.call(endpoints.modelSources, { params: { id: model.id } });
    expect(imported).toMatchObject({ status: 'IMPORTED', successCount: 4, failCount: 0 });
  });
});
