import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { TopicUpdateTable } from '../../platform/db/schema-root-causes.js';
import type { ProjectKey } from './root-cause-repository.js';

export type TopicUpdateRow = Selectable<TopicUpdateTable>;
export const openStates = ['QUEUED', 'RUNNING'] as const;

export interface NewTopicUpdate {
  analysisId: string | null;
  kind: string;
  topicIds: string[];
  rootCauseId: string | null;
  params: Record<string, unknown>;
  createdBy: string | null;
}

/**
 * SQL of the background topic updates and of the rows they write: which document carries which root cause, through
 * which topic and by which update (document_root_cause). Batches are keyed by document id so a retried job resumes.
 */
export class TopicUpdateRepository {
  constructor(private readonly db: Db) {}

  insert(project: ProjectKey, u: NewTopicUpdate): Promise<TopicUpdateRow> {
    return this.db
      .insertInto('topic_update')
      .values({
        workspace_id: project.workspace_id,
        project_id: project.id,
        analysis_id: u.analysisId,
        kind: u.kind,
        topic_ids: JSON.stringify(u.topicIds),
        root_cause_id: u.rootCauseId,
        params: JSON.stringify(u.params),
        created_by: u.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One update of the analysis; `lock` serialises the job's batches with a cancellation. */
  async byId(project: ProjectKey, id: string, lock = false): Promise<TopicUpdateRow | null> {
    const row = await this.db
      .selectFrom('topic_update')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .$if(lock, (q) => q.forUpdate())
      .executeTakeFirst();
    return row ?? null;
  }

  /** The analysis's updates still queued or running (few: each is one person's action). */
  open(project: ProjectKey): Promise<TopicUpdateRow[]> {
    return this.db
      .selectFrom('topic_update')
      .selectAll()
      .where('project_id', '=', project.id)
      .where('state', 'in', [...openStates])
      .orderBy('created_at')
      .execute();
  }

  async setJob(id: string, jobId: string | null): Promise<void> {
    await this.db.updateTable('topic_update').set({ job_id: jobId }).where('id', '=', id).execute();
  }

  async setState(id: string, state: string, values: { progress?: number; errorCode?: string | null } = {}): Promise<void> {
    const finished = !(openStates as readonly string[]).includes(state);
    await this.db
      .updateTable('topic_update')
      .set({
        state,
        ...(values.progress !== undefined ? { progress: values.progress } : {}),
        ...(values.errorCode !== undefined ? { error_code: values.errorCode } : {}),
        ...(finished ? { finished_at: new Date() } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.db.updateTable('topic_update').set({ progress }).where('id', '=', id).execute();
  }

  /** Members of the topics, for progress. */
  async memberCount(topicIds: readonly string[]): Promise<number> {
    if (topicIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('rca_topic_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('topic_id', 'in', [...topicIds])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Rows of these root causes (optionally only those given through one topic), for progress. */
  async rowCount(project: ProjectKey, rootCauseIds: readonly string[], topicId: string | null = null): Promise<number> {
    if (rootCauseIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('document_root_cause')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', project.id)
      .where('root_cause_id', 'in', [...rootCauseIds])
      .$if(topicId !== null, (q) => q.where('topic_id', '=', topicId))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The next batch of a topic's members after `after` get the root cause, through that topic and this update. A
   * document that already carries the root cause keeps its row (an undo of the other topic must not take it away).
   * `only` limits it to some members (documents moved into the topic). Returns the members read and the last one,
   * null when the topic has no more.
   */
  async addBatch(
    project: ProjectKey,
    u: { id: string; topicId: string; rootCauseId: string },
    after: string | null,
    limit: number,
    only: readonly string[] | null = null,
  ): Promise<{ read: number; last: string | null }> {
    if (only !== null && only.length === 0) return { read: 0, last: null };
    const ids = await this.db
      .selectFrom('rca_topic_document')
      .select('document_id')
      .where('topic_id', '=', u.topicId)
      .$if(after !== null, (q) => q.where('document_id', '>', after ?? ''))
      .$if(only !== null, (q) => q.where('document_id', 'in', [...(only ?? [])]))
      .orderBy('document_id')
      .limit(limit)
      .execute();
    if (ids.length > 0) {
      await this.db
        .insertInto('document_root_cause')
        .values(
          ids.map((r) => ({
            document_id: r.document_id,
            root_cause_id: u.rootCauseId,
            project_id: project.id,
            topic_id: u.topicId,
            update_id: u.id,
          })),
        )
        .onConflict((oc) => oc.columns(['document_id', 'root_cause_id']).doNothing())
        .execute();
    }
    return { read: ids.length, last: ids.length === limit ? (ids[ids.length - 1]?.document_id ?? null) : null };
  }

  /**
   * Takes the root cause away from a batch of documents given it through `topicId` (all of them, or only
   * `documentIds`). A document also in another topic still confirmed into that root cause keeps it, now through
   * that topic. Returns how many rows were handled; 0 when none are left.
   */
  async detachBatch(
    project: ProjectKey,
    rootCauseId: string,
    topicId: string,
    limit: number,
    documentIds: readonly string[] | null = null,
  ): Promise<number> {
    if (documentIds !== null && documentIds.length === 0) return 0;
    const rows = await this.db
      .selectFrom('document_root_cause')
      .select('document_id')
      .where('project_id', '=', project.id)
      .where('root_cause_id', '=', rootCauseId)
      .where('topic_id', '=', topicId)
      .$if(documentIds !== null, (q) => q.where('document_id', 'in', [...(documentIds ?? [])]))
      .orderBy('document_id')
      .limit(limit)
      .execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.document_id);
    const others = await this.db
      .selectFrom('rca_topic_document as m')
      .innerJoin('rca_topic as t', 't.id', 'm.topic_id')
      .select(['m.document_id', sql<string>`min(m.topic_id::text)`.as('topic_id')])
      .where('t.root_cause_id', '=', rootCauseId)
      .where('t.status', '=', 'CONFIRMED')
      .where('t.id', '<>', topicId)
      .where('m.document_id', 'in', ids)
      .groupBy('m.document_id')
      .execute();
    // One statement per topic they keep it through (few: the other topics of one root cause).
    const byTopic = new Map<string, string[]>();
    for (const o of others) byTopic.set(o.topic_id, [...(byTopic.get(o.topic_id) ?? []), o.document_id]);
    for (const [otherTopic, documentIds] of byTopic) {
      await this.db
        .updateTable('document_root_cause')
        .set({ topic_id: otherTopic })
        .where('root_cause_id', '=', rootCauseId)
        .where('document_id', 'in', documentIds)
        .execute();
    }
    const keep = new Set(others.map((o) => o.document_id));
    const drop = ids.filter((id) => !keep.has(id));
    if (drop.length > 0) {
      await this.db
        .deleteFrom('document_root_cause')
        .where('root_cause_id', '=', rootCauseId)
        .where('document_id', 'in', drop)
        .execute();
    }
    return rows.length;
  }

  /** A batch of a source root cause's rows moves to the target (kept once per document). Returns the rows handled. */
  async moveBatch(project: ProjectKey, sourceId: string, targetId: string, updateId: string, limit: number): Promise<number> {
    const rows = await this.db
      .selectFrom('document_root_cause')
      .select(['document_id', 'topic_id'])
      .where('project_id', '=', project.id)
      .where('root_cause_id', '=', sourceId)
      .orderBy('document_id')
      .limit(limit)
      .execute();
    if (rows.length === 0) return 0;
    await this.db
      .insertInto('document_root_cause')
      .values(
        rows.map((r) => ({
          document_id: r.document_id,
          root_cause_id: targetId,
          project_id: project.id,
          topic_id: r.topic_id,
          update_id: updateId,
        })),
      )
      .onConflict((oc) => oc.columns(['document_id', 'root_cause_id']).doNothing())
      .execute();
    await this.db
      .deleteFrom('document_root_cause')
      .where('root_cause_id', '=', sourceId)
      .where(
        'document_id',
        'in',
        rows.map((r) => r.document_id),
      )
      .execute();
    return rows.length;
  }

  /** Removes exactly the rows an update wrote (a cancelled confirmation leaves nothing behind). */
  async revert(updateId: string): Promise<void> {
    await this.db.deleteFrom('document_root_cause').where('update_id', '=', updateId).execute();
  }
}
