import {
  modelIsTrainable,
  type ModelDocument,
  type SenseType,
  type VersionStatistics,
  type VersionSummary,
} from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess, ModelRow, ModelScope } from '../models/model-access.js';
import { presentDocument, presentVersion, type VersionRow } from '../models/presenter.js';
import { enoughLabels } from './dataset.js';
import { presentStatistics } from './presenter.js';
import type { TrainingRepository } from './repository.js';
import { parseStoredStatistics, type StoredStatistics } from './statistics.js';
import type { RunningTrainings, TrainPayload } from './train-job.js';

/** A confusion cell lists at most this many documents. */
const CONFUSION_DOCUMENTS = 500;

/**
 * Trainings and versions: start and cancel a training, list versions, deploy (and roll back), the approval flow,
 * and the quality figures of a version. The first successful version is not deployed by itself: deploying is a
 * decision (MODEL/DEPLOY) the user takes after looking at the statistics.
 */
export class TrainingService {
  constructor(
    private readonly repo: TrainingRepository,
    private readonly access: ModelAccess,
    private readonly queue: JobQueue,
    private readonly trainJob: JobDefinition<TrainPayload>,
    private readonly running: RunningTrainings,
    private readonly events: EventRepository,
  ) {}

  async train(auth: Auth, ws: ModelScope, modelId: string, name: string | undefined): Promise<VersionSummary> {
    const model = await this.access.requireIn(ws, modelId);
    if (!modelIsTrainable(model.sense_type as SenseType)) throw errors.badRequest('MODEL_NOT_TRAINABLE');
    if (await this.repo.running(ws.id, modelId)) throw errors.conflict('MODEL_TRAINING_IN_PROGRESS');
    const known = new Set((await this.access.labels(model)).map((l) => l.id));
    if (!enoughLabels(await this.repo.labelCounts(ws.id, modelId), known)) throw errors.badRequest('MODEL_NOT_ENOUGH_LABELS');
    let versionId: string;
    try {
      versionId = await this.repo.insertTraining({
        workspaceId: ws.id,
        modelId,
        name: name && name !== '' ? name : null,
        userId: auth.userId,
        accessType: model.access_type,
      });
    } catch (e) {
      // Another training was started between the check and the insert (the one-training index, or the number).
      if (isUniqueViolation(e)) throw errors.conflict('MODEL_TRAINING_IN_PROGRESS');
      throw e;
    }
    await this.queue.send(this.trainJob, { workspaceId: ws.id, modelId, versionId });
    await this.trainingEvent(ws.id, modelId, versionId);
    return this.present(model, await this.version(ws.id, modelId, versionId));
  }

  /** Cancels the running training, if any: its worker is terminated and the version ends CANCELLED. */
  async cancel(ws: ModelScope, modelId: string): Promise<{ ok: true }> {
    await this.access.requireIn(ws, modelId);
    const running = await this.repo.running(ws.id, modelId);
    if (running) {
      await this.repo.updateTraining(ws.id, running.id, { status: 'CANCELLED', finished_at: new Date() });
      this.running.abort(running.id);
      await this.trainingEvent(ws.id, modelId, running.id);
    }
    return { ok: true };
  }

  async versions(ws: ModelScope, modelId: string): Promise<VersionSummary[]> {
    const model = await this.access.requireIn(ws, modelId);
    return (await this.repo.list(ws.id, modelId)).map((v) => presentVersion(v, model.deployed_version_id));
  }

  /** Deploys a successful version; deploying an earlier one is the roll-back. A manager's deploy verifies it. */
  async deploy(ws: ModelScope, modelId: string, versionId: string): Promise<VersionSummary> {
    const model = await this.access.requireIn(ws, modelId);
    const version = await this.version(ws.id, modelId, versionId);
    if (version.status !== 'SUCCESS') throw errors.badRequest('MODEL_VERSION_NOT_READY');
    await this.repo.deploy(ws.id, modelId, versionId);
    if (version.approval === 'PENDING') await this.repo.setApproval(ws.id, versionId, 'APPROVED');
    await this.events.add({ type: 'MODEL_UPDATED', userId: null, workspaceId: ws.id, payload: { modelId, versionId } });
    return this.present({ ...model, deployed_version_id: versionId }, await this.version(ws.id, modelId, versionId));
  }

  /** Asks a manager to approve (and so deploy) a successful version. */
  async submit(ws: ModelScope, modelId: string, versionId: string): Promise<VersionSummary> {
    const model = await this.access.requireIn(ws, modelId);
    const version = await this.version(ws.id, modelId, versionId);
    if (version.status !== 'SUCCESS') throw errors.badRequest('MODEL_VERSION_NOT_READY');
    await this.repo.setApproval(ws.id, versionId, 'PENDING');
    await this.trainingEvent(ws.id, modelId, versionId);
    return this.present(model, await this.version(ws.id, modelId, versionId));
  }

  async approve(ws: ModelScope, modelId: string, versionId: string): Promise<VersionSummary> {
    await this.pending(ws, modelId, versionId);
    await this.repo.setApproval(ws.id, versionId, 'APPROVED', true);
    return this.deploy(ws, modelId, versionId);
  }

  async reject(ws: ModelScope, modelId: string, versionId: string): Promise<VersionSummary> {
    const model = await this.pending(ws, modelId, versionId);
    await this.repo.setApproval(ws.id, versionId, 'REJECTED');
    await this.trainingEvent(ws.id, modelId, versionId);
    return this.present(model, await this.version(ws.id, modelId, versionId));
  }

  async statistics(ws: ModelScope, modelId: string, versionId: string): Promise<VersionStatistics> {
    const model = await this.access.requireIn(ws, modelId);
    const version = await this.version(ws.id, modelId, versionId);
    const stats = storedStatistics(version);
    const previous = await this.repo.previousSuccess(ws.id, modelId, version.number);
    const previousStats = previous ? storedStatistics(previous) : null;
    return presentStatistics({
      version: this.present(model, version),
      stats,
      labels: await this.access.labels(model),
      previous: previous && previousStats ? { version: this.present(model, previous), stats: previousStats } : null,
    });
  }

  /** The documents of one confusion cell: carrying `actual`, given `predicted` by the held-out model. */
  async confusion(
    ws: ModelScope,
    modelId: string,
    versionId: string,
    cell: { actual: string; predicted: string },
  ): Promise<ModelDocument[]> {
    await this.access.requireIn(ws, modelId);
    const stats = storedStatistics(await this.version(ws.id, modelId, versionId));
    const known = new Set(stats.labels.map((l) => l.id));
    if (!known.has(cell.actual)) throw errors.badRequest('MODEL_LABEL_UNKNOWN', 'actual');
    if (!known.has(cell.predicted)) throw errors.badRequest('MODEL_LABEL_UNKNOWN', 'predicted');
    const ids = stats.heldOut
      .filter((h) => h.a.includes(cell.actual) && h.p.includes(cell.predicted))
      .slice(0, CONFUSION_DOCUMENTS)
      .map((h) => h.d);
    return (await this.repo.documents(ws.id, modelId, ids)).map((row) => presentDocument(row));
  }

  private async version(workspaceId: string, modelId: string, versionId: string): Promise<VersionRow> {
    const version = await this.repo.find(workspaceId, modelId, versionId);
    if (!version) throw errors.notFound();
    return version;
  }

  private async pending(ws: ModelScope, modelId: string, versionId: string): Promise<ModelRow> {
    const model = await this.access.requireIn(ws, modelId);
    const version = await this.version(ws.id, modelId, versionId);
    if (version.approval !== 'PENDING') throw errors.conflict('MODEL_VERSION_NOT_PENDING');
    return model;
  }

  private present(model: ModelRow, version: VersionRow): VersionSummary {
    return presentVersion(version, model.deployed_version_id);
  }

  private trainingEvent(workspaceId: string, modelId: string, versionId: string): Promise<void> {
    return this.events.add({ type: 'MODEL_TRAINING_UPDATED', userId: null, workspaceId, payload: { modelId, versionId } });
  }
}

/** The statistics of a successful version, parsed (older rows migrated); anything else has none yet. */
function storedStatistics(version: VersionRow): StoredStatistics {
  if (version.status !== 'SUCCESS' || version.statistics === null) throw errors.badRequest('MODEL_VERSION_NOT_READY');
  return parseStoredStatistics(version.statistics);
}
