import { endpoints, type ModelDetail, type Source } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { idTextDateMatching, topicCategories, uploadSource } from '../model-training/test-support.js';
import { IMPORT_STUCK_MS } from './import-job.js';

let t: TestApp;
let owner: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Robust Inc' });
  model = await createModel(owner, { categories: topicCategories() });
});
afterAll(() => t.close());

const upload = (name: string, content: string): Promise<Source> => uploadSource(owner.client, model.id, name, content);
const matching = idTextDateMatching();
const statusOf = async (sourceId: string) =>
  (await owner.client.call(endpoints.modelSources, { params: { id: model.id } })).find((s) => s.id === sourceId)?.status;

describe('source robustness', () => {
  it('downloads failed rows of a file with a Turkish name', async () => {
    const source = await upload('müşteri-yorumları.csv', 'id,text,date\n1,,2024-01-01\n2,iyi,2024-01-02\n');
    await owner.client.call(endpoints.modelSourceMatch, { params: { id: model.id, sourceId: source.id }, body: matching });
    await t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 60_000 });
    const res = await owner.client.raw('GET', `/api/model/${model.id}/sources/${source.id}/failed-rows`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('filename="musteri-yorumlari-failed-rows.csv"');
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('müşteri-yorumları-failed-rows.csv')}`);
  });

  it('puts a source back to PENDING when its import job cannot be queued', async () => {
    const source = await upload('queue-down.csv', 'id,text,date\n1,hello,2024-01-01\n');
    const send = vi.spyOn(t.app.services.jobs, 'send').mockRejectedValueOnce(new Error('queue down'));
    try {
      const res = await owner.client.request(endpoints.modelSourceMatch, {
        params: { id: model.id, sourceId: source.id },
        body: matching,
      });
      expect(res.status).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect(await statusOf(source.id)).toBe('PENDING');
    // Nothing is lost: the user matches again and the import runs.
    await owner.client.call(endpoints.modelSourceMatch, { params: { id: model.id, sourceId: source.id }, body: matching });
    await t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 60_000 });
    expect(await statusOf(source.id)).toBe('IMPORTED');
  });

  it('deletes a source stuck in IMPORTING only once its job can no longer run', async () => {
    const source = await upload('stuck.csv', 'id,text,date\n1,hello,2024-01-01\n');
    const params = { id: model.id, sourceId: source.id };
    await t.db.updateTable('model_source').set({ status: 'IMPORTING' }).where('id', '=', source.id).execute();
    expect((await owner.client.request(endpoints.modelSourceDelete, { params })).status).toBe(409);
    await t.db
      .updateTable('model_source')
      .set({ updated_at: new Date(Date.now() - IMPORT_STUCK_MS - 60_000) })
      .where('id', '=', source.id)
      .execute();
    expect((await owner.client.request(endpoints.modelSourceDelete, { params })).status).toBe(200);
    expect(await statusOf(source.id)).toBeUndefined();
  });

  it('checks the push token before the body: a wrong token with a bad body is 401, not 400', async () => {
    const push = await owner.client.call(endpoints.modelPushSource, { params: { id: model.id } });
    const anonymous = new Client(t.baseUrl);
    const ingest = (token: string, body: unknown, id = model.id) =>
      anonymous.raw('POST', `/api/ingest/model/${id}`, { body, headers: { 'x-sentio-token': token } });
    const wrong = await ingest('wrong', { documents: 'not a list' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ messageCode: 'PUSH_TOKEN_INVALID' });
    expect((await ingest('wrong', { documents: [] }, 'not-a-uuid')).status).toBe(401);
    // With the right token the body is checked as before.
    expect((await ingest(push.token, { documents: 'not a list' })).status).toBe(400);
    // The public call takes at most 10 MiB.
    const big = await ingest(push.token, { documents: [{ text: 'x'.repeat(10 * 1024 * 1024) }] });
    expect(big.status).toBe(413);
  });
});
