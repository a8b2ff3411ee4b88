import { fromWall, wallDate, type RescoreRun, type rescoreBody } from '@sentio/domain';
import { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { presentRun } from './presenter.js';
import type { CallScoreRepository, RescoreRange } from './score-repository.js';
import { CallScorer } from './scorer.js';
import type { CallSetupRepository } from './setup-repository.js';
import { requireDialogue, type CallClock } from './setup-service.js';
import { defaultVersion, versionedSet, type VersionedSet } from './versions.js';

type Body = z.output<typeof rescoreBody>;

/** Calls per transaction of a re-scoring. */
export const rescoreBatchSize = 500;

export interface RescorePorts {
  scores: CallScoreRepository;
  setup: CallSetupRepository;
  access: ProjectAccess;
  transaction: TransactionPort<{ scores: CallScoreRepository; setup: CallSetupRepository }>;
  clock: CallClock;
  timeZone: string;
  /** Queue the job of a run; null (or a throw) when it could not be queued. */
  enqueue(runId: string, projectId: string): Promise<string | null>;
  /** Progress and the end of a run: open screens refresh (PROJECT_TASK_UPDATED with `rescoreRunId`). */
  changed(workspaceId: string, projectCode: string, runId: string, done: boolean): Promise<void>;
  log: { error(details: object, message: string): void };
  batchSize?: number;
}

/**
 * Re-scoring (docs/call-scoring.md): the dialogues of a local date range scored again with the latest version, as
 * a job. RUNNING → SUCCEEDED (the latest version then takes effect from the range's first day, and a RESCORED
 * history entry is written) or FAILED with RESCORING_FAILED; each batch of calls commits with the run's progress,
 * so a failure leaves no half-written batch, and a restarted job goes on after the last committed one.
 */
export class RescoreService {
  constructor(private readonly p: RescorePorts) {}

  /** The instants of the local dates' first and last moments in the reporting zone. */
  private range(project: ProjectRow, b: Body): RescoreRange {
    const wall = (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      const w = wallDate(y ?? 0, m ?? 0, d ?? 0);
      if (!w) throw errors.badRequest('FIELD_INVALID');
      return w;
    };
    return {
      workspaceId: project.workspace_id,
      projectId: project.id,
      from: fromWall(wall(b.fromDate).startOf('day'), this.p.timeZone),
      to: fromWall(wall(b.toDate).endOf('day'), this.p.timeZone),
    };
  }

  private async latest(project: ProjectRow): Promise<VersionedSet> {
    const row = await this.p.setup.latest(project.workspace_id, project.id);
    return row ? versionedSet(row) : defaultVersion;
  }

  async preview(scope: ProjectScope, code: string, b: Body): Promise<{ calls: number; version: number }> {
    const project = await this.p.access.require(scope, code);
    requireDialogue(project);
    const [calls, latest] = await Promise.all([this.p.scores.countInRange(this.range(project, b)), this.latest(project)]);
    return { calls, version: latest.version };
  }

  async start(scope: ProjectScope, code: string, b: Body): Promise<RescoreRun> {
    const project = await this.p.access.require(scope, code);
    requireDialogue(project);
    const running = await this.p.scores.latestRun(scope.id, project.id);
    if (running?.state === 'RUNNING') throw errors.conflict('RESCORING_RUNNING');
    const total = await this.p.scores.countInRange(this.range(project, b));
    if (total === 0) throw errors.badRequest('RESCORING_NOTHING');
    const latest = await this.latest(project);
    const runId = await this.p.scores.startRun({
      workspaceId: scope.id,
      projectId: project.id,
      fromDate: b.fromDate,
      toDate: b.toDate,
      version: latest.version,
      total,
      userId: scope.userId,
    });
    if (!runId) throw errors.conflict('RESCORING_RUNNING');
    let queued: string | null = null;
    try {
      queued = await this.p.enqueue(runId, project.id);
    } catch (err) {
      this.p.log.error({ err, runId }, 're-scoring could not be queued');
    }
    if (queued === null)
      await this.p.scores.updateRun(runId, {
        state: 'FAILED',
        message_code: 'RESCORING_NOT_STARTED',
        finished_at: this.p.clock.now(),
      });
    await this.p.changed(scope.id, project.code, runId, false);
    const run = await this.p.scores.run(runId);
    if (!run) throw errors.notFound('NOT_FOUND');
    return presentRun(run);
  }

  async latestRun(scope: ProjectScope, code: string): Promise<RescoreRun | null> {
    const project = await this.p.access.require(scope, code);
    const run = await this.p.scores.latestRun(scope.id, project.id);
    return run ? presentRun(run) : null;
  }

  /** The job's work. */
  async run(runId: string): Promise<void> {
    const run = await this.p.scores.run(runId);
    if (!run || run.state !== 'RUNNING') return;
    const project = await this.p.access.byId(run.workspace_id, run.project_id);
    if (!project) {
      await this.p.scores.updateRun(runId, {
        state: 'FAILED',
        message_code: 'RESCORING_FAILED',
        finished_at: this.p.clock.now(),
      });
      return;
    }
    const tell = (done: boolean) => this.p.changed(project.workspace_id, project.code, runId, done);
    try {
      const versions = (await this.p.setup.all(project.workspace_id, project.id)).map(versionedSet);
      const set = versions.find((v) => v.version === run.version) ?? versions.at(-1) ?? defaultVersion;
      const scorer = new CallScorer(versions, this.p.timeZone, set);
      const range = this.range(project, { fromDate: run.from_date, toDate: run.to_date });
      let { cursor, done } = run;
      for (;;) {
        const batch = await this.p.transaction(async ({ scores }) => {
          const docs = await scores.pageInRange(range, cursor, this.p.batchSize ?? rescoreBatchSize);
          const last = docs.at(-1);
          if (!last) return null;
          await scores.upsert(
            project.workspace_id,
            project.id,
            docs.map((d) => scorer.score(d)),
          );
          await scores.updateRun(runId, { done: done + docs.length, cursor: last.id });
          return { count: docs.length, last: last.id };
        });
        if (!batch) break;
        done += batch.count;
        cursor = batch.last;
        await tell(false);
      }
      await this.p.transaction(async ({ scores, setup }) => {
        const effectiveFrom =
          set.version === 0 ? null : await setup.moveEffectiveFrom(project.workspace_id, project.id, set.version, run.from_date);
        await setup.addHistory(project.workspace_id, project.id, [
          {
            kind: 'RESCORED',
            criterion: null,
            version: set.version,
            effectiveFrom,
            changes: [
              { field: 'fromDate', before: null, after: run.from_date },
              { field: 'toDate', before: null, after: run.to_date },
              { field: 'calls', before: null, after: done },
            ],
            userId: run.started_by,
          },
        ]);
        await scores.updateRun(runId, { state: 'SUCCEEDED', total: Math.max(run.total, done), finished_at: this.p.clock.now() });
      });
    } catch (err) {
      this.p.log.error({ err, runId }, 're-scoring failed');
      await this.p.scores.updateRun(runId, {
        state: 'FAILED',
        message_code: 'RESCORING_FAILED',
        finished_at: this.p.clock.now(),
      });
    }
    await tell(true);
  }
}

export const defineRescoreJob = (service: RescoreService) =>
  defineJob({
    name: 'calls.rescore',
    payload: z.object({ runId: z.string() }),
    retryLimit: 1,
    handler: async ({ runId }) => {
      await service.run(runId);
    },
  });
