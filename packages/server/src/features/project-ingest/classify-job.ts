import { defaultMessages } from '@sentio/domain';
import { z } from 'zod';
import { defineJob, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import type { ProjectRow } from '../projects/project-access.js';
import { Classifier, type ResolvedPlan } from './classifier.js';
import { emit, ThrottledEvents, type IngestCore } from './core.js';
import { classifyOrFail, type ImportPayload } from './import-job.js';
import type { ReevaluateParams } from './reevaluate-filter.js';

export const classifyPayload = z.object({ workspaceId: z.uuid(), projectId: z.uuid() });
export type ClassifyPayload = z.infer<typeof classifyPayload>;
export const taskPayload = z.object({ workspaceId: z.uuid(), projectId: z.uuid(), taskId: z.uuid() });
export type TaskPayload = z.infer<typeof taskPayload>;
export const sweepPayload = z.object({ sweep: z.literal(true) });
export type SweepPayload = z.infer<typeof sweepPayload>;

/** Documents per classify round: one worker run, one transaction. */
export const CLASSIFY_BATCH = 1_000;

/**
 * Classifies stored documents in rounds and writes the results. `fromStatuses` guards each write (the classify job
 * only touches documents still INLINE; re-evaluation any). Returns how many were written.
 */
export async function classifyStored(
  core: IngestCore,
  project: ProjectRow,
  resolved: ResolvedPlan,
  ids: readonly string[],
  options: { fromStatuses: readonly string[] | null; signal?: AbortSignal; onRound?: (done: number) => Promise<void> },
): Promise<number> {
  let written = 0;
  for (let start = 0; start < ids.length; start += CLASSIFY_BATCH) {
    const docs = await core.repo.documentsByIds(project.id, ids.slice(start, start + CLASSIFY_BATCH));
    const results = await classifyOrFail(
      core,
      resolved,
      docs.map((d) => ({ text: d.content, turns: d.turns })),
      options.signal,
    );
    const modelIds = resolved.plan.models.map((m) => m.modelId);
    written += await core.transaction((tx) =>
      tx.documents.applyResults(
        { workspaceId: project.workspace_id, projectId: project.id },
        docs.map((d, i) => ({ documentId: d.id, result: results[i] as (typeof results)[number] })),
        { fromStatuses: options.fromStatuses, modelIds },
      ),
    );
    await options.onRound?.(Math.min(ids.length, start + CLASSIFY_BATCH));
  }
  return written;
}

/** `project.classify`: INLINE documents of an analysis, oldest first, until none is left (or models are not ready). */
export function defineClassifyJob(core: IngestCore): JobDefinition<ClassifyPayload> {
  return defineJob({
    name: 'project.classify',
    payload: classifyPayload,
    retryLimit: 2,
    expireInSeconds: 3600,
    handler: async (payload, ctx) => {
      const project = await core.access.byId(payload.workspaceId, payload.projectId);
      if (project) await classifyInline(core, project, ctx.signal);
    },
  });
}

export async function classifyInline(core: IngestCore, project: ProjectRow, signal?: AbortSignal): Promise<void> {
  const resolved = await core.classifier.plan(project);
  if (!Classifier.ready(resolved)) return;
  const throttle = new ThrottledEvents(core.events, project);
  for (;;) {
    const ids = await core.classify.inlineIds(project.id, CLASSIFY_BATCH);
    if (ids.length === 0) break;
    const written = await classifyStored(core, project, resolved, ids, {
      fromStatuses: ['INLINE'],
      ...(signal ? { signal } : {}),
      onRound: () => throttle.tick(),
    });
    // Another process holds them (or they changed meanwhile): its run finishes them.
    if (written === 0) break;
  }
  await throttle.flush();
}

/** `project.task`: RETRY_ALL (failed → classified again) and REEVALUATE (filtered documents, AI rows replaced). */
export function defineTaskJob(core: IngestCore): JobDefinition<TaskPayload> {
  return defineJob({
    name: 'project.task',
    payload: taskPayload,
    retryLimit: 1,
    expireInSeconds: 6 * 3600,
    handler: (payload, ctx) => runTask(core, payload, ctx.signal, ctx.final),
  });
}

async function runTask(core: IngestCore, payload: TaskPayload, signal: AbortSignal, final: boolean): Promise<void> {
  const { repo } = core;
  const task = await repo.taskById(payload.taskId);
  if (!task || task.workspace_id !== payload.workspaceId || (task.status !== 'QUEUED' && task.status !== 'RUNNING')) return;
  const project = await core.access.byId(payload.workspaceId, payload.projectId);
  if (!project) return;
  const notify = () => emit(core.events, project, { taskId: task.id });
  try {
    let ids: string[];
    let resolved: ResolvedPlan;
    let fromStatuses: string[] | null;
    if (task.kind === 'RETRY_ALL') {
      ids = await core.classify.requeueFailed(project.id);
      resolved = await core.classifier.plan(project);
      fromStatuses = ['INLINE'];
    } else {
      // Written by TaskService.reevaluate in this shape.
      const params = task.params as unknown as ReevaluateParams;
      ids = await core.classify.reevaluationIds(project, params);
      resolved = await core.classifier.plan(project, {
        versions: new Map(Object.entries(params.versions)),
        modelIds: new Set(params.modelIds),
      });
      fromStatuses = null;
    }
    await repo.updateTask(task.id, { status: 'RUNNING', total: ids.length, done: 0 });
    await notify();
    let last = Date.now();
    await classifyStored(core, project, resolved, ids, {
      fromStatuses,
      signal,
      onRound: async (done) => {
        await repo.updateTask(task.id, { done });
        if (Date.now() - last >= 1_000) {
          last = Date.now();
          await notify();
        }
      },
    });
    await repo.updateTask(task.id, { status: 'SUCCESS', done: ids.length, finished_at: new Date() });
  } catch (err) {
    if (signal.aborted && !final) throw err;
    core.log.error({ err, taskId: task.id }, 'project task failed');
    await repo.updateTask(task.id, {
      status: 'FAILED',
      error: `PREDICTION_FAILED: ${defaultMessages.PREDICTION_FAILED}`,
      finished_at: new Date(),
    });
  }
  await notify();
}

/** An import that has not committed for this long is taken as dead (a chunk commits far more often). */
const IMPORT_QUIET_SECONDS = 180;

/** `project.sweep` (every minute): imports a crashed server left IMPORTING, and analyses with INLINE documents. */
export function defineSweepJob(
  core: IngestCore,
  queue: JobQueue,
  jobs: { importJob: JobDefinition<ImportPayload>; classifyJob: JobDefinition<ClassifyPayload> },
): JobDefinition<SweepPayload> {
  return defineJob({
    name: 'project.sweep',
    payload: sweepPayload,
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      // The same singleton keys as the first send: a job still queued or running is not doubled.
      for (const s of await core.repo.importing(IMPORT_QUIET_SECONDS)) {
        await queue.send(jobs.importJob, { workspaceId: s.workspace_id, sourceId: s.id }, { singletonKey: importKey(s.id) });
      }
      for (const p of await core.repo.projectsWithInline()) {
        await queue.send(
          jobs.classifyJob,
          { workspaceId: p.workspace_id, projectId: p.project_id },
          { singletonKey: classifyKey(p.project_id) },
        );
      }
    },
  });
}

export const importKey = (sourceId: string): string => `import:${sourceId}`;
export const classifyKey = (projectId: string): string => `classify:${projectId}`;
