import type { callFilterQuery, callSorts } from '@sentio/domain';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { CallScoreTable } from '../../platform/db/schema-calls.js';
import type { Database } from '../../platform/db/schema.js';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import type { StoredTurn } from './scorer.js';

export type CallFilter = z.output<typeof callFilterQuery>;
export type CallScoreRow = Omit<Selectable<CallScoreTable>, 'call_day' | 'workspace_id' | 'project_id'> & { call_day: string };
export type CallDetailRow = CallScoreRow & { turns: StoredTurn[] | null; call: StoredCall | null };

/** One group of an aggregate: calls, included calls, the included calls' mean score and mean duration. */
export interface ScoreGroup {
  key: string;
  name: string | null;
  calls: number;
  included: number;
  mean: number | null;
  duration: number | null;
}

export interface CriterionGroup {
  key: string;
  criterion: string;
  maxScore: number | null;
  meanPoints: number | null;
  attainment: number | null;
  applicable: number;
  lost: number;
}

type Scope = { workspaceId: string; projectId: string };
type From = Database & { s: CallScoreTable };

const rowColumns = [
  's.document_id',
  's.call_date',
  sql<string>`s.call_day::text`.as('call_day'),
  's.call_id',
  's.agent_id',
  's.agent_name',
  's.channel_code',
  's.score',
  's.duration',
  's.word_count',
  's.total_silence',
  's.agent_silence',
  's.customer_silence',
  's.included',
  's.ended_by',
  's.version',
  's.lost',
  's.criteria',
  's.scored_at',
] as const;

const sortColumn: Record<(typeof callSorts)[number], 's.call_date' | 's.score' | 's.duration' | 's.agent_name'> = {
  callDate: 's.call_date',
  score: 's.score',
  duration: 's.duration',
  agentName: 's.agent_name',
};

const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The SQL of reading scored calls (docs/call-scoring.md): the list, one call, the aggregates of agents and criteria
 * and the export's pages. Every query is scoped by workspace and analysis and leaves out trashed documents.
 */
export class CallReadRepository {
  constructor(private readonly db: Db) {}

  private filtered(scope: Scope, f: CallFilter) {
    return this.db
      .selectFrom('call_score as s')
      .innerJoin('project_document as d', 'd.id', 's.document_id')
      .where('s.workspace_id', '=', scope.workspaceId)
      .where('s.project_id', '=', scope.projectId)
      .where('d.trashed_at', 'is', null)
      .where('s.call_date', '>=', new Date(f.startDate))
      .where('s.call_date', '<=', new Date(f.endDate))
      .where((eb) => eb.and(narrowing(eb as unknown as ExpressionBuilder<From, 's'>, f)));
  }

  async page(
    scope: Scope,
    f: CallFilter,
    sort: (typeof callSorts)[number],
    direction: 'asc' | 'desc',
    page: number,
    size: number,
  ): Promise<{ rows: CallScoreRow[]; total: number }> {
    const rows = await this.filtered(scope, f)
      .select(rowColumns)
      .orderBy(sortColumn[sort], (ob) => (direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy('s.document_id')
      .limit(size)
      .offset(page * size)
      .execute();
    const count = await this.filtered(scope, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: rows, total: Number(count.n) };
  }

  /** Export pages, in date order. */
  async exportPage(scope: Scope, f: CallFilter, offset: number, limit: number): Promise<CallScoreRow[]> {
    return await this.filtered(scope, f)
      .select(rowColumns)
      .orderBy('s.call_date')
      .orderBy('s.document_id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async detail(scope: Scope, documentId: string): Promise<CallDetailRow | undefined> {
    return await this.db
      .selectFrom('call_score as s')
      .innerJoin('project_document as d', 'd.id', 's.document_id')
      .select([...rowColumns, 'd.turns', 'd.call'])
      .where('s.workspace_id', '=', scope.workspaceId)
      .where('s.project_id', '=', scope.projectId)
      .where('s.document_id', '=', documentId)
      .where('d.trashed_at', 'is', null)
      .executeTakeFirst();
  }

  /** Calls per `by` (agent, week of an agent, day): counts over all, means over the included calls. */
  async groups(scope: Scope, f: CallFilter, by: 'agent' | 'agentWeek' | 'day' | 'all'): Promise<ScoreGroup[]> {
    const key =
      by === 'agent'
        ? sql<string>`s.agent_id`
        : by === 'agentWeek'
          ? sql<string>`s.agent_id || '|' || date_trunc('week', s.call_day)::date::text`
          : by === 'day'
            ? sql<string>`s.call_day::text`
            : sql<string>`''`;
    let q = this.filtered(scope, f);
    if (by === 'agent' || by === 'agentWeek') q = q.where('s.agent_id', 'is not', null);
    const rows = await q
      .select([
        key.as('key'),
        sql<string | null>`max(s.agent_name)`.as('name'),
        sql<string>`count(*)`.as('calls'),
        sql<string>`count(*) filter (where s.included)`.as('included'),
        sql<number | null>`avg(s.score) filter (where s.included)`.as('mean'),
        sql<number | null>`avg(s.duration) filter (where s.included)`.as('duration'),
      ])
      // One group of everything needs no GROUP BY (PostgreSQL refuses a constant there).
      .$if(by !== 'all', (qb) => qb.groupBy(key))
      .execute();
    return rows.map((r) => ({
      key: r.key,
      name: r.name,
      calls: Number(r.calls),
      included: Number(r.included),
      mean: num(r.mean),
      duration: num(r.duration),
    }));
  }

  /** Per criterion (and agent) over the included calls: attainment of the applicable ones, how many lost points. */
  async criteria(scope: Scope, f: CallFilter, byAgent: boolean): Promise<CriterionGroup[]> {
    const key = byAgent ? sql<string>`s.agent_id` : sql<string>`''`;
    const crit = sql<string>`c.value->>'criterion'`;
    const applicable = sql`c.value->>'status' <> 'NOT_APPLICABLE'`;
    let q = this.filtered(scope, f).where('s.included', '=', true);
    if (byAgent) q = q.where('s.agent_id', 'is not', null);
    const rows = await q
      .innerJoin(sql<{ value: unknown }>`lateral jsonb_array_elements(s.criteria)`.as('c'), (join) => join.onTrue())
      .select([
        key.as('key'),
        crit.as('criterion'),
        sql<number | null>`max((c.value->>'maxScore')::float)`.as('maxScore'),
        sql<number | null>`avg((c.value->>'points')::float) filter (where ${applicable})`.as('meanPoints'),
        sql<
          number | null
        >`100 * avg((c.value->>'points')::float / nullif((c.value->>'maxScore')::float, 0)) filter (where ${applicable})`.as(
          'attainment',
        ),
        sql<string>`count(*) filter (where ${applicable})`.as('applicable'),
        sql<string>`count(*) filter (where c.value->>'status' in ('FAILED', 'PARTIAL'))`.as('lost'),
      ])
      .$if(byAgent, (qb) => qb.groupBy(key))
      .groupBy(crit)
      .execute();
    return rows.map((r) => ({
      key: r.key,
      criterion: r.criterion,
      maxScore: num(r.maxScore),
      meanPoints: num(r.meanPoints),
      attainment: num(r.attainment),
      applicable: Number(r.applicable),
      lost: Number(r.lost),
    }));
  }

  /** The included calls of the filter that lost points, lowest score first. */
  async worst(scope: Scope, f: CallFilter, limit: number): Promise<CallScoreRow[]> {
    return await this.filtered(scope, f)
      .select(rowColumns)
      .where('s.included', '=', true)
      .where(sql<boolean>`cardinality(s.lost) > 0`)
      .orderBy('s.score', (ob) => ob.asc().nullsLast())
      .orderBy('s.call_date', 'desc')
      .limit(limit)
      .execute();
  }

  /** An agent's name, when the analysis has any call of that agent (else undefined: unknown agent). */
  async agent(scope: Scope, agentId: string): Promise<{ name: string | null } | undefined> {
    return this.db
      .selectFrom('call_score')
      .select(sql<string | null>`agent_name`.as('name'))
      .where('workspace_id', '=', scope.workspaceId)
      .where('project_id', '=', scope.projectId)
      .where('agent_id', '=', agentId)
      .orderBy('call_date', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}

function narrowing(eb: ExpressionBuilder<From, 's'>, f: CallFilter) {
  const out = [];
  if (f.agentId !== undefined) out.push(eb('s.agent_id', '=', f.agentId));
  if (f.channel !== undefined) out.push(eb('s.channel_code', '=', f.channel));
  if (f.minScore !== undefined) out.push(eb('s.score', '>=', f.minScore));
  if (f.maxScore !== undefined) out.push(eb('s.score', '<=', f.maxScore));
  if (f.lostCriterion !== undefined) out.push(eb(sql<string>`${f.lostCriterion}`, '=', sql<string>`any(s.lost)`));
  if (f.includedOnly === true) out.push(eb('s.included', '=', true));
  if (f.callId !== undefined) out.push(eb('s.call_id', 'ilike', likeOf(f.callId)));
  return out;
}
