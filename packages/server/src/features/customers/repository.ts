import { sql, type RawBuilder } from 'kysely';
import type { CustomerSort } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

/**
 * Which analyses a reader's customers are made of (docs/customers.md): `all` when the user sees every analysis of
 * the workspace (the trigger-kept `customer` rows then are exactly theirs); otherwise the ids they see and those they
 * do not, so counts come from the visible analyses only and a profile taken from a hidden document stays hidden.
 */
export type CustomerView =
  | { workspaceId: string; all: true }
  | { workspaceId: string; all: false; visible: string[]; hidden: string[] };

export interface CustomerRow {
  key: string;
  name: string | null;
  company: string | null;
  address: string | null;
  segment: string | null;
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  first_interaction: Date | null;
  last_interaction: Date | null;
}

export interface CustomerFilter {
  q?: string | undefined;
  segment?: string | undefined;
  /** Only customers with interactions in this analysis … */
  projectId?: string | undefined;
  /** … and of these with an interaction carrying this category. */
  categoryId?: string | undefined;
}

/** A uuid list as a SQL array: `= any(...)` with an empty list matches nothing. */
const ids = (list: readonly string[]): RawBuilder<unknown> => sql`${`{${list.join(',')}}`}::uuid[]`;

/** An ILIKE pattern of a literal text. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SCORE = sql`case when (c.positive + c.neutral + c.negative) > 0
  then 100.0 * (c.positive - c.negative) / (c.positive + c.neutral + c.negative) end`;

const ORDERS: Record<CustomerSort, RawBuilder<unknown>> = {
  'lastInteraction,desc': sql`c.last_interaction desc nulls last, c.key`,
  'lastInteraction,asc': sql`c.last_interaction asc nulls last, c.key`,
  'totalInteractions,desc': sql`c.total desc, c.key`,
  'totalInteractions,asc': sql`c.total asc, c.key`,
  'sentimentScore,desc': sql`${SCORE} desc nulls last, c.key`,
  'sentimentScore,asc': sql`${SCORE} asc nulls last, c.key`,
  'name,asc': sql`lower(coalesce(c.name, c.key)), c.key`,
};

/** The reads of the customers list and detail; every query is scoped by the view's workspace. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  /** The workspace's analyses with what decides who sees them. */
  projects(workspaceId: string) {
    return this.db
      .selectFrom('project')
      .select(['id', 'code', 'name', 'visibility', 'owner_id', 'status'])
      .where('workspace_id', '=', workspaceId)
      .execute();
  }

  /**
   * The customers of a view as one relation `c`: the trigger-kept rows, or (for a user who does not see every
   * analysis) the visible analyses' counts with the profile only when no hidden analysis holds the customer.
   */
  private source(view: CustomerView): RawBuilder<unknown> {
    if (view.all)
      return sql`(select key, name, company, address, segment, total, positive, neutral, negative, first_interaction,
        last_interaction from customer where workspace_id = ${view.workspaceId} and total > 0) c`;
    const shown = (col: string) => sql`case when v.hidden then null else k.${sql.ref(col)} end`;
    return sql`(select v.key, ${shown('name')} as name, ${shown('company')} as company, ${shown('address')} as address,
        ${shown('segment')} as segment, v.total, v.positive, v.neutral, v.negative,
        ${shown('first_interaction')} as first_interaction, v.last_interaction
      from (select cp.key, sum(cp.total)::integer as total, sum(cp.positive)::integer as positive,
              sum(cp.neutral)::integer as neutral, sum(cp.negative)::integer as negative,
              max(cp.last_interaction) as last_interaction,
              exists (select 1 from customer_project h where h.key = cp.key and h.total > 0
                      and h.project_id = any(${ids(view.hidden)})) as hidden
            from customer_project cp where cp.project_id = any(${ids(view.visible)}) and cp.total > 0
            group by cp.key) v
      join customer k on k.workspace_id = ${view.workspaceId} and k.key = v.key) c`;
  }

  private where(view: CustomerView, f: CustomerFilter): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`true`];
    if (f.q) {
      const p = containsPattern(f.q);
      parts.push(sql`(c.key ilike ${p} or c.name ilike ${p} or c.company ilike ${p})`);
    }
    if (f.segment) parts.push(sql`c.segment = ${f.segment}`);
    if (f.projectId && f.categoryId)
      parts.push(sql`c.key in (select d.customer_key from project_document_category pc
        join project_document d on d.id = pc.document_id
        where pc.project_id = ${f.projectId} and pc.category_id = ${f.categoryId}
          and d.workspace_id = ${view.workspaceId} and d.customer_key is not null and d.trashed_at is null)`);
    else if (f.projectId)
      parts.push(sql`c.key in (select cp.key from customer_project cp where cp.project_id = ${f.projectId} and cp.total > 0)`);
    return sql.join(parts, sql` and `);
  }

  async list(
    view: CustomerView,
    f: CustomerFilter,
    sort: CustomerSort,
    page: { offset: number; limit: number },
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const from = this.source(view);
    const where = this.where(view, f);
    const [rows, count] = await Promise.all([
      sql<CustomerRow>`select c.* from ${from} where ${where} order by ${ORDERS[sort]}
        limit ${page.limit} offset ${page.offset}`.execute(this.db),
      sql<{ n: string }>`select count(*) as n from ${from} where ${where}`.execute(this.db),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** Segment values of the view's customers, for the segment filter. */
  async segments(view: CustomerView, limit: number): Promise<string[]> {
    const r = await sql<{ segment: string }>`select distinct c.segment from ${this.source(view)}
      where c.segment is not null order by c.segment limit ${limit}`.execute(this.db);
    return r.rows.map((x) => x.segment);
  }

  async one(view: CustomerView, key: string): Promise<CustomerRow | undefined> {
    const r = await sql<CustomerRow>`select c.* from ${this.source(view)} where c.key = ${key}`.execute(this.db);
    return r.rows[0];
  }

  /** Per visible analysis: the customer's interactions and the latest, busiest first. */
  analyses(workspaceId: string, projectIds: readonly string[], key: string) {
    return this.db
      .selectFrom('customer_project as cp')
      .innerJoin('project as p', 'p.id', 'cp.project_id')
      .select(['p.code', 'p.name', 'cp.total', 'cp.last_interaction'])
      .where('p.workspace_id', '=', workspaceId)
      .where('cp.key', '=', key)
      .where('cp.total', '>', 0)
      .where('p.id', 'in', projectIds.length > 0 ? [...projectIds] : ['00000000-0000-0000-0000-000000000000'])
      .orderBy('cp.last_interaction', 'desc')
      .orderBy('p.code')
      .execute();
  }

  /** NPS / CSAT answers of the customer's documents in the given analyses, oldest first. */
  scores(workspaceId: string, projectIds: readonly string[], key: string, limit: number) {
    return this.db
      .selectFrom('project_document as d')
      .innerJoin('project as p', 'p.id', 'd.project_id')
      .select(['d.content_date', 'p.code', 'd.nps_score', 'd.csat_score'])
      .where('d.workspace_id', '=', workspaceId)
      .where('d.customer_key', '=', key)
      .where('d.trashed_at', 'is', null)
      .where('d.project_id', '=', sql<string>`any(${ids(projectIds)})`)
      .where((eb) => eb.or([eb('d.nps_score', 'is not', null), eb('d.csat_score', 'is not', null)]))
      .orderBy('d.content_date')
      .orderBy('d.id')
      .limit(limit)
      .execute();
  }

  /** Per attribute code: its value on the latest of the customer's documents (in the given analyses) carrying one. */
  async latestAttributes(
    workspaceId: string,
    projectIds: readonly string[],
    key: string,
    codes: readonly string[],
  ): Promise<Map<string, unknown>> {
    if (codes.length === 0) return new Map();
    const r = await sql<{ code: string; value: unknown }>`select a.code, x.value from unnest(${codes}::text[]) a(code)
      cross join lateral (select d.attributes -> a.code as value from project_document d
        where d.workspace_id = ${workspaceId} and d.customer_key = ${key} and d.trashed_at is null
          and d.project_id = any(${ids(projectIds)}) and d.attributes ? a.code
          and jsonb_typeof(d.attributes -> a.code) <> 'null' and coalesce(d.attributes ->> a.code, '') <> ''
        order by d.content_date desc, d.id desc limit 1) x`.execute(this.db);
    return new Map(r.rows.map((row) => [row.code, row.value]));
  }

  /** The first name each attribute code has among the workspace's analyses. */
  async attributeNames(workspaceId: string, codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('project_attribute')
      .select(['code', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('code', 'in', [...codes])
      .orderBy('code')
      .orderBy('position')
      .execute();
    const out = new Map<string, string>();
    for (const r of rows) if (!out.has(r.code)) out.set(r.code, r.name);
    return out;
  }

  /**
   * The journey steps (of the journeys the user sees) whose conditions match some of the customer's documents in
   * the given analyses: per step the matching interactions, the first and the latest. A condition matches a
   * document of its analysis having one of its categories (any model; none listed: any) and all its attribute
   * values, within the journey's date range when it has one (docs/customers.md).
   */
  async journeySteps(workspaceId: string, userId: string, projectIds: readonly string[], key: string) {
    const r = await sql<{
      journey_id: string;
      journey_name: string;
      step_id: string;
      step_name: string;
      position: number;
      n: string;
      first_at: Date;
      last_at: Date;
    }>`select j.id as journey_id, j.name as journey_name, s.id as step_id, s.name as step_name, s.position,
        count(distinct d.id) as n, min(d.content_date) as first_at, max(d.content_date) as last_at
      from customer_journey j
      join customer_journey_step s on s.journey_id = j.id and s.workspace_id = j.workspace_id
      cross join lateral jsonb_array_elements(s.conditions) cond
      join project p on p.workspace_id = j.workspace_id and p.code = cond ->> 'projectCode'
      join project_document d on d.workspace_id = j.workspace_id and d.customer_key = ${key} and d.project_id = p.id
        and d.trashed_at is null
      where j.workspace_id = ${workspaceId} and (j.visibility = 'WORKSPACE' or j.owner_id = ${userId})
        and p.id = any(${ids(projectIds)})
        and (j.start_date is null or d.content_date >= j.start_date)
        and (j.end_date is null or d.content_date < j.end_date)
        and (jsonb_array_length(coalesce(cond -> 'categoryIds', '[]')) = 0 or exists (
          select 1 from project_document_category pc where pc.document_id = d.id
            and pc.category_id in (select jsonb_array_elements_text(cond -> 'categoryIds'))))
        and not exists (select 1 from jsonb_array_elements(coalesce(cond -> 'attributes', '[]')) a
          where not (d.attributes ->> (a ->> 'field') = a ->> 'value'
                     or d.attributes -> (a ->> 'field') @> jsonb_build_array(a ->> 'value')))
      group by j.id, j.name, s.id, s.name, s.position
      order by j.name, j.id, s.position`.execute(this.db);
    return r.rows.map((x) => ({ ...x, n: Number(x.n) }));
  }
}
