import { rootCauseEndpoints as e } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import {
  carried,
  documents,
  insertAnalysis,
  insertTopic,
  rcaFixture,
  settle,
  topicState,
  type RcaFixture,
} from './root-cause-fixtures/test-support.js';

let t: TestApp;
let fx: RcaFixture;
const api = () => fx.cast.owner.client;
const at = () => ({ code: fx.code, id: fx.analysisId });

const expectError = (res: RawResponse, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { messageCode?: string }).messageCode }).toEqual({ status, code });
};
const confirm = async (name: string, topicIds: string[]): Promise<string> => {
  const made = await api().call(e.rootCauseCreate, { params: { code: fx.code }, body: { name, topicIds } });
  await settle(t);
  return made.rootCause.id;
};
const topicOf = async (documentId: string, rootCauseId: string) =>
  (
    await t.db
      .selectFrom('document_root_cause')
      .select('topic_id')
      .where('document_id', '=', documentId)
      .where('root_cause_id', '=', rootCauseId)
      .executeTakeFirstOrThrow()
  ).topic_id;

beforeAll(async () => {
  t = await startTestApp();
  fx = await rcaFixture(t, 'Umbrella');
});
afterAll(() => t.close());

describe('merging topics', () => {
  it('unions the members into the first topic; a confirmed one keeps its root cause and the documents follow', async () => {
    const d = (await documents(t, fx, ['cold food', 'cold and late', 'late food', 'food was cold'])) as [
      string,
      string,
      string,
      string,
    ];
    const p1 = await insertTopic(t, fx, { label: 'Cold', documentIds: [d[0], d[1]] });
    const p2 = await insertTopic(t, fx, { label: 'Late', documentIds: [d[1], d[2]] });
    const p3 = await insertTopic(t, fx, { label: 'Cold again', documentIds: [d[3]] });
    const rc = await confirm('Food quality', [p2]);

    const merged = await api().call(e.rcaTopicMerge, {
      params: at(),
      body: { topicIds: [p1, p2, p3], label: 'Cold or late food' },
    });
    expect(merged).toMatchObject({ id: p1, label: 'Cold or late food', size: 4, status: 'CONFIRMED', rootCauseId: rc });
    expect(merged.attributes).toEqual([{ code: 'city', values: [{ value: 'Ankara', count: 5 }] }]);
    expect(merged.trend).toEqual([{ bucket: '2026-01-01', count: 5, share: expect.closeTo(0.3, 5) as number }]);
    expect(merged.representatives.map((r) => r.id)).toEqual([d[0], d[1]]);
    expect(await topicState(t, p2)).toBeNull();
    expect(await topicState(t, p3)).toBeNull();
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0]]: [rc], [d[1]]: [rc], [d[2]]: [rc], [d[3]]: [rc] });
    expect(await topicOf(d[2], rc)).toBe(p1);
    const list = await api().call(e.rootCauseList, { params: { code: fx.code } });
    expect(list.find((r) => r.id === rc)).toMatchObject({ topicIds: [p1], documentCount: 4 });

    // The merged topic undoes as one.
    await api().call(e.abkUnconfirm, { params: { code: fx.code, id: p1 } });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0]]: [], [d[1]]: [], [d[2]]: [], [d[3]]: [] });
  });

  it('refuses too few, foreign, unknown and differently confirmed topics', async () => {
    const d = await documents(t, fx, ['a', 'b', 'c', 'd']);
    const [x, y, z, w] = await Promise.all(
      ['X', 'Y', 'Z', 'W'].map((label, i) =>
        insertTopic(t, fx, { label, documentIds: [d[i] as string], categoryId: label === 'Z' ? 'cat-z' : 'cat-a' }),
      ),
    );
    const merge = (topicIds: string[], params = at()) => api().request(e.rcaTopicMerge, { params, body: { topicIds } });
    const one = await merge([x as string]);
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body)).toContain('TOPIC_MERGE_TOO_FEW');
    expectError(await merge([x as string, x as string]), 400, 'TOPIC_MERGE_TOO_FEW');
    expectError(await merge([x as string, z as string]), 400, 'TOPIC_MERGE_ANALYSIS');
    const second = await insertAnalysis(t, fx.project, fx.cast.models.topics.id, 'Second RCA');
    const elsewhere = await insertTopic(t, fx, { label: 'Elsewhere', documentIds: [], analysisId: second });
    expectError(await merge([x as string, elsewhere]), 400, 'TOPIC_MERGE_ANALYSIS');
    expectError(await merge([x as string, randomUUID()]), 404, 'TOPIC_NOT_FOUND');
    expectError(await merge([x as string, y as string], { code: fx.code, id: randomUUID() }), 404, 'RCA_NOT_FOUND');
    await confirm('Root X', [x as string]);
    await confirm('Root W', [w as string]);
    expectError(await merge([x as string, w as string]), 409, 'TOPIC_ALREADY_CONFIRMED');
    // Nothing of a refused merge was written.
    expect(await topicState(t, y as string)).toEqual({ status: 'PENDING', rootCauseId: null });

    expectError(
      await fx.cast.outsider.client.request(e.rcaTopicMerge, { params: at(), body: { topicIds: [x as string, y as string] } }),
      404,
      'ANALYSIS_NOT_FOUND',
    );
  });
});

describe('moving documents between topics', () => {
  it('moves members; root causes follow: the source topic’s goes, the target topic’s comes', async () => {
    const d = (await documents(t, fx, ['m0', 'm1', 'm2', 'm3'])) as [string, string, string, string];
    const m1 = await insertTopic(t, fx, { label: 'M1', documentIds: [d[0], d[1], d[2]] });
    const m2 = await insertTopic(t, fx, { label: 'M2', documentIds: [d[3]] });
    const rcM = await confirm('Root M', [m1]);

    const moved = await api().call(e.rcaTopicMove, {
      params: at(),
      body: { documentIds: [d[1]], fromTopicId: m1, toTopicId: m2 },
    });
    expect(moved).toMatchObject({ kind: 'MOVE_DOCUMENTS', topicIds: [m1, m2], rootCauseId: rcM });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0]]: [rcM], [d[1]]: [], [d[2]]: [rcM], [d[3]]: [] });
    const sizes = await t.db
      .selectFrom('rca_topic')
      .select(['id', 'size'])
      .where('id', 'in', [m1, m2])
      .orderBy('label')
      .execute();
    expect(sizes).toEqual([
      { id: m1, size: 2 },
      { id: m2, size: 2 },
    ]);

    const rcN = await confirm('Root N', [m2]);
    expect(await carried(t, [d[1], d[3]])).toEqual({ [d[1]]: [rcN], [d[3]]: [rcN] });
    await api().call(e.rcaTopicMove, { params: at(), body: { documentIds: [d[3]], fromTopicId: m2, toTopicId: m1 } });
    await settle(t);
    expect(await carried(t, d)).toEqual({ [d[0]]: [rcM], [d[1]]: [rcN], [d[2]]: [rcM], [d[3]]: [rcM] });
    expect(await topicOf(d[3], rcM)).toBe(m1);

    const move = (documentIds: string[], fromTopicId: string, toTopicId: string) =>
      api().request(e.rcaTopicMove, { params: at(), body: { documentIds, fromTopicId, toTopicId } });
    expectError(await move([d[3]], m2, m1), 404, 'DOCUMENT_NOT_FOUND');
    expectError(await move([d[0]], m1, m1), 400, 'FIELD_INVALID');
    const other = await insertTopic(t, fx, { label: 'Other category', documentIds: [], categoryId: 'cat-q' });
    expectError(await move([d[0]], m1, other), 400, 'TOPIC_MERGE_ANALYSIS');
    expectError(await move([d[0]], m1, randomUUID()), 404, 'TOPIC_NOT_FOUND');
  });
});

describe('passive topics', () => {
  it('set aside and brought back; a confirmed topic is refused', async () => {
    const [doc] = await documents(t, fx, ['noise']);
    const topic = await insertTopic(t, fx, { label: 'Noise', documentIds: [doc as string] });
    const passive = (topicId: string, value: boolean) =>
      api().request(e.abkTopicPassive, { params: { code: fx.code }, body: { topicId, passive: value } });
    const off = await passive(topic, true);
    expect((off.body as { data: { status: string; representatives: unknown[] } }).data).toMatchObject({
      status: 'PASSIVE',
      representatives: [{ id: doc, content: 'noise' }],
    });
    expectError(await api().request(e.abkConfirm, { params: { code: fx.code, id: topic } }), 409, 'TOPIC_PASSIVE');
    expect((await passive(topic, false)).status).toBe(200);
    expect(await topicState(t, topic)).toEqual({ status: 'PENDING', rootCauseId: null });
    await confirm('Noise root', [topic]);
    expectError(await passive(topic, true), 409, 'TOPIC_ALREADY_CONFIRMED');
    expectError(await passive(randomUUID(), true), 404, 'TOPIC_NOT_FOUND');
  });
});
