import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth, type MemoryStore, OWNER, scope, serviceUnderTest as setup, WORKSPACE } from './test-fakes.js';

type Setup = ReturnType<typeof setup>;

/** A category model whose two leaves have enough documents to train. */
function trainable(t: Setup, patch: Parameters<MemoryStore['addModel']>[0] = {}) {
  const model = t.store.addModel(patch);
  t.store.label(model, t.store.categoryIds(model.id), 2);
  return model;
}

const writes = (t: Setup) =>
  t.store.calls.filter((c) => ['insertTraining', 'updateTraining', 'setApproval', 'deploy'].includes(c));

describe('TrainingService.train: what may start a training', () => {
  it('refuses a named-entity model as not trainable, before looking at anything else', async () => {
    const t = setup();
    const model = t.store.addModel({ sense_type: 'NAMED_ENTITY' });
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({
      status: 400,
      messageCode: 'MODEL_NOT_TRAINABLE',
    });
    expect(writes(t)).toEqual([]);
    expect(t.sent).toEqual([]);
  });

  it('refuses a second training while one is running, with a conflict', async () => {
    const t = setup();
    const model = trainable(t);
    t.store.addVersion(model, { status: 'TRAINING' });
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({
      status: 409,
      messageCode: 'MODEL_TRAINING_IN_PROGRESS',
    });
    expect(t.store.versions).toHaveLength(1);
    expect(t.sent).toEqual([]);
  });

  it('answers a start that lost the race to a concurrent one (unique violation on insert) with the same conflict', async () => {
    const t = setup();
    const model = trainable(t);
    t.store.addVersion(model, { status: 'TRAINING' });
    // The other start inserted after this one checked: the check sees nothing, the insert hits the index.
    t.repo.running = () => Promise.resolve(null);
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({
      status: 409,
      messageCode: 'MODEL_TRAINING_IN_PROGRESS',
    });
    expect(t.sent).toEqual([]);
    expect(t.events).toEqual([]);
  });

  it('passes any other insert failure on unchanged', async () => {
    const t = setup();
    const model = trainable(t);
    const boom = new Error('connection lost');
    t.repo.insertTraining = () => Promise.reject(boom);
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toBe(boom);
    expect(t.sent).toEqual([]);
  });

  it('needs two labels with two trainable documents each, counting only labels the model still has', async () => {
    const t = setup();
    const cases = [
      (m: ReturnType<typeof trainable>, [a, b]: string[]) => {
        t.store.label(m, [a ?? ''], 5);
        t.store.label(m, [b ?? ''], 1);
      },
      (m: ReturnType<typeof trainable>, [a]: string[]) => {
        t.store.label(m, [a ?? ''], 5);
        t.store.label(m, ['a-deleted-category'], 5);
      },
      // Drafts and unmarked documents do not train.
      (m: ReturnType<typeof trainable>, ids: string[]) => t.store.label(m, ids, 5, 'DRAFT'),
    ];
    for (const prepare of cases) {
      const model = t.store.addModel();
      prepare(model, t.store.categoryIds(model.id));
      await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({
        status: 400,
        messageCode: 'MODEL_NOT_ENOUGH_LABELS',
      });
    }
    expect(writes(t)).toEqual([]);
  });

  it('trains sentiment models on their fixed labels', async () => {
    const t = setup();
    const model = t.store.addModel({ sense_type: 'SENTIMENT' }, []);
    t.store.label(model, ['POSITIVE', 'NEGATIVE'], 2);
    await expect(t.service.train(auth(), scope(), model.id, undefined)).resolves.toMatchObject({ status: 'TRAINING' });
  });

  it("hides another user's private model (404) unless the caller may approve", async () => {
    const t = setup();
    const model = trainable(t, { access_type: 'PRIVATE', owner_id: randomUUID() });
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({
      status: 404,
      messageCode: 'NOT_FOUND',
    });
    await expect(t.service.train(auth(), scope(['MODEL/APPROVE']), model.id, undefined)).resolves.toMatchObject({
      status: 'TRAINING',
    });
  });

  it('does not find a model of another workspace', async () => {
    const t = setup();
    const model = trainable(t, { workspace_id: randomUUID() });
    await expect(t.service.train(auth(), scope(), model.id, undefined)).rejects.toMatchObject({ status: 404 });
    expect(writes(t)).toEqual([]);
  });
});

describe('TrainingService.train: what a start writes', () => {
  it('adds a TRAINING version numbered after the last, queues model.train for it and announces it', async () => {
    const t = setup();
    const model = trainable(t, { access_type: 'PRIVATE' });
    t.store.addVersion(model, { status: 'SUCCESS' });
    t.store.addVersion(model, { status: 'FAILED' });
    const summary = await t.service.train(auth(), scope(), model.id, undefined);
    expect(summary).toMatchObject({
      number: 3,
      name: 'v3',
      status: 'TRAINING',
      progress: 0,
      approval: 'NONE',
      deployed: false,
      accessType: 'PRIVATE',
      createdBy: { id: OWNER },
    });
    expect(t.store.version(summary.id)).toMatchObject({ status: 'TRAINING', created_by: OWNER, access_type: 'PRIVATE' });
    expect(t.sent).toEqual([
      { name: 'model.train', payload: { workspaceId: WORKSPACE, modelId: model.id, versionId: summary.id } },
    ]);
    expect(t.events).toEqual([
      {
        type: 'MODEL_TRAINING_UPDATED',
        userId: null,
        workspaceId: WORKSPACE,
        payload: { modelId: model.id, versionId: summary.id },
      },
    ]);
  });

  it('names the version as asked, and an empty name like no name', async () => {
    const t = setup();
    const model = trainable(t);
    const named = await t.service.train(auth(), scope(), model.id, 'Spring data');
    expect(named.name).toBe('Spring data');
    t.store.version(named.id).status = 'SUCCESS';
    const unnamed = await t.service.train(auth(), scope(), model.id, '');
    expect(unnamed).toMatchObject({ number: 2, name: 'v2' });
  });

  it('keeps the deployed version deployed while a new one trains', async () => {
    const t = setup();
    const model = trainable(t);
    const deployed = t.store.addVersion(model, { status: 'SUCCESS' });
    model.deployed_version_id = deployed.id;
    await t.service.train(auth(), scope(), model.id, undefined);
    const list = await t.service.versions(scope(), model.id);
    expect(list.map((v) => [v.number, v.status, v.deployed])).toEqual([
      [2, 'TRAINING', false],
      [1, 'SUCCESS', true],
    ]);
  });
});

describe('TrainingService.cancel', () => {
  it('ends the running version CANCELLED, aborts its local worker and announces it', async () => {
    const t = setup();
    const model = trainable(t);
    const version = t.store.addVersion(model, { status: 'TRAINING', progress: 40 });
    const controller = new AbortController();
    t.running.add(version.id, controller);
    await expect(t.service.cancel(scope(), model.id)).resolves.toEqual({ ok: true });
    expect(t.store.version(version.id).status).toBe('CANCELLED');
    expect(t.store.version(version.id).finished_at).toBeInstanceOf(Date);
    expect(controller.signal.aborted).toBe(true);
    expect(t.events.map((e) => [e.type, e.payload.versionId])).toEqual([['MODEL_TRAINING_UPDATED', version.id]]);
  });

  it('is a quiet success when nothing is training', async () => {
    const t = setup();
    const model = trainable(t);
    const done = t.store.addVersion(model, { status: 'SUCCESS' });
    await expect(t.service.cancel(scope(), model.id)).resolves.toEqual({ ok: true });
    expect(t.store.version(done.id).status).toBe('SUCCESS');
    expect(writes(t)).toEqual([]);
    expect(t.events).toEqual([]);
  });

  it('frees the model: a new training may start after a cancel', async () => {
    const t = setup();
    const model = trainable(t);
    const first = await t.service.train(auth(), scope(), model.id, undefined);
    await t.service.cancel(scope(), model.id);
    const second = await t.service.train(auth(), scope(), model.id, undefined);
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(t.store.version(first.id).status).toBe('CANCELLED');
  });
});
