import { defaultMessages, type MessageCode } from '@sentio/domain';
import { z } from 'zod';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobContext, type JobDefinition, type JobLog } from '../../platform/jobs/queue.js';
import { runInWorker, type RunOptions, type WorkerTask } from '../../platform/jobs/worker-pool.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import { buildDataset, datasetCounts, enoughLabels } from './dataset.js';
import { modelFileKey } from './inputs.js';
import type { TrainingRepository } from './repository.js';
import type { TrainTaskInput, TrainTaskOutput } from './train-task.js';

export const trainPayload = z.object({ workspaceId: z.uuid(), modelId: z.uuid(), versionId: z.uuid() });
export type TrainPayload = z.infer<typeof trainPayload>;

/** Under vitest and tsx the sources are .ts; the built server runs .js. */
const taskModule = new URL(import.meta.url.endsWith('.ts') ? './train-task.ts' : './train-task.js', import.meta.url);
export const trainTask: WorkerTask<TrainTaskInput, TrainTaskOutput> = { module: taskModule, exportName: 'trainModel' };

/** Progress is written at most this often, events at most every EVENT_EVERY_MS: the bar moves, the table rests. */
const PROGRESS_EVERY_MS = 1_000;
const EVENT_EVERY_MS = 2_000;
/** How often a running training looks for a cancel written by another process. */
const CANCEL_POLL_MS = 1_000;

/**
 * Trainings running in this process, by version id. Cancel aborts the local one at once; a training in another
 * process notices the CANCELLED status on its next poll.
 */
export class RunningTrainings {
  private readonly running = new Map<string, AbortController>();
  add(versionId: string, controller: AbortController): void {
    this.running.set(versionId, controller);
  }
  remove(versionId: string): void {
    this.running.delete(versionId);
  }
  abort(versionId: string): void {
    this.running.get(versionId)?.abort();
  }
}

export interface TrainJobDeps {
  repo: TrainingRepository;
  access: ModelAccess;
  files: FileStore;
  events: EventRepository;
  running: RunningTrainings;
  /** Where the cause of a failed training goes: operators need it, the user sees a message code. */
  log?: JobLog;
  /** Runs the training itself; a worker thread unless a unit test gives a stand-in. */
  train?: (input: TrainTaskInput, options: RunOptions) => Promise<TrainTaskOutput>;
}

const trainInWorker = (input: TrainTaskInput, options: RunOptions) => runInWorker(trainTask, input, options);

/** A version's `error`: its code (the web translates it) and the English text, never an internal exception message. */
const failure = (code: MessageCode): string => `${code}: ${defaultMessages[code]}`;

/**
 * `model.train`: loads the labelled documents, trains in a worker thread with progress, stores the model file
 * and the statistics, and finishes the version as SUCCESS or FAILED. Only a version still TRAINING is ever
 * changed, so a cancel wins over a worker that finishes at the same moment.
 */
export function defineTrainJob(deps: TrainJobDeps): JobDefinition<TrainPayload> {
  return defineJob({
    name: 'model.train',
    payload: trainPayload,
    // A retry only helps after a crash or restart; a training that fails on its data fails the same way again.
    retryLimit: 1,
    expireInSeconds: 6 * 3600,
    handler: (payload, ctx) => runTraining(deps, payload, ctx),
  });
}

async function runTraining(deps: TrainJobDeps, payload: TrainPayload, ctx: JobContext): Promise<void> {
  const { repo, events, running } = deps;
  const { workspaceId, modelId, versionId } = payload;
  const version = await repo.byId(versionId);
  if (!version || version.status !== 'TRAINING') return;
  const notify = () => events.add({ type: 'MODEL_TRAINING_UPDATED', userId: null, workspaceId, payload: { modelId, versionId } });

  const model = await deps.access.require(workspaceId, modelId).catch(() => null);
  if (!model) return;
  const labels = await deps.access.labels(model);
  const input = buildDataset(model, labels, await repo.trainingDocuments(workspaceId, modelId));
  if (!enoughLabels(datasetCounts(input.labels), new Set(labels.map((l) => l.id)))) {
    await repo.updateTraining(workspaceId, versionId, {
      status: 'FAILED',
      error: failure('MODEL_NOT_ENOUGH_LABELS'),
      finished_at: new Date(),
    });
    await notify();
    return;
  }
  await repo.updateTraining(workspaceId, versionId, { training_documents: input.documentIds.length });
  await notify();

  const controller = new AbortController();
  const stop = () => controller.abort();
  ctx.signal.addEventListener('abort', stop);
  running.add(versionId, controller);
  const poll = setInterval(() => {
    repo
      .statusOf(workspaceId, versionId)
      .then((status) => {
        if (status !== 'TRAINING') controller.abort();
      })
      .catch(() => undefined);
  }, CANCEL_POLL_MS);
  poll.unref();

  let lastProgress = 0;
  let lastEvent = Date.now();
  const onProgress = (fraction: number) => {
    const now = Date.now();
    if (now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const percent = Math.min(99, Math.round(fraction * 100));
    const sendEvent = now - lastEvent >= EVENT_EVERY_MS;
    if (sendEvent) lastEvent = now;
    repo
      .updateTraining(workspaceId, versionId, { progress: percent })
      .then(() => (sendEvent ? notify() : undefined))
      .catch(() => undefined);
  };

  try {
    const output = await (deps.train ?? trainInWorker)(input, { signal: controller.signal, onProgress });
    const key = modelFileKey(workspaceId, modelId, versionId);
    await deps.files.put(key, Buffer.from(output.model.buffer, output.model.byteOffset, output.model.byteLength));
    const stats = output.statistics;
    const finished = await repo.updateTraining(workspaceId, versionId, {
      status: 'SUCCESS',
      progress: 100,
      file_key: key,
      accuracy: stats.evaluation === 'NONE' ? null : stats.accuracy,
      macro_f1: stats.evaluation === 'NONE' ? null : stats.macroF1,
      statistics: JSON.stringify(stats),
      finished_at: new Date(),
    });
    // Cancelled while the file was written: the version keeps its CANCELLED status and no file.
    if (!finished) await deps.files.delete(key);
  } catch (err) {
    // A stopping queue (shutdown, expiry) leaves the version TRAINING so the job's retry picks it up again.
    if (ctx.signal.aborted) throw err;
    if (!controller.signal.aborted) {
      deps.log?.error({ err, job: 'model.train', versionId }, 'training failed');
      await repo.updateTraining(workspaceId, versionId, {
        status: 'FAILED',
        error: failure(
          err instanceof Error && err.message === 'MODEL_SEMANTIC_UNAVAILABLE' ? 'MODEL_SEMANTIC_UNAVAILABLE' : 'MODEL_TRAINING_FAILED',
        ),
        finished_at: new Date(),
      });
    }
  } finally {
    clearInterval(poll);
    ctx.signal.removeEventListener('abort', stop);
    running.remove(versionId);
  }
  await notify();
}
