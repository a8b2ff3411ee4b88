import { endpoints, type JsonDocument, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel, labelIds } from '../models/test-fixtures.js';
import { modelWorkspace } from '../model-training/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  ({ owner, analyst, outsider, model } = await modelWorkspace(t, 'Json Inc'));
});
afterAll(() => t.close());

const documents = async (target = model) =>
  (
    await owner.client.call(endpoints.modelDocuments, {
      params: { id: target.id },
      query: { tab: 'ALL', order: 'OLDEST', size: 100 },
    })
  ).content;
const post = (who: SignedInUser, docs: JsonDocument[], target = model) =>
  who.client.request(endpoints.modelJsonUpload, { params: { id: target.id }, body: { documents: docs } });

describe('JSON upload', () => {
  it('stores documents and dialogues all at once; labels of an approver are final, of a labeller await approval', async () => {
    const ids = labelIds(model);
    const first = await owner.client.call(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: {
        documents: [
          { id: 'j1', text: 'late parcel', labels: ['Delivery'], date: '2024-04-01', attributes: { stars: 2, vip: true } },
          { id: 'j2', turns: [{ speaker: 'customer', text: 'app crashes', time: '00:01' }], labels: ['app'] },
          { text: 'no label' },
        ],
      },
    });
    expect(first).toMatchObject({ stored: 3, failed: 0 });
    expect(first.sourceId).toMatch(/^[0-9a-f-]{36}$/);
    await analyst.client.call(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: { documents: [{ text: 'refund please', labels: [ids['Billing'] ?? ''] }] },
    });
    const docs = await documents();
    expect(docs.map((d) => [d.externalId, d.status, d.labelIds])).toEqual([
      ['j1', 'COMPLETED', [ids['Delivery']]],
      ['j2', 'COMPLETED', [ids['App']]],
      [null, 'UNMARKED', []],
      [null, 'AWAITING_APPROVAL', [ids['Billing']]],
    ]);
    expect(docs[0]).toMatchObject({ contentDate: '2024-04-01T00:00:00.000Z', attributes: { stars: 2, vip: true } });
    expect(docs[1]).toMatchObject({
      text: 'customer: app crashes',
      turns: [{ speaker: 'customer', text: 'app crashes', time: '00:01' }],
    });
    const source = (await owner.client.call(endpoints.modelSources, { params: { id: model.id } })).find(
      (s) => s.id === first.sourceId,
    );
    expect(source).toMatchObject({ fileType: 'JSON', status: 'IMPORTED', total: 3, successCount: 3, failCount: 0 });
  });

  it('refuses the whole call when one document is wrong', async () => {
    const before = (await documents()).length;
    const unknown = await post(owner, [
      { text: 'fine', labels: ['Delivery'] },
      { text: 'bad', labels: ['Delivery', 'Nope'] },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      messageCode: 'MODEL_LABEL_UNKNOWN',
      fields: [{ field: 'documents.1.labels.1', messageCode: 'MODEL_LABEL_UNKNOWN' }],
    });
    const two = await post(owner, [{ text: 'both', labels: ['Delivery', 'Billing'] }]);
    expect(two.body).toMatchObject({ fields: [{ field: 'documents.0.labels', messageCode: 'MODEL_SINGLE_LABEL_ONE_CATEGORY' }] });
    const date = await post(owner, [{ text: 'when', date: 'yesterday' }]);
    expect(date.body).toMatchObject({ fields: [{ field: 'documents.0.date', messageCode: 'FIELD_INVALID' }] });
    const sentiment = await post(owner, [{ text: 'happy', sentiment: 'POSITIVE' }]);
    expect(sentiment.body).toMatchObject({ fields: [{ field: 'documents.0.sentiment', messageCode: 'MODEL_LABEL_UNKNOWN' }] });
    const content = await post(owner, [{ text: '  ' }]);
    expect(content.body).toMatchObject({ fields: [{ field: 'documents.0', messageCode: 'DOCUMENT_CONTENT_REQUIRED' }] });
    const none = await post(owner, []);
    expect(none.body).toMatchObject({ fields: [{ field: 'documents', messageCode: 'UPLOAD_EMPTY' }] });
    const many = await post(
      owner,
      Array.from({ length: 5001 }, () => ({ text: 'x' })),
    );
    expect(many.body).toMatchObject({ fields: [{ field: 'documents', messageCode: 'UPLOAD_TOO_MANY_ROWS' }] });
    const speaker = await owner.client.raw('POST', `/api/model/${model.id}/documents/json`, {
      body: { documents: [{ turns: [{ speaker: 'robot', text: 'hi' }] }] },
    });
    expect(speaker.body).toMatchObject({
      fields: [{ field: 'documents.0.turns.0.speaker', messageCode: 'FIELD_INVALID_OPTION' }],
    });
    expect((await documents()).length).toBe(before);

    expect((await post(outsider, [{ text: 'x' }])).status).toBe(404);
    const anonymous = await new Client(t.baseUrl).request(endpoints.modelJsonUpload, {
      params: { id: model.id },
      body: { documents: [{ text: 'x' }] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('takes sentiment labels and their aliases on a sentiment model', async () => {
    const mood = await createModel(owner, { name: 'Mood', sense: 'SENTIMENT' });
    await owner.client.call(endpoints.modelJsonUpload, {
      params: { id: mood.id },
      body: {
        documents: [
          { text: 'great', sentiment: 'POSITIVE' },
          { text: 'awful', labels: ['olumsuz'] },
          { text: 'fine', labels: ['Neutral'] },
        ],
      },
    });
    expect((await documents(mood)).map((d) => d.labelIds)).toEqual([['POSITIVE'], ['NEGATIVE'], ['NEUTRAL']]);
  });
});

describe('push source', () => {
  it('shows a token once, accepts documents with it, refuses without it, and rotates', async () => {
    expect(await owner.client.call(endpoints.modelPushSourceGet, { params: { id: model.id } })).toBeNull();
    const created = await analyst.client.call(endpoints.modelPushSource, { params: { id: model.id } });
    expect(created.url).toBe(`${t.config.publicUrl}/api/ingest/model/${model.id}`);
    expect(created.token.length).toBeGreaterThan(30);
    expect(await owner.client.call(endpoints.modelPushSourceGet, { params: { id: model.id } })).toEqual({
      ...created,
      token: '',
    });
    const stored = await t.db
      .selectFrom('model_push_source')
      .select('token_hash')
      .where('model_id', '=', model.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.token);

    const anonymous = new Client(t.baseUrl);
    const ingest = (token: string | null, docs: JsonDocument[] = [{ id: 'p1', text: 'pushed', labels: ['Delivery'] }]) =>
      anonymous.raw('POST', `/api/ingest/model/${model.id}`, {
        body: { documents: docs },
        headers: token === null ? {} : { 'x-sentio-token': token },
      });
    for (const token of [null, 'wrong', `${created.token}x`]) {
      const res = await ingest(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'AuthenticationException', messageCode: 'PUSH_TOKEN_INVALID' });
    }
    const ok = await ingest(created.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ data: { stored: 1, failed: 0 } });
    await ingest(created.token, [{ text: 'second push' }, { text: 'third push' }]);
    const pushed = (await owner.client.call(endpoints.modelSources, { params: { id: model.id } })).filter(
      (s) => s.fileType === 'PUSH',
    );
    expect(pushed).toMatchObject([{ status: 'IMPORTED', total: 3, successCount: 3 }]);
    // Pushed labels were vouched for by nobody: they wait for approval.
    expect((await documents()).find((d) => d.externalId === 'p1')).toMatchObject({
      status: 'AWAITING_APPROVAL',
      labelledBy: null,
    });

    const rotated = await owner.client.call(endpoints.modelPushSource, { params: { id: model.id } });
    expect(rotated.id).toBe(created.id);
    expect((await ingest(created.token)).status).toBe(401);
    expect((await ingest(rotated.token)).status).toBe(200);
    // A model without a push source answers like a wrong token.
    const other = await createModel(owner, { name: 'No push' });
    const noPush = await anonymous.raw('POST', `/api/ingest/model/${other.id}`, {
      body: { documents: [{ text: 'x' }] },
      headers: { 'x-sentio-token': rotated.token },
    });
    expect(noPush.status).toBe(401);

    expect((await outsider.client.request(endpoints.modelPushSource, { params: { id: model.id } })).status).toBe(404);
    expect((await outsider.client.request(endpoints.modelPushSourceGet, { params: { id: model.id } })).status).toBe(404);
    expect((await anonymous.request(endpoints.modelPushSource, { params: { id: model.id } })).status).toBe(401);
  });
});
