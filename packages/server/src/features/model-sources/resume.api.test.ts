import { endpoints, type ModelDetail, type Source } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { TrainingRepository } from '../model-training/repository.js';
import { idTextDateMatching, topicCategories, uploadFile } from '../model-training/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Resume Inc' });
  model = await createModel(owner, { categories: topicCategories() });
});
afterAll(() => t.close());

const matching = idTextDateMatching();

describe('a model import that dies midway', () => {
  it('is continued by the retry at its cursor: exact counts, every row once', async () => {
    // 4,500 good rows and one without text; the row "boom" sits in the second commit (rows 2,001–4,000).
    const rows = Array.from({ length: 4_500 }, (_, i) => `k${i},${i === 3_000 ? 'boom' : `my parcel is late ${i}`},2024-06-01`);
    const res = await uploadFile(owner.client, model.id, 'big.csv', ['id,text,date', ...rows, 'k-empty,,2024-06-01'].join('\n'));
    const source = (res.body as { data: Source }).data;
    // The database fails once, in the second commit, as a crash or a lost connection would: the first commit stays.
    await sql`create sequence boom_once`.execute(t.db);
    await sql`create sequence first_row_inserts`.execute(t.db);
    await sql`create function boom_once() returns trigger language plpgsql as $$
      begin if new.external_id = 'k0' then perform nextval('first_row_inserts'); end if;
      if new.text = 'boom' and nextval('boom_once') = 1 then raise exception 'connection lost'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger boom_once before insert on model_document for each row execute function boom_once()`.execute(t.db);
    try {
      await owner.client.call(endpoints.modelSourceMatch, { params: { id: model.id, sourceId: source.id }, body: matching });
      await t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 120_000 });
    } finally {
      await sql`drop trigger boom_once on model_document`.execute(t.db);
      await sql`drop function boom_once`.execute(t.db);
    }
    // The first attempt did fail (the sequence moved past 1 only on the retry's insert of that row).
    const { rows: seq } = await sql<{ last_value: string }>`select last_value from boom_once`.execute(t.db);
    expect(Number(seq[0]?.last_value)).toBe(2);
    // The retry went on from the cursor: the first commit's rows were not written again.
    const { rows: first } = await sql<{ last_value: string }>`select last_value from first_row_inserts`.execute(t.db);
    expect(Number(first[0]?.last_value)).toBe(1);
    await sql`drop sequence boom_once`.execute(t.db);
    await sql`drop sequence first_row_inserts`.execute(t.db);

    const list = await owner.client.call(endpoints.modelSources, { params: { id: model.id } });
    expect(list.find((s) => s.id === source.id)).toMatchObject({
      status: 'IMPORTED',
      total: 4_501,
      successCount: 4_500,
      failCount: 1,
      progress: 100,
    });
    const stored = await t.db
      .selectFrom('model_document')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('external_id').distinct().as('distinct')])
      .where('source_id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect({ n: Number(stored.n), distinct: Number(stored.distinct) }).toEqual({ n: 4_500, distinct: 4_500 });
  }, 180_000);

  it('keeps the rows committed so far out of training until the source is IMPORTED', async () => {
    const source = await t.db
      .selectFrom('model_source')
      .select(['id', 'workspace_id'])
      .where('model_id', '=', model.id)
      .executeTakeFirstOrThrow();
    // The file had no label column; as if every row had been labelled since, so all of them would train.
    await t.db.updateTable('model_document').set({ status: 'COMPLETED' }).where('source_id', '=', source.id).execute();
    const training = new TrainingRepository(t.db);
    const trained = async () => (await training.trainingDocuments(source.workspace_id, model.id)).length;
    expect(await trained()).toBe(4_500);
    // As mid-import: the committed batches are stored, but the file is not whole yet.
    await t.db.updateTable('model_source').set({ status: 'IMPORTING' }).where('id', '=', source.id).execute();
    try {
      expect(await trained()).toBe(0);
    } finally {
      await t.db.updateTable('model_source').set({ status: 'IMPORTED' }).where('id', '=', source.id).execute();
    }
    expect(await trained()).toBe(4_500);
  });
});
