import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoredStatistics } from './statistics.js';
import { scope, serviceUnderTest, WORKSPACE } from './test-fakes.js';

type Setup = ReturnType<typeof serviceUnderTest>;

function withModel() {
  const t = serviceUnderTest();
  const model = t.store.addModel();
  const [a = '', b = ''] = t.store.categoryIds(model.id);
  return { ...t, model, a, b };
}

const notReady = { status: 400, messageCode: 'MODEL_VERSION_NOT_READY' };
const notPending = { status: 409, messageCode: 'MODEL_VERSION_NOT_PENDING' };

describe('TrainingService.deploy', () => {
  it('refuses a version that did not succeed', async () => {
    const t = withModel();
    for (const status of ['TRAINING', 'FAILED', 'CANCELLED']) {
      const v = t.store.addVersion(t.model, { status });
      await expect(t.service.deploy(scope(), t.model.id, v.id)).rejects.toMatchObject(notReady);
    }
    expect(t.model.deployed_version_id).toBeNull();
    expect(t.events).toEqual([]);
  });

  it('answers 404 for a version of another model or an unknown id', async () => {
    const t = withModel();
    const other = t.store.addModel();
    const foreign = t.store.addVersion(other, { status: 'SUCCESS' });
    await expect(t.service.deploy(scope(), t.model.id, foreign.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.service.deploy(scope(), t.model.id, randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it('deploys a successful version, verifies it and announces the model change', async () => {
    const t = withModel();
    const v = t.store.addVersion(t.model, { status: 'SUCCESS' });
    const summary = await t.service.deploy(scope(), t.model.id, v.id);
    expect(summary).toMatchObject({ id: v.id, deployed: true, verified: true, approval: 'NONE' });
    expect(t.model.deployed_version_id).toBe(v.id);
    expect(t.events).toEqual([
      { type: 'MODEL_UPDATED', userId: null, workspaceId: WORKSPACE, payload: { modelId: t.model.id, versionId: v.id } },
    ]);
  });

  it('rolls back by deploying an earlier successful version', async () => {
    const t = withModel();
    const v1 = t.store.addVersion(t.model, { status: 'SUCCESS' });
    const v2 = t.store.addVersion(t.model, { status: 'SUCCESS' });
    await t.service.deploy(scope(), t.model.id, v2.id);
    await t.service.deploy(scope(), t.model.id, v1.id);
    const list = await t.service.versions(scope(), t.model.id);
    expect(list.map((v) => [v.number, v.deployed])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('approves a version waiting for approval when it is deployed directly', async () => {
    const t = withModel();
    const v = t.store.addVersion(t.model, { status: 'SUCCESS', approval: 'PENDING' });
    await expect(t.service.deploy(scope(), t.model.id, v.id)).resolves.toMatchObject({ approval: 'APPROVED', deployed: true });
  });
});

describe('TrainingService approval flow', () => {
  it('submits a successful version for approval, and refuses one that did not succeed', async () => {
    const t = withModel();
    const failed = t.store.addVersion(t.model, { status: 'FAILED' });
    await expect(t.service.submit(scope(), t.model.id, failed.id)).rejects.toMatchObject(notReady);
    const v = t.store.addVersion(t.model, { status: 'SUCCESS' });
    await expect(t.service.submit(scope(), t.model.id, v.id)).resolves.toMatchObject({ approval: 'PENDING', deployed: false });
    expect(t.model.deployed_version_id).toBeNull();
    expect(t.events.map((e) => e.type)).toEqual(['MODEL_TRAINING_UPDATED']);
  });

  it('approving a pending version verifies and deploys it', async () => {
    const t = withModel();
    const v = t.store.addVersion(t.model, { status: 'SUCCESS', approval: 'PENDING' });
    const summary = await t.service.approve(scope(['MODEL/APPROVE']), t.model.id, v.id);
    expect(summary).toMatchObject({ approval: 'APPROVED', verified: true, deployed: true });
    expect(t.model.deployed_version_id).toBe(v.id);
    expect(t.events.map((e) => e.type)).toEqual(['MODEL_UPDATED']);
  });

  it('rejecting a pending version leaves the deployed one in place', async () => {
    const t = withModel();
    const live = t.store.addVersion(t.model, { status: 'SUCCESS' });
    t.model.deployed_version_id = live.id;
    const v = t.store.addVersion(t.model, { status: 'SUCCESS', approval: 'PENDING' });
    await expect(t.service.reject(scope(), t.model.id, v.id)).resolves.toMatchObject({ approval: 'REJECTED', deployed: false });
    expect(t.model.deployed_version_id).toBe(live.id);
    expect(t.events.map((e) => e.type)).toEqual(['MODEL_TRAINING_UPDATED']);
  });

  it('approves or rejects only a version that is pending', async () => {
    const t = withModel();
    for (const approval of ['NONE', 'APPROVED', 'REJECTED']) {
      const v = t.store.addVersion(t.model, { status: 'SUCCESS', approval });
      await expect(t.service.approve(scope(), t.model.id, v.id)).rejects.toMatchObject(notPending);
      await expect(t.service.reject(scope(), t.model.id, v.id)).rejects.toMatchObject(notPending);
    }
    expect(t.model.deployed_version_id).toBeNull();
    expect(t.events).toEqual([]);
  });
});

/** Stored statistics of a two-label model with the given held-out predictions. */
function stats(
  t: Setup & { a: string; b: string },
  accuracy: number,
  heldOut: StoredStatistics['heldOut'] = [],
): StoredStatistics {
  const metrics = (labelId: string, name: string) => ({ labelId, name, precision: 1, recall: 1, f1: accuracy, support: 2 });
  return {
    version: 2,
    protocol: { folds: 5, seed: 1 },
    evaluation: 'CROSS_VALIDATION',
    n: 4,
    accuracy,
    macroF1: accuracy,
    microF1: accuracy,
    calibrationError: null,
    labels: [
      { id: t.a, name: 'Old delivery name' },
      { id: t.b, name: 'Billing' },
    ],
    confusion: [
      [2, 0],
      [0, 2],
    ],
    perLabel: [metrics(t.a, 'Old delivery name'), metrics(t.b, 'Billing')],
    ratios: [],
    keywords: [],
    heldOut,
  };
}

describe('TrainingService statistics and confusion cells', () => {
  it('has no statistics for a version that did not succeed', async () => {
    const t = withModel();
    const v = t.store.addVersion(t.model, { status: 'TRAINING' });
    await expect(t.service.statistics(scope(), t.model.id, v.id)).rejects.toMatchObject(notReady);
    await expect(t.service.confusion(scope(), t.model.id, v.id, { actual: t.a, predicted: t.b })).rejects.toMatchObject(notReady);
  });

  it('compares with the newest earlier successful version and names labels as the model names them today', async () => {
    const t = withModel();
    t.store.addVersion(t.model, { status: 'SUCCESS', statistics: stats(t, 0.5) });
    const v2 = t.store.addVersion(t.model, { status: 'SUCCESS', statistics: stats(t, 0.7) });
    t.store.addVersion(t.model, { status: 'FAILED' });
    const v4 = t.store.addVersion(t.model, { status: 'SUCCESS', statistics: stats(t, 0.9) });
    const page = await t.service.statistics(scope(), t.model.id, v4.id);
    expect(page.accuracy).toBe(0.9);
    expect(page.previous).toMatchObject({ version: { id: v2.id }, accuracy: 0.7 });
    expect(page.labels.map((l) => l.name)).toEqual(['Delivery', 'Billing']);
    const first = await t.service.statistics(scope(), t.model.id, t.store.versionsOf(WORKSPACE, t.model.id)[0]?.id ?? '');
    expect(first.previous).toBeNull();
  });

  it("lists a cell's held-out documents in order, skipping deleted ones, and refuses labels the version did not train", async () => {
    const t = withModel();
    t.store.label(t.model, [t.a], 3);
    const [d1, d2, d3] = t.store.documents.map((d) => d.id);
    const heldOut = [
      { d: d1 ?? '', a: [t.a], p: [t.b], s: 0.6 },
      { d: d2 ?? '', a: [t.a], p: [t.a], s: 0.9 },
      { d: 'deleted-since', a: [t.a], p: [t.b], s: 0.7 },
      { d: d3 ?? '', a: [t.a], p: [t.b], s: 0.8 },
    ];
    const v = t.store.addVersion(t.model, { status: 'SUCCESS', statistics: stats(t, 0.8, heldOut) });
    const cell = await t.service.confusion(scope(), t.model.id, v.id, { actual: t.a, predicted: t.b });
    expect(cell.map((d) => d.id)).toEqual([d1, d3]);
    await expect(t.service.confusion(scope(), t.model.id, v.id, { actual: 'x', predicted: t.b })).rejects.toMatchObject({
      status: 400,
      messageCode: 'MODEL_LABEL_UNKNOWN',
      fields: [{ field: 'actual' }],
    });
    await expect(t.service.confusion(scope(), t.model.id, v.id, { actual: t.a, predicted: 'x' })).rejects.toMatchObject({
      fields: [{ field: 'predicted' }],
    });
  });
});
