import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CallRescoreRunTable } from '../../platform/db/schema-calls.js';
import type { NewCallScore, ScorableDocument } from './scorer.js';

export type RescoreRunRow = Selectable<CallRescoreRunTable>;

/** Documents of a re-scoring: the analysis's dialogues whose content date lies in [from, to]. */
export interface RescoreRange {
  workspaceId: string;
  projectId: string;
  from: Date;
  to: Date;
}

/** Rows per insert: 22 parameters each stay far under PostgreSQL's 65,535. */
const UPSERT_CHUNK = 1000;

const runColumns = [
  'id',
  'workspace_id',
  'project_id',
  'state',
  sql<string>`from_date::text`.as('from_date'),
  sql<string>`to_date::text`.as('to_date'),
  'version',
  'total',
  'done',
  'cursor',
  'message_code',
  'started_by',
  'started_at',
  'finished_at',
] as const;

/** The SQL of writing call scores and of re-scoring runs; every query is scoped by workspace and analysis. */
export class CallScoreRepository {
  constructor(private readonly db: Db) {}

  private scorable() {
    return this.db
      .selectFrom('project_document')
      .select(['id', 'external_id', 'content_date', 'channel_code', 'turns', 'call'])
      .where('data_type', '=', 'DIALOGUE')
      .where('trashed_at', 'is', null);
  }

  /** The dialogues among stored ids (other data types are not scored). */
  async dialogues(workspaceId: string, projectId: string, ids: readonly string[]): Promise<ScorableDocument[]> {
    if (ids.length === 0) return [];
    const rows = await this.scorable()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', 'in', ids)
      .execute();
    return rows.map(toScorable);
  }

  /** Writes scores (a new one, or over the document's previous score), in chunks under the parameter limit. */
  async upsert(workspaceId: string, projectId: string, all: readonly NewCallScore[]): Promise<void> {
    for (let i = 0; i < all.length; i += UPSERT_CHUNK)
      await this.upsertChunk(workspaceId, projectId, all.slice(i, i + UPSERT_CHUNK));
  }

  private async upsertChunk(workspaceId: string, projectId: string, scores: readonly NewCallScore[]): Promise<void> {
    if (scores.length === 0) return;
    await this.db
      .insertInto('call_score')
      .values(
        scores.map((s) => ({
          document_id: s.documentId,
          workspace_id: workspaceId,
          project_id: projectId,
          call_date: s.callDate,
          call_day: s.callDay,
          call_id: s.callId,
          agent_id: s.agentId,
          agent_name: s.agentName,
          channel_code: s.channelCode,
          score: s.score,
          duration: s.duration,
          word_count: s.wordCount,
          total_silence: s.totalSilence,
          agent_silence: s.agentSilence,
          customer_silence: s.customerSilence,
          included: s.included,
          ended_by: s.endedBy,
          version: s.version,
          lost: s.lost,
          criteria: JSON.stringify(s.criteria),
          scored_at: new Date(),
        })),
      )
      .onConflict((oc) =>
        oc.column('document_id').doUpdateSet((eb) => ({
          call_date: eb.ref('excluded.call_date'),
          call_day: eb.ref('excluded.call_day'),
          call_id: eb.ref('excluded.call_id'),
          agent_id: eb.ref('excluded.agent_id'),
          agent_name: eb.ref('excluded.agent_name'),
          channel_code: eb.ref('excluded.channel_code'),
          score: eb.ref('excluded.score'),
          duration: eb.ref('excluded.duration'),
          word_count: eb.ref('excluded.word_count'),
          total_silence: eb.ref('excluded.total_silence'),
          agent_silence: eb.ref('excluded.agent_silence'),
          customer_silence: eb.ref('excluded.customer_silence'),
          included: eb.ref('excluded.included'),
          ended_by: eb.ref('excluded.ended_by'),
          version: eb.ref('excluded.version'),
          lost: eb.ref('excluded.lost'),
          criteria: eb.ref('excluded.criteria'),
          scored_at: eb.ref('excluded.scored_at'),
        })),
      )
      .execute();
  }

  private inRange(r: RescoreRange) {
    return this.scorable()
      .where('workspace_id', '=', r.workspaceId)
      .where('project_id', '=', r.projectId)
      .where('content_date', '>=', r.from)
      .where('content_date', '<=', r.to);
  }

  async countInRange(r: RescoreRange): Promise<number> {
    const row = await this.inRange(r)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The next `limit` documents of the range after `cursor`, in id order (a restarted run goes on from its cursor). */
  async pageInRange(r: RescoreRange, cursor: string | null, limit: number): Promise<ScorableDocument[]> {
    let q = this.inRange(r).orderBy('id').limit(limit);
    if (cursor) q = q.where('id', '>', cursor);
    return (await q.execute()).map(toScorable);
  }

  // ── re-scoring runs ──────────────────────────────────────────────────────────────────────────────────────────

  async latestRun(workspaceId: string, projectId: string): Promise<RescoreRunRow | undefined> {
    return await this.db
      .selectFrom('call_rescore_run')
      .select(runColumns)
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async run(id: string): Promise<RescoreRunRow | undefined> {
    return await this.db.selectFrom('call_rescore_run').select(runColumns).where('id', '=', id).executeTakeFirst();
  }

  /** A new RUNNING run; undefined when one already runs (the partial unique index decides, races included). */
  async startRun(row: {
    workspaceId: string;
    projectId: string;
    fromDate: string;
    toDate: string;
    version: number;
    total: number;
    userId: string;
  }): Promise<string | undefined> {
    const out = await this.db
      .insertInto('call_rescore_run')
      .values({
        workspace_id: row.workspaceId,
        project_id: row.projectId,
        state: 'RUNNING',
        from_date: row.fromDate,
        to_date: row.toDate,
        version: row.version,
        total: row.total,
        started_by: row.userId,
      })
      .onConflict((oc) => oc.column('project_id').where('state', '=', 'RUNNING').doNothing())
      .returning('id')
      .executeTakeFirst();
    return out?.id;
  }

  async updateRun(
    id: string,
    set: Partial<{ state: string; done: number; total: number; cursor: string; message_code: string; finished_at: Date }>,
  ): Promise<void> {
    await this.db.updateTable('call_rescore_run').set(set).where('id', '=', id).execute();
  }
}

function toScorable(r: {
  id: string;
  external_id: string | null;
  content_date: Date;
  channel_code: string | null;
  turns: ScorableDocument['turns'];
  call: ScorableDocument['call'];
}): ScorableDocument {
  return {
    id: r.id,
    externalId: r.external_id,
    contentDate: new Date(r.content_date),
    channelCode: r.channel_code,
    turns: r.turns,
    call: r.call,
  };
}
