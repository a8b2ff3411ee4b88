import { z } from 'zod';
import type { StoredCategoryStat } from '../../platform/db/schema-root-causes.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { defineJob, type JobDefinition, type JobLog, type JobQueue } from '../../platform/jobs/queue.js';
import { runInWorker, type RunOptions, type WorkerTask } from '../../platform/jobs/worker-pool.js';
import type { CatalogueLoader } from '../project-documents/catalogue.js';
import type { ProjectAccess } from '../projects/project-access.js';
import type { AnalysisRepository, AnalysisRow } from './analysis-repository.js';
import type { RunQueue } from './analysis-service.js';
import { analysisSearchFilter, runDocument } from './run-documents.js';
import type { RunReadRepository, RunWriteRepository } from './run-repository.js';
import { granularityOf, type RunTaskInput, type RunTaskOutput } from './run-task.js';

export const runPayload = z.object({
  workspaceId: z.uuid(),
  analysisId: z.uuid(),
  /** A nightly run: only the documents created after the analysis's watermark, and its new topics are added. */
  incremental: z.boolean(),
  /** The nightly run's clock: documents created after this wait for the next night. Null: up to the newest. */
  until: z.iso.datetime().nullable().default(null),
});
export type RunPayload = z.infer<typeof runPayload>;

/** Under vitest and tsx the sources are .ts; the built server runs .js. */
const taskModule = new URL(import.meta.url.endsWith('.ts') ? './run-task.ts' : './run-task.js', import.meta.url);
export const runTask: WorkerTask<RunTaskInput, RunTaskOutput> = { module: taskModule, exportName: 'runTopics' };

/** The clustering itself: a worker thread, or a stand-in (tests, the demo seed). */
export type RunCompute = (input: RunTaskInput, options: RunOptions) => Promise<RunTaskOutput>;
export const computeInWorker: RunCompute = (input, options) => runInWorker(runTask, input, options);

/** Progress is written at most this often: the bar moves, the table rests. */
const PROGRESS_EVERY_MS = 1_000;
/** Shares of the bar: reading the documents, the clustering, writing the topics. */
const READ_SHARE = 5;
const COMPUTE_SHARE = 85;

export interface RunDeps {
  analyses: AnalysisRepository;
  reads: RunReadRepository;
  /** The topics, their members and the finished row commit together. */
  transaction: TransactionPort<{ writes: RunWriteRepository }>;
  access: ProjectAccess;
  catalogues: CatalogueLoader;
  timeZone: string;
  compute: RunCompute;
  /** The operator's stopword additions and removals, read at each run (features/system). */
  dictionary?: () => Promise<{ stopwords: string[]; keepWords: string[] }>;
  log?: JobLog;
  now?: () => Date;
}

/**
 * One run of an analysis (docs/root-causes.md): reads each selected category's documents (as the search reads them,
 * newest first up to the content limit; a nightly run only those created after the watermark), finds topics in a
 * worker thread with progress, and writes the topics and their members in one transaction. A full run replaces the
 * analysis's PENDING and PASSIVE topics; CONFIRMED ones stay with their root causes. Returns false when there was
 * nothing to run (deleted, or not waiting).
 */
export async function runAnalysis(deps: RunDeps, payload: RunPayload, signal?: AbortSignal): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const row = await deps.analyses.byId(payload.workspaceId, payload.analysisId);
  // A retry after a crash finds it COMPUTING and starts over.
  if (!row || (row.state !== 'WAITING' && row.state !== 'COMPUTING')) return false;
  const project = await deps.access.byId(row.workspace_id, row.project_id);
  if (!project) return false;
  if (!(await deps.analyses.setRun(row.id, { state: 'COMPUTING', progress: 0, error_code: null }, ['WAITING', 'COMPUTING'])))
    return false;

  let last = 0;
  const progress = (percent: number) => {
    const t = Date.now();
    if (t - last < PROGRESS_EVERY_MS) return;
    last = t;
    deps.analyses.setRun(row.id, { progress: Math.min(99, Math.round(percent)) }, ['COMPUTING']).catch(() => undefined);
  };
  try {
    const input = await readInput(deps, row, project, payload);
    progress(READ_SHARE);
    const output = await deps.compute(input.task, {
      ...(signal ? { signal } : {}),
      onProgress: (f) => progress(READ_SHARE + f * COMPUTE_SHARE),
    });
    await deps.transaction(async ({ writes }) => {
      if (!(await writes.lockComputing(row.id))) return;
      if (!payload.incremental) await writes.dropReplaceable(row.id);
      await writes.insertTopics({ analysisId: row.id, project, replace: !payload.incremental, categories: output.categories });
      const stats = mergeStats(payload.incremental ? row.category_stats : [], output.categories);
      await writes.finish(row.id, {
        documentCount: stats.reduce((s, c) => s + c.documentCount, 0),
        stats,
        watermark: input.horizon,
        at: now(),
      });
    });
    return true;
  } catch (err) {
    // A stopping queue leaves the analysis COMPUTING so the job's retry picks it up again.
    if (signal?.aborted) throw err;
    deps.log?.error({ err, job: 'rca.run', analysisId: row.id }, 'root cause analysis failed');
    await deps.analyses.setRun(row.id, { state: 'FAILED', error_code: 'ANALYSIS_FAILED' }, ['COMPUTING']);
    return true;
  }
}

async function readInput(
  deps: RunDeps,
  row: AnalysisRow,
  project: NonNullable<Awaited<ReturnType<ProjectAccess['byId']>>>,
  payload: RunPayload,
): Promise<{ task: RunTaskInput; horizon: Date | null }> {
  const s = row.settings;
  const cat = await deps.catalogues.load(project);
  const filter = analysisSearchFilter(s, cat);
  const newest = await deps.reads.horizon(project);
  const until = payload.until === null ? null : new Date(payload.until);
  const horizon = until !== null && (newest === null || until < newest) ? until : newest;
  const since = payload.incremental && row.watermark ? new Date(row.watermark) : null;
  const categories = [];
  for (const categoryId of s.categoryIds) {
    const rows = await deps.reads.categoryDocuments(project, {
      modelId: row.model_id,
      categoryId,
      where: filter.where,
      dataTypeFilter: s.dataTypeFilter,
      since,
      until: horizon,
      limit: s.contentLimit,
      withTurns: s.actorType !== null,
      withAttributes: s.attributeCodes.length > 0,
    });
    categories.push({ categoryId, documents: rows.map((r) => runDocument(r, s.actorType, s.attributeCodes)) });
  }
  let first = Infinity;
  let latest = -Infinity;
  for (const c of categories)
    for (const d of c.documents) {
      if (d.date < first) first = d.date;
      if (d.date > latest) latest = d.date;
    }
  const start = s.startDate ? Date.parse(s.startDate) : Number.isFinite(first) ? first : 0;
  const end = s.endDate ? Date.parse(s.endDate) : Number.isFinite(latest) ? latest : 0;
  return {
    horizon,
    task: {
      categories,
      maxTopics: s.topicCountLimit,
      similarityThreshold: s.minSimilarity,
      keywords: await deps.reads.keywords(project),
      attributeCodes: s.attributeCodes,
      trend: { granularity: granularityOf(start, end), timeZone: deps.timeZone, proportional: s.trendType === 'PROPORTIONAL' },
      ...(deps.dictionary ? await deps.dictionary() : {}),
    },
  };
}

/** A nightly run adds its figures to the earlier ones; a full run starts afresh. */
function mergeStats(
  previous: readonly StoredCategoryStat[],
  current: readonly { categoryId: string; documentCount: number; outlierCount: number }[],
): StoredCategoryStat[] {
  const out = new Map(previous.map((p) => [p.categoryId, { ...p }]));
  for (const c of current) {
    const p = out.get(c.categoryId);
    out.set(c.categoryId, {
      categoryId: c.categoryId,
      documentCount: (p?.documentCount ?? 0) + c.documentCount,
      outlierCount: (p?.outlierCount ?? 0) + c.outlierCount,
    });
  }
  return [...out.values()];
}

/** `rca.run`: one run of one analysis. A failure is recorded on the row; retries only help after a crash. */
export function defineRunJob(deps: RunDeps): JobDefinition<RunPayload> {
  return defineJob({
    name: 'rca.run',
    payload: runPayload,
    retryLimit: 1,
    expireInSeconds: 3 * 3600,
    handler: async (payload, ctx) => {
      await runAnalysis(deps, payload, ctx.signal);
    },
  });
}

/**
 * Queues runs through the job queue. The analysis's state (WAITING, set before) is what admits one run at a time; a
 * singleton key would drop a run asked for while the previous job is still winding down after it wrote COMPLETED.
 */
export function jobRunQueue(jobs: JobQueue, job: JobDefinition<RunPayload>, analyses: AnalysisRepository): RunQueue {
  return {
    async queue(analysis, options) {
      const id = await jobs.send(job, {
        workspaceId: analysis.workspace_id,
        analysisId: analysis.id,
        incremental: options.incremental,
        until: options.until?.toISOString() ?? null,
      });
      if (id) await analyses.setRun(analysis.id, { job_id: id });
    },
  };
}
