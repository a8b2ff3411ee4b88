import type { ProjectDocument, ProjectTask } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import { Classifier } from './classifier.js';
import type { TaskPayload } from './classify-job.js';
import { emit, type IngestCore } from './core.js';
import { classifyOrFail } from './import-job.js';
import { presentTask } from './presenter.js';
import type { ReevaluateFilters, ReevaluateParams } from './reevaluate-filter.js';
import type { TaskRow } from './repository.js';

/** Retry of failed predictions (all in the background, one now) and re-evaluation, with their task rows. */
export class TaskService {
  constructor(
    private readonly core: IngestCore,
    private readonly runtime: ModelRuntime,
    private readonly queue: JobQueue,
    private readonly taskJob: JobDefinition<TaskPayload>,
  ) {}

  async retryAll(scope: ProjectScope, code: string): Promise<ProjectTask> {
    const project = await this.core.access.require(scope, code);
    const task = await this.core.repo.insertTask({
      project_id: project.id,
      workspace_id: scope.id,
      kind: 'RETRY_ALL',
      status: 'QUEUED',
      created_by: scope.userId,
    });
    if (!task) throw errors.conflict('RETRY_ALREADY_RUNNING');
    return this.start(project, task);
  }

  /** One failed document, classified now on this thread (it is one text). */
  async retryOne(scope: ProjectScope, code: string, documentId: string): Promise<ProjectDocument> {
    const project = await this.core.access.require(scope, code);
    const doc = await this.core.classify.classifiable(project.id, documentId);
    if (!doc) throw errors.notFound();
    if (doc.prediction_status !== 'FAILED') throw errors.conflict('DOCUMENT_PREDICTION_NOT_FAILED');
    const resolved = await this.core.classifier.plan(project);
    const [result] = await classifyOrFail(this.core, resolved, [{ text: doc.content, turns: doc.turns }]);
    if (result) {
      await this.core.transaction((tx) =>
        tx.documents.applyResults({ workspaceId: project.workspace_id, projectId: project.id }, [{ documentId: doc.id, result }], {
          fromStatuses: ['FAILED'],
          modelIds: resolved.plan.models.map((m) => m.modelId),
        }),
      );
    }
    await emit(this.core.events, project, {});
    return this.core.presentDocument(project, doc.id);
  }

  async reevaluate(scope: ProjectScope, code: string, body: ReevaluateFilters): Promise<ProjectTask> {
    const project = await this.core.access.require(scope, code);
    const params = await this.resolve(project, body);
    const ids = await this.core.classify.reevaluationIds(project, params);
    if (ids.length === 0) throw errors.badRequest('REEVALUATION_NOTHING');
    const task = await this.core.repo.insertTask({
      project_id: project.id,
      workspace_id: scope.id,
      kind: 'REEVALUATE',
      status: 'QUEUED',
      total: ids.length,
      params: JSON.stringify(params),
      created_by: scope.userId,
    });
    if (!task) throw errors.conflict('REEVALUATION_RUNNING');
    return this.start(project, task);
  }

  async reevaluatable(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    const running = await this.core.repo.latestTask(project.id, 'REEVALUATE', true);
    const last = await this.core.repo.latestTask(project.id, 'REEVALUATE', false);
    const resolved = await this.core.classifier.plan(project);
    return {
      reevaluatable: !running && resolved.plan.models.length > 0 && Classifier.ready(resolved),
      running: running ? await this.presentTask(running) : null,
      lastFinished: last ? await this.presentTask(last) : null,
    };
  }

  async task(scope: ProjectScope, code: string, taskId: string): Promise<ProjectTask> {
    const project = await this.core.access.require(scope, code);
    const task = await this.core.repo.task(scope.id, project.id, taskId);
    if (!task) throw errors.notFound();
    return this.presentTask(task);
  }

  private async start(project: ProjectRow, task: TaskRow): Promise<ProjectTask> {
    try {
      await this.queue.send(this.taskJob, { workspaceId: project.workspace_id, projectId: project.id, taskId: task.id });
    } catch (err) {
      await this.core.repo.updateTask(task.id, { status: 'FAILED', error: 'INTERNAL_ERROR', finished_at: new Date() });
      throw err;
    }
    await emit(this.core.events, project, { taskId: task.id, documents: false });
    return this.presentTask(task);
  }

  private async presentTask(task: TaskRow): Promise<ProjectTask> {
    return presentTask(task, await this.core.repo.userRef(task.created_by));
  }

  /** Model codes of the body → ids; a named version must be a successful one of that model. */
  private async resolve(project: ProjectRow, body: ReevaluateFilters): Promise<ReevaluateParams> {
    const models = await this.core.access.models(project);
    const byCode = new Map(models.map((m) => [m.model.code, m.model]));
    const excluded = new Set([...body.excludedModelCodes, ...body.excludedPredictionModelCodes]);
    const versions: Record<string, string> = {};
    for (const [i, map] of body.modelMaps.entries()) {
      const model = byCode.get(map.modelCode);
      if (!model) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', `modelMaps.${i}.modelCode`);
      if (map.versionId === null) continue;
      const version = await this.runtime.usableVersion(model, map.versionId);
      if (!version) throw errors.badRequest('MODEL_VERSION_NOT_READY', `modelMaps.${i}.versionId`);
      versions[model.id] = version.id;
    }
    return {
      filters: body,
      versions,
      modelIds: models.filter((m) => m.link.prediction_active && !excluded.has(m.model.code)).map((m) => m.model.id),
      categoryModels: Object.fromEntries(models.map((m) => [m.model.code, m.model.id])),
    };
  }
}
