import type { TopicUpdate, TopicUpdateKind } from '@sentio/domain';
import { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import { defineJob, type JobContext, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { ProjectKey, RootCauseRepository } from './root-cause-repository.js';
import { presentUpdate } from './root-cause-presenter.js';
import type { TopicEditRepository } from './topic-edit-repository.js';
import { openStates, type TopicUpdateRepository, type TopicUpdateRow } from './topic-update-repository.js';

/** The repositories of root causes, topics and updates, bound to one connection or one transaction. */
export interface RcaRepos {
  rootCauses: RootCauseRepository;
  topics: TopicEditRepository;
  updates: TopicUpdateRepository;
}

const payload = z.object({ workspaceId: z.string(), projectId: z.string(), updateId: z.string() });
type UpdatePayload = z.infer<typeof payload>;
/** Rows one transaction writes: small enough that a cancellation or a reader never waits long. */
const BATCH = 500;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Every topic and root cause an update touches: what a conflicting edit is told to wait for. */
function touched(u: TopicUpdateRow): Set<string> {
  const out = new Set<string>(u.topic_ids);
  if (u.root_cause_id) out.add(u.root_cause_id);
  for (const id of strings(u.params['sourceIds'])) out.add(id);
  for (const key of ['fromRootCauseId', 'toRootCauseId'] as const) {
    const id = stringOrNull(u.params[key]);
    if (id) out.add(id);
  }
  return out;
}

class Cancelled extends Error {}

/** Updates that only give documents a root cause. */
const additive = new Set(['CONFIRM', 'ASSIGN', 'MERGE_TOPICS']);

/**
 * Background topic updates (docs/root-causes.md): confirming, undoing, merging and moving change topics and root
 * causes at once, and a job ('rca.topic-update') then writes or removes the documents' root causes in batches, with
 * progress on the update's row. While one is queued or running, edits of the same topics or root causes wait (409
 * RCA_UPDATE_UNFINISHED). Cancelling a confirmation takes back exactly what it wrote.
 */
export class TopicUpdateService {
  readonly job: JobDefinition<UpdatePayload>;

  constructor(
    private readonly repos: RcaRepos,
    private readonly transaction: TransactionPort<RcaRepos>,
    private readonly access: ProjectAccess,
    private readonly jobs: Pick<JobQueue, 'send' | 'cancel'>,
  ) {
    this.job = defineJob({ name: 'rca.topic-update', payload, retryLimit: 2, handler: (p, ctx) => this.run(p, ctx) });
  }

  /**
   * 409 RCA_UPDATE_UNFINISHED when an unfinished update touches any of these topics or root causes. Confirming more
   * topics into a root cause (`addingTo`) only adds rows, so it does not wait for other confirmations into it: people
   * approve a list of topics one click after another.
   */
  async assertQuiet(
    r: RcaRepos,
    project: ProjectKey,
    ids: Iterable<string | null>,
    options: { addingTo?: string } = {},
  ): Promise<void> {
    const wanted = [...ids].filter((id): id is string => id !== null);
    for (const u of await r.updates.open(project)) {
      const busy = touched(u);
      if (options.addingTo && additive.has(u.kind)) busy.delete(options.addingTo);
      if (wanted.some((id) => busy.has(id))) throw errors.conflict('RCA_UPDATE_UNFINISHED');
    }
  }

  /** Records an update inside the caller's transaction; `start` it once that transaction has committed. */
  record(
    r: RcaRepos,
    project: ProjectKey,
    scope: ProjectScope,
    u: {
      kind: TopicUpdateKind;
      analysisId: string | null;
      topicIds: string[];
      rootCauseId: string | null;
      params?: Record<string, unknown>;
    },
  ): Promise<TopicUpdateRow> {
    return r.updates.insert(project, { ...u, params: u.params ?? {}, createdBy: scope.userId });
  }

  /** Queues the job of a committed update and answers it as the client sees it. */
  async start(project: ProjectKey, row: TopicUpdateRow): Promise<TopicUpdate> {
    const jobId = await this.jobs.send(this.job, { workspaceId: project.workspace_id, projectId: project.id, updateId: row.id });
    await this.repos.updates.setJob(row.id, jobId);
    return this.present(project, { ...row, job_id: jobId });
  }

  async present(project: ProjectKey, row: TopicUpdateRow): Promise<TopicUpdate> {
    return (await this.presentAll(project, [row]))[0] as TopicUpdate;
  }

  async presentAll(project: ProjectKey, rows: TopicUpdateRow[]): Promise<TopicUpdate[]> {
    const topics = await this.repos.topics.byIds(project, [...new Set(rows.flatMap((r) => r.topic_ids))]);
    const byId = new Map(topics.map((t) => [t.id, t]));
    return rows.map((r) => presentUpdate(r, byId));
  }

  /** The analysis's unfinished updates, oldest first. */
  async unfinished(project: ProjectKey): Promise<TopicUpdate[]> {
    return this.presentAll(project, await this.repos.updates.open(project));
  }

  /**
   * DELETE …/request?id=: stops a queued or running update. A confirmation is taken back whole (its topics return to
   * pending, the rows it wrote go, a root cause left without topics is deleted); other kinds stop where they are.
   */
  async cancel(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.access.require(scope, code);
    const jobId = await this.transaction(async (r) => {
      const u = await r.updates.byId(project, id, true);
      if (!u) throw errors.notFound('RCA_UPDATE_NOT_FOUND');
      if (!(openStates as readonly string[]).includes(u.state)) return null;
      await r.updates.setState(u.id, 'CANCELLED');
      if ((u.kind === 'CONFIRM' || u.kind === 'ASSIGN') && u.root_cause_id) {
        await r.updates.revert(u.id);
        const still = (await r.topics.byIds(project, u.topic_ids, true)).filter((t) => t.root_cause_id === u.root_cause_id);
        await r.topics.setStatus(
          project,
          still.map((t) => t.id),
          'PENDING',
          null,
        );
        await r.rootCauses.deleteTopicless(project, [u.root_cause_id]);
      }
      return u.job_id;
    });
    if (jobId) await this.jobs.cancel(this.job, jobId);
    return { ok: true };
  }

  private async run(p: UpdatePayload, ctx: JobContext): Promise<void> {
    const project: ProjectKey = { id: p.projectId, workspace_id: p.workspaceId };
    const row = await this.repos.updates.byId(project, p.updateId);
    if (!row || !(openStates as readonly string[]).includes(row.state)) return;
    const started = await this.step(project, row.id, ['QUEUED', 'RUNNING'], (r) => r.updates.setState(row.id, 'RUNNING'));
    if (!started) return;
    try {
      await this.work(project, row, ctx.signal);
      await this.step(project, row.id, ['RUNNING'], async (r) => {
        await this.finish(r, project, row);
        await r.updates.setState(row.id, 'DONE', { progress: 100 });
      });
    } catch (err) {
      // Cancelled meanwhile (its signal aborted a batch, or the row says so): nothing failed.
      const now = await this.repos.updates.byId(project, row.id);
      if (err instanceof Cancelled || now?.state !== 'RUNNING') return;
      if (ctx.final) await this.repos.updates.setState(row.id, 'FAILED', { errorCode: 'INTERNAL_ERROR' });
      throw err;
    }
  }

  /** One batch in a transaction that holds the update's row: a cancellation waits for it, and stops the next one. */
  private async step(project: ProjectKey, id: string, states: string[], work: (r: RcaRepos) => Promise<void>): Promise<boolean> {
    return this.transaction(async (r) => {
      const u = await r.updates.byId(project, id, true);
      if (!u || !states.includes(u.state)) return false;
      await work(r);
      return true;
    });
  }

  private async work(project: ProjectKey, u: TopicUpdateRow, signal: AbortSignal): Promise<void> {
    const progress = counter(this.repos.updates, u.id);
    const batch = async (work: (r: RcaRepos) => Promise<number>): Promise<number> => {
      signal.throwIfAborted();
      let n = 0;
      const ok = await this.step(project, u.id, ['RUNNING'], async (r) => {
        n = await work(r);
      });
      if (!ok) throw new Cancelled();
      await progress.add(n);
      return n;
    };
    const rootCauseId = u.root_cause_id;
    switch (u.kind) {
      case 'CONFIRM':
      case 'ASSIGN':
      case 'MERGE_TOPICS': {
        if (!rootCauseId) return;
        progress.total = await this.repos.updates.memberCount(u.topic_ids);
        for (const topicId of u.topic_ids) {
          let after: string | null = null;
          do {
            await batch(async (r) => {
              const res = await r.updates.addBatch(project, { id: u.id, topicId, rootCauseId }, after, BATCH);
              after = res.last;
              return res.read;
            });
          } while (after !== null);
        }
        return;
      }
      case 'UNCONFIRM': {
        const topicId = u.topic_ids[0];
        if (!rootCauseId || !topicId) return;
        progress.total = await this.repos.updates.rowCount(project, [rootCauseId], topicId);
        while ((await batch((r) => r.updates.detachBatch(project, rootCauseId, topicId, BATCH))) > 0);
        return;
      }
      case 'MERGE_ROOT_CAUSES': {
        if (!rootCauseId) return;
        const sources = strings(u.params['sourceIds']);
        progress.total = await this.repos.updates.rowCount(project, sources);
        for (const source of sources) {
          while ((await batch((r) => r.updates.moveBatch(project, source, rootCauseId, u.id, BATCH))) > 0);
        }
        return;
      }
      case 'MOVE_DOCUMENTS': {
        const documentIds = strings(u.params['documentIds']);
        const [from, to] = [stringOrNull(u.params['fromTopicId']), stringOrNull(u.params['toTopicId'])];
        const [fromRoot, toRoot] = [stringOrNull(u.params['fromRootCauseId']), stringOrNull(u.params['toRootCauseId'])];
        progress.total = documentIds.length;
        await batch(async (r) => {
          if (from && fromRoot) await r.updates.detachBatch(project, fromRoot, from, documentIds.length, documentIds);
          if (to && toRoot)
            await r.updates.addBatch(
              project,
              { id: u.id, topicId: to, rootCauseId: toRoot },
              null,
              documentIds.length,
              documentIds,
            );
          return documentIds.length;
        });
        return;
      }
    }
  }

  /** What is left once the documents are written: root causes without topics go. */
  private async finish(r: RcaRepos, project: ProjectKey, u: TopicUpdateRow): Promise<void> {
    if (u.kind === 'UNCONFIRM' && u.root_cause_id) await r.rootCauses.deleteTopicless(project, [u.root_cause_id]);
    if (u.kind === 'MERGE_ROOT_CAUSES') await r.rootCauses.deleteTopicless(project, strings(u.params['sourceIds']));
  }
}

/** Progress 0…99 while working (100 is written with DONE), at most one write per whole percent. */
function counter(updates: TopicUpdateRepository, id: string) {
  let done = 0;
  let written = 0;
  return {
    total: 0,
    async add(n: number): Promise<void> {
      done += n;
      const pct = this.total > 0 ? Math.min(99, Math.floor((done / this.total) * 100)) : 0;
      if (pct > written) {
        written = pct;
        await updates.setProgress(id, pct);
      }
    },
  };
}
