import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CHANNEL, categoriesOf, documentsOf, ingestCast, type IngestCast } from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const code = 'tasks';

beforeAll(async () => {
  t = await startTestApp();
  // Trained but not deployed: documents arrive INLINE until the model is deployed.
  cast = await ingestCast(t, 'Ingest Tasks', { code, deploy: false });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const texts = ['the courier never arrived', 'I was charged twice on my card', 'the app crashes on login', 'my parcel is late'];

describe('classification later, retry and re-evaluation', () => {
  it('keeps documents INLINE without a deployed version and classifies them once there is one', async () => {
    await cast.owner.client.call(endpoints.jsonIngest, {
      params: { code },
      body: { channelCode: CHANNEL, documents: texts.map((text, i) => ({ id: `t${i}`, text })) },
    });
    const waiting = await documentsOf(t, cast.project.id);
    expect(waiting.map((d) => [d.prediction_status, d.prediction_error])).toEqual(
      texts.map(() => ['INLINE', 'MODEL_NO_VERSION']),
    );
    const source = (await cast.owner.client.call(endpoints.sourceList, { params: { code } }))[0];
    expect(source?.inlineCount).toBe(4);
    const refused = await cast.owner.client.request(endpoints.documentTest, { body: { projectCode: code, text: 'x y' } });
    expect((refused.body as { messageCode: string }).messageCode).toBe('MODEL_NO_VERSION');

    await cast.owner.client.call(endpoints.modelVersionDeploy, { params: { id: cast.model.id, versionId: cast.versionId } });
    await t.app.services.projects.ingest.ingest.classifyPending(cast.project.id);
    const done = await documentsOf(t, cast.project.id);
    expect(done.every((d) => d.prediction_status === 'SUCCESS')).toBe(true);
    expect(await categoriesOf(t, done[0]?.id ?? '')).toHaveLength(1);
  });

  it('retries every failed document in a task, and one at once', async () => {
    await t.db
      .updateTable('project_document')
      .set({ prediction_status: 'FAILED', prediction_error: 'PREDICTION_FAILED' })
      .where('project_id', '=', cast.project.id)
      .execute();
    const docs = await documentsOf(t, cast.project.id);
    const one = await cast.analyst.client.call(endpoints.retryOne, { params: { code, id: docs[0]?.id ?? '' } });
    expect(one).toMatchObject({ predictionStatus: 'SUCCESS', predictionError: null });
    expect(one.categories).toHaveLength(1);
    const again = await cast.analyst.client.request(endpoints.retryOne, { params: { code, id: docs[0]?.id ?? '' } });
    expect((again.body as { messageCode: string }).messageCode).toBe('DOCUMENT_PREDICTION_NOT_FAILED');

    const task = await cast.owner.client.call(endpoints.retryAll, { params: { code } });
    expect(task).toMatchObject({ kind: 'RETRY_ALL' });
    await t.app.services.jobs.drain({ names: ['project.task'], timeoutMs: 60_000 });
    const finished = await cast.owner.client.call(endpoints.taskGet, { params: { code, id: task.id } });
    expect(finished).toMatchObject({ status: 'SUCCESS', total: 3, done: 3, percentage: 100 });
    expect((await documentsOf(t, cast.project.id)).every((d) => d.prediction_status === 'SUCCESS')).toBe(true);
  });

  it('re-evaluates filtered documents, keeps manual rows, and runs one at a time', async () => {
    const docs = await documentsOf(t, cast.project.id);
    const manual = docs[1]?.id ?? '';
    const before = await categoriesOf(t, manual);
    await t.db.updateTable('project_document_category').set({ origin: 'MANUAL' }).where('document_id', '=', manual).execute();
    const nothing = await cast.owner.client.request(endpoints.reevaluate, { params: { code }, body: { channelCode: 'NOPE' } });
    expect((nothing.body as { messageCode: string }).messageCode).toBe('REEVALUATION_NOTHING');
    const badVersion = await cast.owner.client.request(endpoints.reevaluate, {
      params: { code },
      body: { modelMaps: [{ modelCode: cast.model.code, versionId: '00000000-0000-4000-8000-000000000000' }] },
    });
    expect((badVersion.body as { messageCode: string }).messageCode).toBe('MODEL_VERSION_NOT_READY');

    const task = await cast.owner.client.call(endpoints.reevaluate, {
      params: { code },
      body: { channelCode: CHANNEL, modelMaps: [{ modelCode: cast.model.code, versionId: cast.versionId }] },
    });
    expect(task).toMatchObject({ kind: 'REEVALUATE', total: 4 });
    await t.app.services.jobs.drain({ names: ['project.task'], timeoutMs: 60_000 });
    expect(await cast.owner.client.call(endpoints.taskGet, { params: { code, id: task.id } })).toMatchObject({
      status: 'SUCCESS',
      done: 4,
    });
    const kept = await categoriesOf(t, manual);
    expect(kept.map((c) => [c.category_id, c.origin])).toEqual(before.map((c) => [c.category_id, 'MANUAL']));
    const state = await cast.owner.client.call(endpoints.reevaluatable, { params: { code } });
    expect(state).toMatchObject({ reevaluatable: true, running: null, lastFinished: { id: task.id } });

    // A running re-evaluation (another process's) refuses a second one.
    await t.db
      .insertInto('project_task')
      .values({ project_id: cast.project.id, workspace_id: cast.project.workspaceId, kind: 'REEVALUATE', status: 'RUNNING' })
      .execute();
    const busy = await cast.owner.client.request(endpoints.reevaluate, { params: { code }, body: {} });
    expect(busy.status).toBe(409);
    expect((busy.body as { messageCode: string }).messageCode).toBe('REEVALUATION_RUNNING');
    expect((await cast.owner.client.call(endpoints.reevaluatable, { params: { code } })).reevaluatable).toBe(false);
    await t.db
      .insertInto('project_task')
      .values({ project_id: cast.project.id, workspace_id: cast.project.workspaceId, kind: 'RETRY_ALL', status: 'QUEUED' })
      .execute();
    const retryBusy = await cast.owner.client.request(endpoints.retryAll, { params: { code } });
    expect((retryBusy.body as { messageCode: string }).messageCode).toBe('RETRY_ALREADY_RUNNING');
  });

  it('tests a text or a dialogue without storing it', async () => {
    const count = (await documentsOf(t, cast.project.id)).length;
    const result = await cast.analyst.client.call(endpoints.documentTest, {
      body: { projectCode: code, text: 'the courier never arrived, call 0532 123 45 67' },
    });
    expect(result.categories).toHaveLength(1);
    expect(result.categories[0]).toMatchObject({ modelCode: cast.model.code, name: 'Delivery', origin: 'AI' });
    expect(result.categories[0]?.spans.length).toBeGreaterThan(0);
    expect(result.entities.map((e) => e.type)).toContain('PHONE');
    const dialogue = await cast.analyst.client.call(endpoints.dialogueTest, {
      body: { projectCode: code, turns: [{ speaker: 'customer', text: 'I was charged twice on my card' }] },
    });
    expect(dialogue.categories[0]?.name).toBe('Billing');
    expect((await documentsOf(t, cast.project.id)).length).toBe(count);
    expect(
      (await cast.outsider.client.request(endpoints.documentTest, { body: { projectCode: code, text: 'x y' } })).status,
    ).toBe(404);
    expect((await cast.outsider.client.request(endpoints.retryAll, { params: { code } })).status).toBe(404);
  });
});
