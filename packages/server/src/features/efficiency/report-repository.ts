import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

type Scope = { workspaceId: string; projectId: string };
export interface ModelRef {
  id: string;
  code: string;
  senseType: string;
}

/** One reviewed document of a model: what it predicted, what it carries now, by which version, when reviewed. */
export interface ReviewedRow {
  document_id: string;
  predicted: string[];
  final: string[];
  version_id: string;
  reviewed_at: Date;
}

export interface AuditRow {
  id: string;
  document_id: string;
  user_id: string;
  action: 'MARK' | 'APPROVE';
  created_at: Date;
  after: unknown;
}

/** Ids per `in (…)` list: far under PostgreSQL's 65,535 bind parameters. */
const ID_BATCH = 5000;

const userName = sql<string>`coalesce(nullif(trim(u.full_name || ' ' || u.last_name), ''), u.email)`;

/**
 * The predicted label set of model `m` in a document's `prediction` (docs/reports.md): its category ids, or for a
 * sentiment model the sentiment label; and the current set: its category rows, or the document's sentiment.
 */
const predictedOf = (m: ModelRef) =>
  m.senseType === 'SENTIMENT'
    ? sql<
        string[]
      >`(case when d.prediction->'sentiment'->>'modelId' = ${m.id} and d.prediction->'sentiment'->>'label' is not null then jsonb_build_array(d.prediction->'sentiment'->>'label') else '[]'::jsonb end)`
    : sql<
        string[]
      >`coalesce((select jsonb_agg(distinct c->>'categoryId') from jsonb_array_elements(coalesce(d.prediction->'categories', '[]'::jsonb)) c where c->>'modelId' = ${m.id}), '[]'::jsonb)`;
const finalOf = (m: ModelRef) =>
  m.senseType === 'SENTIMENT'
    ? sql<string[]>`(case when d.sentiment is null then '[]'::jsonb else jsonb_build_array(d.sentiment) end)`
    : sql<
        string[]
      >`coalesce((select jsonb_agg(distinct pc.category_id) from project_document_category pc where pc.document_id = d.id and pc.model_id = ${m.id}), '[]'::jsonb)`;

/**
 * Reviewed for model m: approved (AI_CONFIRMED, COMPLETED), or MANUAL_CHANGES with a MARK of m, and m predicted it
 * (a version of m in `prediction.versions`). Not trashed.
 */
const reviewedFor = (s: Scope, m: ModelRef) => sql<boolean>`d.workspace_id = ${s.workspaceId} and d.project_id = ${s.projectId}
  and d.trashed_at is null and (d.prediction->'versions'->>${m.id}) is not null
  and (d.status in ('AI_CONFIRMED', 'COMPLETED') or (d.status = 'MANUAL_CHANGES' and exists (
    select 1 from project_audit a where a.project_id = d.project_id and a.entity = 'document'
      and a.entity_id = d.id::text and a.action = 'MARK' and a.after->>'modelCode' = ${m.code})))`;

/** The reads of the AI success rate and the marker statistics (docs/reports.md). */
export class EfficiencyRepository {
  constructor(private readonly db: Db) {}

  /** Reviewed documents per model (the availability call). */
  async reviewedCount(s: Scope, m: ModelRef): Promise<number> {
    const { rows } = await sql<{
      n: string | number;
    }>`select count(*) as n from project_document d where ${reviewedFor(s, m)}`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** Reviewed documents of model m whose review time coalesce(approved_at, status_updated_at) is in [start, end]. */
  async reviewed(s: Scope, m: ModelRef, start: Date, end: Date): Promise<ReviewedRow[]> {
    const { rows } = await sql<ReviewedRow>`
      select d.id as document_id, ${predictedOf(m)} as predicted, ${finalOf(m)} as final,
        d.prediction->'versions'->>${m.id} as version_id, coalesce(d.approved_at, d.status_updated_at) as reviewed_at
      from project_document d
      where ${reviewedFor(s, m)} and coalesce(d.approved_at, d.status_updated_at) between ${start} and ${end}
      order by reviewed_at, d.id`.execute(this.db);
    return rows.map((r) => ({ ...r, reviewed_at: new Date(r.reviewed_at) }));
  }

  /** Training figures of versions: number, accuracy and per-class F1 (statistics.perLabel). */
  async versions(workspaceId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('model_version')
      .select(['id', 'number', 'accuracy', sql<unknown>`statistics->'perLabel'`.as('per_label')])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
  }

  async categoryNames(workspaceId: string, modelId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('model_category')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .execute();
  }

  /** MARK entries of model m and APPROVE entries in [start, end], in audit order (people only). */
  async audits(s: Scope, m: ModelRef, start: Date, end: Date): Promise<AuditRow[]> {
    const { rows } = await sql<AuditRow>`
      select a.id::text as id, a.entity_id as document_id, a.user_id, a.action, a.created_at, a.after
      from project_audit a
      where a.project_id = ${s.projectId} and a.workspace_id = ${s.workspaceId} and a.entity = 'document'
        and a.user_id is not null and a.created_at between ${start} and ${end}
        and (a.action = 'APPROVE' or (a.action = 'MARK' and a.after->>'modelCode' = ${m.code}))
      order by a.id`.execute(this.db);
    return rows.map((r) => ({ ...r, id: String(r.id), created_at: new Date(r.created_at) }));
  }

  /** The predicted sets of model m for these documents (those m predicted); read in batches under the parameter limit. */
  async predicted(s: Scope, m: ModelRef, ids: readonly string[]): Promise<{ document_id: string; predicted: string[] }[]> {
    const out: { document_id: string; predicted: string[] }[] = [];
    for (let i = 0; i < ids.length; i += ID_BATCH) {
      const batch = ids.slice(i, i + ID_BATCH);
      const { rows } = await sql<{ document_id: string; predicted: string[] }>`
        select d.id as document_id, ${predictedOf(m)} as predicted from project_document d
        where d.workspace_id = ${s.workspaceId} and d.project_id = ${s.projectId}
          and d.id::text in (${sql.join(batch)}) and (d.prediction->'versions'->>${m.id}) is not null`.execute(this.db);
      out.push(...rows);
    }
    return out;
  }

  /** Milliseconds per user on this analysis's pages (`/project/{page}/{code}…`) in [start, end]. */
  async timeSpent(workspaceId: string, code: string, start: Date, end: Date): Promise<{ user_id: string; ms: number }[]> {
    const { rows } = await sql<{ user_id: string; ms: string | number }>`
      select user_id, sum(duration_ms) as ms from ui_duration
      where workspace_id = ${workspaceId} and created_at between ${start} and ${end}
        and split_part(name, '/', 2) = 'project' and split_part(name, '/', 4) = ${code}
      group by user_id`.execute(this.db);
    return rows.map((r) => ({ user_id: r.user_id, ms: Number(r.ms) }));
  }

  async userNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('app_user as u')
      .select(['u.id', userName.as('name')])
      .where('u.id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Distinct documents of the analysis a person marked or approved (still present). */
  async markedDocuments(s: Scope): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from project_document d
      where d.workspace_id = ${s.workspaceId} and d.project_id = ${s.projectId} and d.trashed_at is null
        and exists (select 1 from project_audit a where a.project_id = d.project_id and a.entity = 'document'
          and a.entity_id = d.id::text and a.action in ('MARK', 'APPROVE'))`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  async correlationReports(s: Scope): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from project_report where workspace_id = ${s.workspaceId} and project_id = ${s.projectId}`.execute(
      this.db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async attributes(s: Scope): Promise<{ code: string; name: string }[]> {
    return this.db
      .selectFrom('project_attribute')
      .select(['code', 'name'])
      .where('workspace_id', '=', s.workspaceId)
      .where('project_id', '=', s.projectId)
      .orderBy('position')
      .orderBy('code')
      .execute();
  }
}
