import { randomUUID } from 'node:crypto';
import { defaultMessages } from '@sentio/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunOptions } from '../../platform/jobs/worker-pool.js';
import { WorkerCancelledError } from '../../platform/jobs/worker-pool.js';
import { modelFileKey } from './inputs.js';
import { parseStoredStatistics, type StoredStatistics } from './statistics.js';
import {
  asTrainingRepository,
  auth,
  memoryEvents,
  memoryFiles,
  memoryModelAccess,
  MemoryStore,
  MemoryTrainingRepository,
  scope,
  serviceUnderTest,
  WORKSPACE,
} from './test-fakes.js';
import { defineTrainJob, RunningTrainings } from './train-job.js';
import type { TrainTaskInput, TrainTaskOutput } from './train-task.js';

type Train = (input: TrainTaskInput, options: RunOptions) => Promise<TrainTaskOutput>;

const statistics: StoredStatistics = {
  version: 2,
  protocol: { folds: 5, seed: 1 },
  evaluation: 'CROSS_VALIDATION',
  n: 4,
  accuracy: 0.75,
  macroF1: 0.7,
  microF1: 0.75,
  calibrationError: null,
  labels: [],
  confusion: [],
  perLabel: [],
  ratios: [],
  keywords: [],
  heldOut: [],
};
const trained: TrainTaskOutput = { model: new Uint8Array([1, 2, 3]), statistics };

/** The train job over in-memory repositories, with a TRAINING version of a model that has enough labels. */
function job(options: { train?: Train; files?: ReturnType<typeof memoryFiles>; perLabel?: number } = {}) {
  const store = new MemoryStore();
  const model = store.addModel();
  store.label(model, store.categoryIds(model.id), options.perLabel ?? 2);
  const version = store.addVersion(model, { status: 'TRAINING' });
  const events = memoryEvents();
  const files = options.files ?? memoryFiles();
  const running = new RunningTrainings();
  const log = { error: vi.fn(), warn: vi.fn() };
  const def = defineTrainJob({
    repo: asTrainingRepository(new MemoryTrainingRepository(store)),
    access: memoryModelAccess(store),
    files: files.store,
    events: events.repo,
    running,
    log,
    ...(options.train ? { train: options.train } : {}),
  });
  const queue = new AbortController();
  const run = () =>
    def.handler(
      { workspaceId: WORKSPACE, modelId: model.id, versionId: version.id },
      { id: 'job-1', signal: queue.signal, final: false },
    );
  return {
    store,
    model,
    version: () => store.version(version.id),
    versionId: version.id,
    run,
    events: events.added,
    files,
    running,
    log,
    queue,
  };
}

/** A training that runs until it is aborted, then rejects as a terminated worker does. */
const untilAborted: Train = (_input, { signal }) =>
  new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new WorkerCancelledError()), { once: true }));

const failedWith = (code: 'MODEL_TRAINING_FAILED' | 'MODEL_NOT_ENOUGH_LABELS') => `${code}: ${defaultMessages[code]}`;

afterEach(() => vi.useRealTimers());

describe('model.train job', () => {
  it('ignores a version that is no longer TRAINING, or a model deleted since', async () => {
    const train = vi.fn<Train>(() => Promise.resolve(trained));
    const cancelled = job({ train });
    cancelled.version().status = 'CANCELLED';
    await cancelled.run();
    expect(cancelled.version().status).toBe('CANCELLED');
    expect(cancelled.events).toEqual([]);

    const orphan = job({ train });
    orphan.store.models.splice(0);
    await orphan.run();
    expect(orphan.version()).toMatchObject({ status: 'TRAINING', training_documents: 0 });
    expect(orphan.events).toEqual([]);
    expect(train).not.toHaveBeenCalled();
  });

  it('fails the version with MODEL_NOT_ENOUGH_LABELS when the data no longer trains, without training', async () => {
    const train = vi.fn<Train>(() => Promise.resolve(trained));
    const t = job({ train, perLabel: 1 });
    await t.run();
    expect(t.version()).toMatchObject({ status: 'FAILED', error: failedWith('MODEL_NOT_ENOUGH_LABELS') });
    expect(t.version().finished_at).toBeInstanceOf(Date);
    expect(t.events.map((e) => e.type)).toEqual(['MODEL_TRAINING_UPDATED']);
    expect(train).not.toHaveBeenCalled();
  });

  it('records the size of the training set before training, then stores the file and the figures as SUCCESS', async () => {
    const t = job({
      perLabel: 3,
      train: (input) => {
        // What the worker receives, and what the version already says while it runs.
        expect(input.documentIds).toHaveLength(6);
        expect(input.labelOrder.map((l) => l.name)).toEqual(['Delivery', 'Billing']);
        expect(t.version()).toMatchObject({ status: 'TRAINING', training_documents: 6 });
        return Promise.resolve(trained);
      },
    });
    await t.run();
    const key = modelFileKey(WORKSPACE, t.model.id, t.versionId);
    expect(t.version()).toMatchObject({
      status: 'SUCCESS',
      progress: 100,
      file_key: key,
      accuracy: 0.75,
      macro_f1: 0.7,
      error: null,
    });
    expect(t.version().finished_at).toBeInstanceOf(Date);
    expect(parseStoredStatistics(JSON.parse(String(t.version().statistics)))).toEqual(statistics);
    expect([...(t.files.files.get(key) ?? [])]).toEqual([1, 2, 3]);
    // Once when the set is known, once at the end.
    expect(t.events.map((e) => [e.type, e.payload.versionId])).toEqual([
      ['MODEL_TRAINING_UPDATED', t.versionId],
      ['MODEL_TRAINING_UPDATED', t.versionId],
    ]);
  });

  it('stores no figures for a version trained without evaluation', async () => {
    const t = job({ train: () => Promise.resolve({ ...trained, statistics: { ...statistics, evaluation: 'NONE' } }) });
    await t.run();
    expect(t.version()).toMatchObject({ status: 'SUCCESS', accuracy: null, macro_f1: null });
  });

  it('ends a training that throws as FAILED with a message code, the cause going to the log only', async () => {
    const cause = new Error('out of memory in the solver');
    const t = job({ train: () => Promise.reject(cause) });
    await t.run();
    expect(t.version()).toMatchObject({ status: 'FAILED', error: failedWith('MODEL_TRAINING_FAILED'), file_key: null });
    expect(t.log.error).toHaveBeenCalledWith(expect.objectContaining({ err: cause, versionId: t.versionId }), 'training failed');
    expect(t.events).toHaveLength(2);
  });

  it('ends as FAILED when the model file cannot be stored', async () => {
    const t = job({ train: () => Promise.resolve(trained), files: memoryFiles({ failPut: true }) });
    await t.run();
    expect(t.version()).toMatchObject({ status: 'FAILED', error: failedWith('MODEL_TRAINING_FAILED') });
  });

  it('keeps a version cancelled while its file was written CANCELLED, and deletes the file', async () => {
    let cancel = () => undefined as void;
    const files = memoryFiles({ onPut: () => cancel() });
    const t = job({ train: () => Promise.resolve(trained), files });
    cancel = () => void (t.version().status = 'CANCELLED');
    await t.run();
    expect(t.version()).toMatchObject({ status: 'CANCELLED', file_key: null, statistics: null });
    expect(files.deleted).toEqual([modelFileKey(WORKSPACE, t.model.id, t.versionId)]);
    expect(files.files.size).toBe(0);
  });

  it('leaves a version cancelled through the service CANCELLED, not FAILED, and logs nothing', async () => {
    // The service and the job share the running trainings of this process, as the app wires them.
    const s = serviceUnderTest();
    const model = s.store.addModel();
    s.store.label(model, s.store.categoryIds(model.id), 2);
    const started = await s.service.train(auth(), scope(), model.id, undefined);
    const log = { error: vi.fn(), warn: vi.fn() };
    let trainingStarted = () => undefined as void;
    const inWorker = new Promise<void>((resolve) => (trainingStarted = resolve));
    const def = defineTrainJob({
      repo: asTrainingRepository(s.repo),
      access: memoryModelAccess(s.store),
      files: memoryFiles().store,
      events: memoryEvents().repo,
      running: s.running,
      log,
      train: (input, options) => {
        trainingStarted();
        return untilAborted(input, options);
      },
    });
    const run = def.handler(
      { workspaceId: WORKSPACE, modelId: model.id, versionId: started.id },
      { id: 'job-1', signal: new AbortController().signal, final: false },
    );
    await inWorker;
    await s.service.cancel(scope(), model.id);
    await run;
    expect(s.store.version(started.id).status).toBe('CANCELLED');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('stops when another process writes the cancel (it polls the status)', async () => {
    const t = job({ train: untilAborted });
    const run = t.run();
    await vi.waitFor(() => expect(t.version().training_documents).toBe(4));
    t.version().status = 'CANCELLED';
    await run;
    expect(t.version()).toMatchObject({ status: 'CANCELLED', error: null });
    expect(t.log.error).not.toHaveBeenCalled();
  });

  it('rethrows and leaves the version TRAINING when the queue stops, so the retry trains it again', async () => {
    const t = job({ train: untilAborted });
    const run = t.run();
    await vi.waitFor(() => expect(t.version().training_documents).toBe(4));
    t.queue.abort(new Error('job queue stopped'));
    await expect(run).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(t.version().status).toBe('TRAINING');
    expect(t.log.error).not.toHaveBeenCalled();
  });

  it('writes progress at most once a second, below 100 until the end, and announces it at most every two seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const seen: number[] = [];
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    const t = job({
      train: async (_input, { onProgress }) => {
        const step = async (atMs: number, fraction: number) => {
          vi.setSystemTime(start + atMs);
          onProgress?.(fraction);
          await flush();
          seen.push(t.version().progress);
        };
        await step(0, 0.2);
        await step(500, 0.4); // within the second: dropped
        await step(1_000, 0.6);
        await step(2_000, 1);
        return trained;
      },
    });
    await t.run();
    expect(seen).toEqual([20, 20, 60, 99]);
    expect(t.version().progress).toBe(100);
    // Start, the progress at two seconds, the end.
    expect(t.events).toHaveLength(3);
  });

  it('trains in a real worker thread by default, storing the model file and its statistics', { timeout: 60_000 }, async () => {
    const t = job({ perLabel: 0 });
    const [delivery = '', billing = ''] = t.store.categoryIds(t.model.id);
    const texts = {
      [delivery]: ['my parcel is late', 'the courier never arrived', 'shipping took weeks', 'delivery was delayed'],
      [billing]: ['charged twice on my card', 'refund not received', 'the invoice is wrong', 'extra charge on payment'],
    };
    for (const [labelId, list] of Object.entries(texts)) {
      for (const text of list) t.store.documents.push({ ...docOf(t.model, labelId), text });
    }
    await t.run();
    expect(t.version()).toMatchObject({ status: 'SUCCESS', progress: 100, training_documents: 8, error: null });
    const stored = parseStoredStatistics(JSON.parse(String(t.version().statistics)));
    expect(stored.labels.map((l) => l.name)).toEqual(['Delivery', 'Billing']);
    expect(stored.n).toBe(8);
    expect(t.files.files.get(modelFileKey(WORKSPACE, t.model.id, t.versionId))?.length).toBeGreaterThan(0);
  });
});

const docOf = (model: { id: string; workspace_id: string }, labelId: string) => ({
  id: randomUUID(),
  model_id: model.id,
  workspace_id: model.workspace_id,
  text: '',
  status: 'COMPLETED' as const,
  label_ids: [labelId],
});
