import { rootCauseEndpoints as rc } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { complaints, createAndRun, insertDocuments, rcaBody, rcaCast, type RcaCast } from './analysis-fixtures/test-support.js';

let t: TestApp;
let c: RcaCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await rcaCast(t, 'Rca Confirm Co', 'rca-confirm');
  await insertDocuments(t, c.a, complaints(['Delivery'], 30));
});
afterAll(() => t.close());

const settle = () => t.app.services.jobs.drain({ names: ['rca.topic-update'] });
const carriers = async (rootCauseId: string) =>
  (await t.db.selectFrom('document_root_cause').select('document_id').where('root_cause_id', '=', rootCauseId).execute())
    .map((r) => r.document_id)
    .sort();

describe('a topic of a real run', () => {
  it('is confirmed into a root cause its documents then carry, and undone again', async () => {
    const delivery = c.a.categories['Delivery'] ?? '';
    const analysis = await createAndRun(t, c, rcaBody([delivery], { name: 'Delivery reasons' }));
    const detail = await c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id: analysis.id } });
    const topic = detail.categories.flatMap((cat) => cat.topics).find((x) => x.algorithm === 'CLUSTERING');
    if (!topic) throw new Error('the run found no topic');
    const members = (await t.db.selectFrom('rca_topic_document').select('document_id').where('topic_id', '=', topic.id).execute())
      .map((r) => r.document_id)
      .sort();
    expect(members.length).toBe(topic.size);

    const update = await c.owner.client.call(rc.abkConfirm, { params: { code: c.a.code, id: topic.id } });
    await settle();
    const rootCauseId = update.rootCauseId ?? '';
    expect(await carriers(rootCauseId)).toEqual(members);
    const after = await c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id: analysis.id } });
    expect(after.analysis.confirmed).toBe(true);
    expect(after.rootCauses).toEqual([
      expect.objectContaining({ id: rootCauseId, name: topic.label, topicIds: [topic.id], documentCount: members.length }),
    ]);

    await c.owner.client.call(rc.abkUnconfirm, { params: { code: c.a.code, id: topic.id } });
    await settle();
    expect(await carriers(rootCauseId)).toEqual([]);
    expect(await c.owner.client.call(rc.rootCauseList, { params: { code: c.a.code } })).toEqual([]);
  });
});
