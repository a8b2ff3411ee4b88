import { endpoints, rootCauseEndpoints as e } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { createBody } from '../projects/test-support.js';
import {
  carried,
  documents,
  insertAnalysis,
  insertTopic,
  openUpdate,
  rcaFixture,
  settle,
  topicState,
  type RcaFixture,
} from './root-cause-fixtures/test-support.js';

let t: TestApp;
let fx: RcaFixture;
const params = () => ({ code: fx.code });
const api = () => fx.cast.owner.client;

const expectError = (res: RawResponse, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { messageCode?: string }).messageCode }).toEqual({ status, code });
};
const updateRow = (id: string) => t.db.selectFrom('topic_update').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rootCauses = async () => api().call(e.rootCauseList, { params: params() });

beforeAll(async () => {
  t = await startTestApp();
  fx = await rcaFixture(t, 'Initech');
});
afterAll(() => t.close());

describe('confirming topics into root causes', () => {
  it('gives the topics’ documents the root cause in the background; undo takes exactly those rows away', async () => {
    const d = await documents(t, fx, ['late parcel', 'late again', 'late and broken', 'broken box', 'rude agent']);
    const a = await insertTopic(t, fx, { label: 'Late', documentIds: [d[0], d[1], d[2]] as string[] });
    const b = await insertTopic(t, fx, { label: 'Broken', documentIds: [d[2], d[3]] as string[] });
    const c = await insertTopic(t, fx, { label: 'Rude agent', documentIds: [d[4]] as string[], categoryId: 'cat-b' });

    const made = await api().call(e.rootCauseCreate, {
      params: params(),
      body: { name: 'Delivery problems', topicIds: [a], alias: { tr: 'Teslimat sorunları', en: 'Delivery problems' } },
    });
    expect(made.rootCause).toMatchObject({ name: 'Delivery problems', topicIds: [a], categoryIds: ['cat-a'] });
    expect(made.update).toMatchObject({ kind: 'CONFIRM', topicIds: [a], rootCauseId: made.rootCause.id, undoable: false });
    // The topic is confirmed at once; the documents follow.
    expect(await topicState(t, a)).toEqual({ status: 'CONFIRMED', rootCauseId: made.rootCause.id });
    await settle(t);
    expect(await updateRow(made.update.id)).toMatchObject({ state: 'DONE', progress: 100 });
    const rc = made.rootCause.id;
    expect(await carried(t, d)).toEqual({
      [d[0] as string]: [rc],
      [d[1] as string]: [rc],
      [d[2] as string]: [rc],
      [d[3] as string]: [],
      [d[4] as string]: [],
    });

    const assigned = await api().call(e.rootCauseAssign, { params: params(), body: { rootCauseId: rc, topicIds: [b] } });
    expect(assigned).toMatchObject({ kind: 'ASSIGN', rootCauseId: rc, topicIds: [b] });
    const confirmed = await api().call(e.abkConfirm, { params: { ...params(), id: c } });
    await settle(t);
    const rc2 = confirmed.rootCauseId as string;
    const list = await rootCauses();
    expect(list.map((r) => [r.name, r.topicIds, r.documentCount, r.categoryIds])).toEqual([
      ['Delivery problems', [a, b], 4, ['cat-a']],
      ['Rude agent', [c], 1, ['cat-b']],
    ]);

    // Undo A: d0 and d1 lose it; d2 keeps it through B (still confirmed), d3 was B's own.
    const undo = await api().call(e.abkUnconfirm, { params: { ...params(), id: a } });
    expect(undo).toMatchObject({ kind: 'UNCONFIRM', topicIds: [a], rootCauseId: rc });
    expect(await topicState(t, a)).toEqual({ status: 'PENDING', rootCauseId: null });
    await settle(t);
    expect(await carried(t, d)).toEqual({
      [d[0] as string]: [],
      [d[1] as string]: [],
      [d[2] as string]: [rc],
      [d[3] as string]: [rc],
      [d[4] as string]: [rc2],
    });
    // Undo B: the root cause has no topic left and goes.
    await api().call(e.abkUnconfirm, { params: { ...params(), id: b } });
    await settle(t);
    expect((await rootCauses()).map((r) => r.name)).toEqual(['Rude agent']);
    expect(await carried(t, [d[2] as string, d[3] as string, d[4] as string])).toEqual({
      [d[2] as string]: [],
      [d[3] as string]: [],
      [d[4] as string]: [rc2],
    });

    const twice = await api().request(e.abkUnconfirm, { params: { ...params(), id: b } });
    expectError(twice, 409, 'TOPIC_NOT_CONFIRMED');
    const again = await api().request(e.abkConfirm, { params: { ...params(), id: c } });
    expectError(again, 409, 'TOPIC_ALREADY_CONFIRMED');
  });

  it('widget confirm joins the root cause that already has the topic’s name', async () => {
    const d = await documents(t, fx, ['app crashes', 'crash on login']);
    const first = await insertTopic(t, fx, { label: 'App crash', documentIds: [d[0] as string] });
    const second = await insertTopic(t, fx, { label: 'app  CRASH', documentIds: [d[1] as string], categoryId: 'cat-c' });
    const one = await api().call(e.abkConfirm, { params: { ...params(), id: first } });
    const two = await api().call(e.abkConfirm, { params: { ...params(), id: second } });
    expect(two.rootCauseId).toBe(one.rootCauseId);
    await settle(t);
    const crash = (await rootCauses()).find((r) => r.id === one.rootCauseId);
    expect(crash).toMatchObject({
      name: 'App crash',
      topicIds: [first, second],
      documentCount: 2,
      categoryIds: ['cat-a', 'cat-c'],
    });
  });

  it('merges root causes: documents and topics move to the target, the sources are removed', async () => {
    const d = await documents(t, fx, ['slow refund', 'refund pending', 'no refund yet']);
    const e1 = await insertTopic(t, fx, { label: 'Refund slow', documentIds: [d[0], d[1]] as string[] });
    const e2 = await insertTopic(t, fx, { label: 'Refund missing', documentIds: [d[1], d[2]] as string[] });
    const target = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Refunds', topicIds: [e1] } });
    const source = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Missing refunds', topicIds: [e2] } });
    await settle(t);
    const [tid, sid] = [target.rootCause.id, source.rootCause.id];

    expectError(
      await api().request(e.rootCauseMerge, { params: params(), body: { targetId: tid, sourceIds: [tid] } }),
      400,
      'ROOT_CAUSE_MERGE_SELF',
    );
    expectError(
      await api().request(e.rootCauseMerge, { params: params(), body: { targetId: tid, sourceIds: [randomUUID()] } }),
      404,
      'ROOT_CAUSE_NOT_FOUND',
    );

    const merged = await api().call(e.rootCauseMerge, { params: params(), body: { targetId: tid, sourceIds: [sid] } });
    expect(merged).toMatchObject({ kind: 'MERGE_ROOT_CAUSES', rootCauseId: tid, topicIds: [e2] });
    expect(await topicState(t, e2)).toEqual({ status: 'CONFIRMED', rootCauseId: tid });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0] as string]: [tid], [d[1] as string]: [tid], [d[2] as string]: [tid] });
    const list = await rootCauses();
    expect(list.find((r) => r.id === sid)).toBeUndefined();
    expect(list.find((r) => r.id === tid)).toMatchObject({ topicIds: [e1, e2], documentCount: 3 });
    // The merged documents stay undoable per topic: undoing e2 keeps d1 (also in e1) and takes d2.
    await api().call(e.abkUnconfirm, { params: { ...params(), id: e2 } });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0] as string]: [tid], [d[1] as string]: [tid], [d[2] as string]: [] });
  });

  it('renames and deletes root causes; names are unique per analysis', async () => {
    const d = await documents(t, fx, ['wifi down', 'no wifi']);
    const w1 = await insertTopic(t, fx, { label: 'Wifi', documentIds: [d[0] as string] });
    const w2 = await insertTopic(t, fx, { label: 'Wifi 2', documentIds: [d[1] as string] });
    const one = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Wifi outage', topicIds: [w1] } });
    await settle(t);
    const taken = await api().request(e.rootCauseCreate, { params: params(), body: { name: ' WIFI   outage ', topicIds: [w2] } });
    expectError(taken, 409, 'ROOT_CAUSE_NAME_TAKEN');
    expect(await topicState(t, w2)).toEqual({ status: 'PENDING', rootCauseId: null });
    const other = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Network', topicIds: [w2] } });
    await settle(t);
    const rename = (id: string, name: string) =>
      api().request(e.rootCauseUpdate, { params: params(), body: { id, name, description: 'Routers', sentiment: 'NEGATIVE' } });
    expectError(await rename(other.rootCause.id, 'wifi outage'), 409, 'ROOT_CAUSE_NAME_TAKEN');
    expectError(await rename(randomUUID(), 'Anything'), 404, 'ROOT_CAUSE_NOT_FOUND');
    const renamed = await rename(one.rootCause.id, 'Wi-Fi outage');
    expect(renamed.status).toBe(200);
    expect((renamed.body as { data: unknown }).data).toMatchObject({
      name: 'Wi-Fi outage',
      description: 'Routers',
      sentiment: 'NEGATIVE',
      documentCount: 1,
      categoryIds: ['cat-a'],
    });

    await api().call(e.rootCauseDelete, { params: params(), query: { id: one.rootCause.id } });
    expect(await topicState(t, w1)).toEqual({ status: 'PENDING', rootCauseId: null });
    expect(await carried(t, [d[0] as string])).toEqual({ [d[0] as string]: [] });
    expectError(
      await api().request(e.rootCauseDelete, { params: params(), query: { id: one.rootCause.id } }),
      404,
      'ROOT_CAUSE_NOT_FOUND',
    );
  });

  it('refuses passive, unknown and foreign topics', async () => {
    const [doc] = await documents(t, fx, ['meh']);
    const passive = await insertTopic(t, fx, { label: 'Meh', documentIds: [doc as string], status: 'PASSIVE' });
    expectError(await api().request(e.abkConfirm, { params: { ...params(), id: passive } }), 409, 'TOPIC_PASSIVE');
    expectError(
      await api().request(e.rootCauseCreate, { params: params(), body: { name: 'Meh', topicIds: [passive] } }),
      409,
      'TOPIC_PASSIVE',
    );
    expectError(await api().request(e.abkConfirm, { params: { ...params(), id: randomUUID() } }), 404, 'TOPIC_NOT_FOUND');
    expectError(await api().request(e.abkUnconfirm, { params: { ...params(), id: randomUUID() } }), 404, 'TOPIC_NOT_FOUND');
    expectError(
      await api().request(e.rootCauseAssign, { params: params(), body: { rootCauseId: randomUUID(), topicIds: [passive] } }),
      404,
      'ROOT_CAUSE_NOT_FOUND',
    );
    expectError(
      await api().request(e.abkRequestDelete, { params: params(), query: { id: randomUUID() } }),
      404,
      'RCA_UPDATE_NOT_FOUND',
    );

    // A topic of another analysis of the same workspace is not found through this one.
    const sibling = await api().call(endpoints.projectCreate, {
      params: { code: 'rca-other' },
      body: createBody({ name: 'Other' }),
    });
    const siblingFx = { ...fx, code: 'rca-other', project: { id: sibling.id, workspaceId: fx.project.workspaceId } };
    siblingFx.analysisId = await insertAnalysis(t, siblingFx.project, fx.cast.models.topics.id, 'Other RCA');
    const [sdoc] = await documents(t, siblingFx, ['elsewhere']);
    const foreign = await insertTopic(t, siblingFx, { label: 'Elsewhere', documentIds: [sdoc as string] });
    expectError(await api().request(e.abkConfirm, { params: { ...params(), id: foreign } }), 404, 'TOPIC_NOT_FOUND');
    expectError(
      await api().request(e.rootCauseCreate, { params: params(), body: { name: 'X', topicIds: [foreign] } }),
      404,
      'TOPIC_NOT_FOUND',
    );

    // Another workspace's analysis is not found at all.
    const outsider = fx.cast.outsider.client;
    expectError(await outsider.request(e.rootCauseList, { params: params() }), 404, 'ANALYSIS_NOT_FOUND');
    expectError(await outsider.request(e.abkConfirm, { params: { ...params(), id: passive } }), 404, 'ANALYSIS_NOT_FOUND');
    expectError(
      await outsider.request(e.abkRequestDelete, { params: params(), query: { id: randomUUID() } }),
      404,
      'ANALYSIS_NOT_FOUND',
    );
  });
});

describe('large topics', () => {
  it('are written and undone in batches', async () => {
    const rows = await t.db
      .insertInto('project_document')
      .values(
        Array.from({ length: 1203 }, (_, i) => ({
          project_id: fx.project.id,
          workspace_id: fx.project.workspaceId,
          content: `bulk ${i}`,
          content_date: new Date(),
          attributes: '{}',
        })),
      )
      .returning('id')
      .execute();
    const big = await insertTopic(t, fx, { label: 'Bulk', documentIds: rows.map((r) => r.id) });
    const made = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Bulk', topicIds: [big] } });
    await settle(t);
    expect(await updateRow(made.update.id)).toMatchObject({ state: 'DONE', progress: 100 });
    expect((await rootCauses()).find((r) => r.id === made.rootCause.id)?.documentCount).toBe(1203);
    const undo = await api().call(e.abkUnconfirm, { params: { ...params(), id: big } });
    await settle(t);
    expect(await updateRow(undo.id)).toMatchObject({ state: 'DONE', progress: 100 });
    const left = await t.db
      .selectFrom('document_root_cause')
      .select('document_id')
      .where('root_cause_id', '=', made.rootCause.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('unfinished topic updates', () => {
  it('block conflicting edits until done; cancelling a confirmation takes it back whole', async () => {
    const d = await documents(t, fx, ['held one', 'held two', 'free']);

    const g = await insertTopic(t, fx, { label: 'Held G', documentIds: [d[0] as string] });
    const h = await insertTopic(t, fx, { label: 'Held H', documentIds: [d[1] as string] });
    const free = await insertTopic(t, fx, { label: 'Free', documentIds: [d[2] as string] });
    const held = await api().call(e.rootCauseCreate, { params: params(), body: { name: 'Held', topicIds: [g] } });
    const spare = await api().call(e.rootCauseCreate, {
      params: params(),
      body: { name: 'Spare', topicIds: [await insertTopic(t, fx, { label: 'Spare', documentIds: [] })] },
    });
    await settle(t);
    const rc = held.rootCause.id;
    // A confirmation of H into the root cause whose job has not run yet: H confirmed, one row written so far.
    await t.db.updateTable('rca_topic').set({ status: 'CONFIRMED', root_cause_id: rc }).where('id', '=', h).execute();
    const open = await openUpdate(t, fx, { kind: 'ASSIGN', topicIds: [h], rootCauseId: rc });
    await t.db
      .insertInto('document_root_cause')
      .values({ document_id: d[1] as string, root_cause_id: rc, project_id: fx.project.id, topic_id: h, update_id: open })
      .execute();

    const busy = [
      await api().request(e.abkUnconfirm, { params: { ...params(), id: g } }),
      await api().request(e.abkUnconfirm, { params: { ...params(), id: h } }),
      await api().request(e.rootCauseAssign, { params: params(), body: { rootCauseId: spare.rootCause.id, topicIds: [h] } }),
      await api().request(e.rootCauseDelete, { params: params(), query: { id: rc } }),
      await api().request(e.rootCauseMerge, { params: params(), body: { targetId: spare.rootCause.id, sourceIds: [rc] } }),
      await api().request(e.abkTopicPassive, { params: params(), body: { topicId: h, passive: true } }),
    ];
    for (const res of busy) expectError(res, 409, 'RCA_UPDATE_UNFINISHED');
    // Confirming another topic into the same root cause only adds documents: it goes on.
    await api().call(e.rootCauseAssign, { params: params(), body: { rootCauseId: rc, topicIds: [free] } });

    await api().call(e.abkRequestDelete, { params: params(), query: { id: open } });
    expect(await updateRow(open)).toMatchObject({ state: 'CANCELLED' });
    expect(await topicState(t, h)).toEqual({ status: 'PENDING', rootCauseId: null });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0] as string]: [rc], [d[1] as string]: [], [d[2] as string]: [rc] });
    // Cancelling a finished update changes nothing; the root cause is free again.
    await api().call(e.abkRequestDelete, { params: params(), query: { id: open } });
    await api().call(e.abkUnconfirm, { params: { ...params(), id: g } });
    await settle(t);
    await api().call(e.abkUnconfirm, { params: { ...params(), id: free } });
    await settle(t);
    expect((await rootCauses()).find((r) => r.id === rc)).toBeUndefined();
  });
});
