import { defaultMessages, endpoints, type ModelDetail } from '@sentio/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel, labelIds } from '../models/test-fixtures.js';
import { addLabelled, labelledDocuments, topicCategories, trainAndWait, modelWorkspace } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  ({ owner, analyst, outsider, model } = await modelWorkspace(t, 'Training Inc', { labelled: 20 }));
});
afterAll(() => t.close());

const params = (versionId: string) => ({ id: model.id, versionId });

describe('training', () => {
  it('refuses what cannot train: too few labels, named-entity models, strangers and bad names', async () => {
    const thin = await createModel(owner, { name: 'Thin', categories: topicCategories() });
    await addLabelled(owner, thin, labelledDocuments(3, 1, ['Delivery']));
    const few = await owner.client.request(endpoints.modelTrain, { params: { id: thin.id }, body: {} });
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({ messageCode: 'MODEL_NOT_ENOUGH_LABELS' });
    // One document of a second label is still not enough: two labels need two documents each.
    await addLabelled(owner, thin, labelledDocuments(1, 2, ['Billing']));
    expect((await owner.client.request(endpoints.modelTrain, { params: { id: thin.id }, body: {} })).status).toBe(400);

    const entities = await createModel(owner, { name: 'Entities', sense: 'NAMED_ENTITY' });
    const ne = await owner.client.request(endpoints.modelTrain, { params: { id: entities.id }, body: {} });
    expect(ne.status).toBe(400);
    expect(ne.body).toMatchObject({ messageCode: 'MODEL_NOT_TRAINABLE' });

    const anonymous = await new Client(t.baseUrl).request(endpoints.modelTrain, { params: { id: model.id }, body: {} });
    expect(anonymous.status).toBe(401);
    const foreign = await outsider.client.request(endpoints.modelTrain, { params: { id: model.id }, body: {} });
    expect(foreign.status).toBe(404);
    const long = await owner.client.request(endpoints.modelTrain, { params: { id: model.id }, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fields: [{ field: 'name', messageCode: 'FIELD_TOO_LONG' }] });
    expect(await owner.client.call(endpoints.modelVersions, { params: { id: model.id } })).toEqual([]);
  });

  it('trains in a worker, one training at a time, and reports the quality of the version', async () => {
    const started = await analyst.client.call(endpoints.modelTrain, { params: { id: model.id }, body: { name: 'First' } });
    expect(started).toMatchObject({ number: 1, name: 'First', status: 'TRAINING', deployed: false, approval: 'NONE' });
    expect(started.createdBy).toEqual({ id: analyst.userId, name: 'Test User' });
    const again = await owner.client.request(endpoints.modelTrain, { params: { id: model.id }, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'MODEL_TRAINING_IN_PROGRESS', message: 'Last training still in progress.' });

    await t.app.services.jobs.drain({ names: ['model.train'], timeoutMs: 60_000 });
    const [version] = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    expect(version).toMatchObject({ id: started.id, status: 'SUCCESS', progress: 100, trainingDocuments: 60, error: null });
    expect(version?.accuracy).toBeGreaterThan(0.8);
    expect(version?.macroF1).toBeGreaterThan(0.8);
    // Not deployed by itself: deploying is the user's decision after reading the statistics.
    expect(version?.deployed).toBe(false);
    const detail = await owner.client.call(endpoints.modelGet, { params: { id: model.id } });
    expect(detail.deployedVersion).toBeNull();

    const events = await t.db.selectFrom('ui_event').select('payload').where('type', '=', 'MODEL_TRAINING_UPDATED').execute();
    expect(events.map((e) => e.payload)).toContainEqual({ modelId: model.id, versionId: started.id });
    const file = await t.db.selectFrom('model_version').select('file_key').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(file.file_key).toMatch(new RegExp(`/models/${model.id}/${started.id}\\.model$`));
    expect((await t.app.services.files.get(file.file_key ?? ''))?.length).toBeGreaterThan(1000);

    const stats = await analyst.client.call(endpoints.modelVersionStatistics, { params: params(started.id) });
    const ids = labelIds(model);
    expect(stats).toMatchObject({ evaluation: 'CROSS_VALIDATION', n: 60, previous: null });
    expect(stats.calibrationError).toBeGreaterThanOrEqual(0);
    expect(stats.labels.map((l) => l.name)).toEqual(['Delivery', 'Billing', 'App']);
    expect(stats.confusion.flat().reduce((a, b) => a + b, 0)).toBe(60);
    expect(stats.confusion.map((row) => row.reduce((a, b) => a + b, 0))).toEqual([20, 20, 20]);
    expect(stats.perLabel.map((m) => m.support)).toEqual([20, 20, 20]);
    expect(stats.ratios).toEqual(stats.labels.map((l) => ({ labelId: l.id, count: 20 })));
    expect(stats.microF1).toBeCloseTo(stats.accuracy, 10);
    const billingWords = stats.keywords.find((k) => k.labelId === ids['Billing'])?.words.map((w) => w.text) ?? [];
    expect(billingWords.some((w) => /refund|charged|payment|invoice/.test(w))).toBe(true);

    // A cell of the matrix lists exactly its documents.
    const billing = stats.labels.findIndex((l) => l.id === ids['Billing']);
    const cell = await owner.client.call(endpoints.modelVersionConfusion, {
      params: params(started.id),
      query: { actual: ids['Billing'] ?? '', predicted: ids['Billing'] ?? '' },
    });
    expect(cell).toHaveLength(stats.confusion[billing]?.[billing] ?? -1);
    expect(cell.every((d) => d.labelIds.includes(ids['Billing'] ?? ''))).toBe(true);
    const unknown = await owner.client.request(endpoints.modelVersionConfusion, {
      params: params(started.id),
      query: { actual: 'nope', predicted: ids['Billing'] ?? '' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ messageCode: 'MODEL_LABEL_UNKNOWN', fields: [{ field: 'actual' }] });

    for (const e of [endpoints.modelVersionStatistics, endpoints.modelVersionDeploy, endpoints.modelVersionSubmit] as const) {
      expect((await outsider.client.request(e, { params: params(started.id) })).status).toBe(404);
    }
    expect((await outsider.client.request(endpoints.modelVersions, { params: { id: model.id } })).status).toBe(404);
    expect(
      (
        await outsider.client.request(endpoints.modelVersionConfusion, {
          params: params(started.id),
          query: { actual: ids['Billing'] ?? '', predicted: ids['Billing'] ?? '' },
        })
      ).status,
    ).toBe(404);
    expect((await new Client(t.baseUrl).request(endpoints.modelVersions, { params: { id: model.id } })).status).toBe(401);
  });

  it('deploys, runs the approval flow and rolls back; analysts submit but cannot deploy or approve', async () => {
    const [v1] = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    if (!v1) throw new Error('no first version');
    const denied = await analyst.client.request(endpoints.modelVersionDeploy, { params: params(v1.id) });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });

    const deployed = await owner.client.call(endpoints.modelVersionDeploy, { params: params(v1.id) });
    expect(deployed).toMatchObject({ id: v1.id, deployed: true, verified: true });
    expect((await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).deployedVersion).toEqual({
      id: v1.id,
      name: 'First',
    });

    const v2 = await trainAndWait(t, analyst, model);
    expect(v2).toMatchObject({ number: 2, name: 'v2', status: 'SUCCESS', deployed: false, verified: false });
    const submitted = await analyst.client.call(endpoints.modelVersionSubmit, { params: params(v2.id) });
    expect(submitted).toMatchObject({ approval: 'PENDING', deployed: false });
    expect((await analyst.client.request(endpoints.modelVersionApprove, { params: params(v2.id) })).status).toBe(401);
    expect((await analyst.client.request(endpoints.modelVersionReject, { params: params(v2.id) })).status).toBe(401);

    const rejected = await owner.client.call(endpoints.modelVersionReject, { params: params(v2.id) });
    expect(rejected).toMatchObject({ approval: 'REJECTED', deployed: false });
    const twice = await owner.client.request(endpoints.modelVersionReject, { params: params(v2.id) });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ messageCode: 'MODEL_VERSION_NOT_PENDING' });
    expect((await owner.client.request(endpoints.modelVersionApprove, { params: params(v2.id) })).status).toBe(409);

    await analyst.client.call(endpoints.modelVersionSubmit, { params: params(v2.id) });
    const approved = await owner.client.call(endpoints.modelVersionApprove, { params: params(v2.id) });
    expect(approved).toMatchObject({ approval: 'APPROVED', deployed: true, verified: true });
    let versions = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    expect(versions.map((v) => [v.number, v.deployed])).toEqual([
      [2, true],
      [1, false],
    ]);

    // Roll back: deploying the earlier version.
    await owner.client.call(endpoints.modelVersionDeploy, { params: params(v1.id) });
    versions = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    expect(versions.map((v) => [v.number, v.deployed])).toEqual([
      [2, false],
      [1, true],
    ]);

    const stats = await owner.client.call(endpoints.modelVersionStatistics, { params: params(v2.id) });
    expect(stats.previous?.version.id).toBe(v1.id);
    expect(stats.previous?.perLabel).toHaveLength(3);
  });

  it('does not deploy or submit a version that did not succeed, and cancels a running training', async () => {
    const started = await owner.client.call(endpoints.modelTrain, { params: { id: model.id }, body: {} });
    const notReady = await owner.client.request(endpoints.modelVersionDeploy, { params: params(started.id) });
    expect(notReady.status).toBe(400);
    expect(notReady.body).toMatchObject({ messageCode: 'MODEL_VERSION_NOT_READY' });
    expect((await owner.client.request(endpoints.modelVersionSubmit, { params: params(started.id) })).status).toBe(400);
    expect((await owner.client.request(endpoints.modelVersionStatistics, { params: params(started.id) })).status).toBe(400);

    expect(await analyst.client.call(endpoints.modelTrainCancel, { params: { id: model.id } })).toEqual({ ok: true });
    await t.app.services.jobs.drain({ names: ['model.train'], timeoutMs: 60_000 });
    const [cancelled] = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    expect(cancelled).toMatchObject({ id: started.id, status: 'CANCELLED' });
    const row = await t.db.selectFrom('model_version').select('file_key').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(row.file_key).toBeNull();
    // Nothing runs now: cancelling again is harmless, and a new training may start.
    expect(await owner.client.call(endpoints.modelTrainCancel, { params: { id: model.id } })).toEqual({ ok: true });
    expect((await outsider.client.request(endpoints.modelTrainCancel, { params: { id: model.id } })).status).toBe(404);
    const next = await trainAndWait(t, owner, model);
    expect(next).toMatchObject({ number: 4, status: 'SUCCESS' });
  });

  it('terminates the worker of a training cancelled while it runs', async () => {
    const big = await createModel(owner, { name: 'Big', categories: topicCategories() });
    await addLabelled(owner, big, labelledDocuments(1200, 3));
    await owner.client.call(endpoints.modelUpdate, { params: { id: big.id }, body: { regularisation: 'auto' } });
    const started = await owner.client.call(endpoints.modelTrain, { params: { id: big.id }, body: {} });
    // Wait until the worker reports progress: the training is then under way in its thread.
    const deadline = Date.now() + 30_000;
    let progress = 0;
    while (progress === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const row = await t.db
        .selectFrom('model_version')
        .select('progress')
        .where('id', '=', started.id)
        .executeTakeFirstOrThrow();
      progress = Number(row.progress);
    }
    expect(progress).toBeGreaterThan(0);
    expect(progress).toBeLessThan(100);
    const cancelledAt = Date.now();
    await owner.client.call(endpoints.modelTrainCancel, { params: { id: big.id } });
    await t.app.services.jobs.drain({ names: ['model.train'], timeoutMs: 60_000 });
    // The job ends as soon as the thread is terminated, not when training would have finished.
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);
    const [version] = await owner.client.call(endpoints.modelVersions, { params: { id: big.id } });
    expect(version).toMatchObject({ id: started.id, status: 'CANCELLED' });
    expect(await t.app.services.files.get(`${big.id}`)).toBeNull();
  });

  it('ends a training that fails as FAILED, with the error', async () => {
    const broken = await createModel(owner, { name: 'Broken', categories: topicCategories() });
    await addLabelled(owner, broken, labelledDocuments(4, 8));
    // A plain file where the model's folder belongs: storing the trained model fails.
    const ws = await t.db.selectFrom('model').select('workspace_id').where('id', '=', broken.id).executeTakeFirstOrThrow();
    const models = path.join(t.config.dataDir, 'files', ws.workspace_id, 'models');
    mkdirSync(models, { recursive: true });
    writeFileSync(path.join(models, broken.id), 'in the way');
    const version = await trainAndWait(t, owner, broken);
    expect(version).toMatchObject({ status: 'FAILED', deployed: false });
    // A message code for the user; the file system's error text stays in the log.
    expect(version.error).toBe(`MODEL_TRAINING_FAILED: ${defaultMessages.MODEL_TRAINING_FAILED}`);
    // A failed version frees the model for the next training.
    expect((await owner.client.request(endpoints.modelTrain, { params: { id: broken.id }, body: {} })).status).toBe(200);
    await t.app.services.jobs.drain({ names: ['model.train'], timeoutMs: 60_000 });
  });
});
